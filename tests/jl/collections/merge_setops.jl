# merge with a combiner, mergewith!, set operations on vectors, Pair iteration,
# unique by a function, allunique, filter on tuples, isapprox
println(merge(+, Dict(:a => 1), Dict(:a => 2, :b => 3)))
d = Dict("x" => 1); mergewith!(*, d, Dict("x" => 5, "y" => 2)); println(d)
println(mergewith(max, Dict(1 => 3), Dict(1 => 7)), " ", getkey(d, "x", "none"), " ", getkey(d, "q", "none"))
println(union([1, 2], [2, 3]), " ", union([1], [2.5]), " ", intersect([1, 2, 2, 3], [2, 3, 4]), " ", setdiff([1, 2, 3, 1], [2]))
println(symdiff([1, 2, 3], [3, 4]), " ", issubset([1, 2], [2, 1, 3]), " ", [1, 5] ⊆ [1, 2], " ", issetequal([1, 2], [2, 1, 1]))
p = "k" => 42
println(first(p), " ", last(p), " ", collect(p), " ", length(p), " ", reverse(p))
a, b = p; println(a, b)
println(unique(x -> x % 3, 1:7), " ", unique([0.0, -0.0, NaN, NaN, 0.0]), " ", allunique([1, 2]), allunique("aba"))
v = [3, 1, 3, 2]; unique!(v); println(v)
println(filter(isodd, (1, 2, 3)), " ", filter(x -> x > 1, [1 2; 3 4]))
println(eltype((1, 2)), " ", eltype((1, 2.0)), " ", eltype((1, nothing)), " ", eltype(()))
println(sum(x for x in Int[]; init = 0), " ", maximum(abs, [-3, 2]), " ", maximum(Int[]; init = -1))
println(0.1 + 0.2 ≈ 0.3, " ", isapprox(1.0, 1.1), " ", isapprox(1.0, 1.1; atol = 0.2), " ", [1.0, 2.0] ≈ [1.0, 2.0 + 1e-12], " ", 1 ≈ 1)
