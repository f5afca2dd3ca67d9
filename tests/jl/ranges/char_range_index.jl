# indexing a Char range (or another ordinal range) by a range gives a range
r = 'a':'e'
println(typeof(r))
x = r[2:3]
println(x)
show(x); println()
show(r[1:2:5]); println()
show((1:2:11)[2:3]); println()
show((10:-2:1)[2:4]); println()
show(r[5:-1:2]); println()
show(r[3:2]); println()
show(collect(r[2:4])); println()
show((1:10)[2:3:9]); println()
show((1:2:20)[3:5]); println()
show(r[2:2:5]); println()
x = r[2:3]; println(x[2], " ", length(x), " ", first(x), " ", last(x))
try
    r[4:6]
catch e
    println(typeof(e))
end
