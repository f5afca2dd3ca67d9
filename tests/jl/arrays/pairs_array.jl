# pairs over vectors and tuples: index => value in order
v = [10, 20, 30]
for (i, x) in pairs(v)
    println(i, " ", x)
end
println(collect(pairs(v)))
println(collect(pairs(["a", "b"])))
for p in pairs((1, "a", 2.5))
    println(p)
end
println(collect(pairs((5, 6))))
p = pairs(v)
println(length(p), " ", p[2], " ", collect(keys(p)))
println(sum(i * x for (i, x) in pairs(v)))
println(isempty(pairs(Int[])))
