# view(::Vector, ...) reads and writes through to the parent
v = [1, 2, 3, 4, 5]
s = view(v, 2:3)
println(typeof(s))
println(s)
display(s)
s[1] = 10
println(v)
println(parent(s) === v, " ", parentindices(s))
println(size(s), " ", length(s), " ", sum(s), " ", s[2], " ", eltype(s))
for x in s
    print(x, " ")
end
println()
s .= 0
println(v)
s .+= 1
println(v)
s .= [7, 8]
println(v)
w = view(v, [1, 5])
println(typeof(w), " ", w)
display(w)
q = view(v, 1:2:5)
println(typeof(q), " ", q)
q[3] = 50
println(v)
vv = view(s, 2:2)
println(vv, " ", parent(vv) === v, " ", parentindices(vv))
println(collect(s), " ", copy(s) == [7, 8])
try
    view(v, 2:7)
catch err
    showerror(stdout, err)
    println()
end
try
    s[3]
catch err
    showerror(stdout, err)
    println()
end
