# IdDict keys match by ===; nothing can be a Dict/Set key (hash(nothing))
println(hash(nothing) == hash(nothing), " ", hash(nothing) == hash(0))
d = Dict(nothing => 1, 2 => 3)
println(d[nothing], " ", haskey(d, nothing))
s = Set([nothing, 1])
println(nothing in s, " ", length(s))
d = IdDict()
d[1] = 2
println(d)
display(d)
a = [1, 2]
b = [1, 2]
e = IdDict{Any,Int}()
e[a] = 1
e[b] = 2
println(e[a], " ", e[b], " ", length(e), " ", haskey(e, a), " ", haskey(e, [1, 2]))
delete!(e, a)
println(length(e), " ", get(e, a, 0), " ", e[b])
f = IdDict(:x => 1)
println(f, " ", typeof(f))
f[:y] = 5
println(f[:y], " ", pop!(f, :x), " ", collect(keys(f)), " ", collect(values(f)))
for (k, v) in f
    println(k, " ", v)
end
println(get!(f, :z, 9), " ", f[:z], " ", get(f, :w, -1))
try
    f[:nope]
catch err
    println(err)
end
try
    f[1] = 2
catch err
    println(err)
end
println(IdDict{Int,String}())
