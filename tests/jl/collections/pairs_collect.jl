# collect of keyword arguments and of pairs(...): a Vector of the Pairs' eltype Pair{K,V}
f(; kw...) = collect(kw)
println(f(a=1, b="x"))
println(typeof(f(a=1, b="x")))
g(; kw...) = kw
println(typeof(g(a=1, b="x")))
println(eltype(g(a=1, b=2)))
println(collect(pairs((a=1, b=2.0))))
p = pairs((a=1, b=2.0))
println(typeof(p))
println(eltype(p))
println(collect(pairs((a=1, b=2))))
println(f())
println(collect(pairs([10, 20])))
println(collect(pairs((1, 2.5))))
h(; kw...) = [k => v for (k, v) in kw]
println(h(x=1, y=nothing))
println(Dict(f(a=1, b=2))[:b])
for (i, x) in pairs((1, "a")); println(i, " ", x); end
