# keyword forwarding through a `kws...` slurp, and what the slurp holds
g(x; a=0, b=0) = x + 10a + 100b
f(x; kws...) = g(x; kws...)
println(f(1))
println(f(1; a=2))
println(f(1; b=3, a=2))
h(x; kws...) = g(x; a=5, kws...)
println(h(1; b=1))
println(h(1; a=1))
function show_kws(; kws...)
    for (k, v) in kws
        println(k, " => ", v)
    end
    println(keys(kws))
    println(values(kws))
    println(length(kws), " ", isempty(kws))
    println(haskey(kws, :a), " ", get(kws, :z, -1))
    for p in pairs(kws)
        println(p)
    end
end
show_kws(a=1, b="two")
show_kws()
println(merge((a=1,), (b=2,)))
println(merge((a=1, b=3), (b=2, c=4)))
println(merge((a=1,), [:c => 3, :a => 0]))
println(merge((a=1,), (b=2,), (c=3,)))
println(merge(NamedTuple(), (x=1,)))
println(merge((x=1,), NamedTuple()))
