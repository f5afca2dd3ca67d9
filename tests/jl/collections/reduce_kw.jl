# maximum(f, xs), minimum(f, xs), first/last of vectors, folds with init
println(maximum(abs, [-3, 1, 2]))
println(minimum(x -> x^2, [-3, 1, 2]))
println(maximum(length, ["a", "abc", "ab"]))
println(minimum(abs, (4, -2, 3)))
v = [10, 20, 30, 40]
println(first(v), " ", last(v))
println(first(v, 2), " ", last(v, 3))
println(first(v, 9), " ", last(v, 0))
println(first(1:5), " ", first("hey"), " ", first((7, 8)))
println(foldl(-, [1, 2, 3]; init=10))
println(foldr(-, [1, 2, 3]; init=10))
println(foldr(-, [1, 2, 3]))
println(foldl(-, [1, 2, 3]))
println(reduce(+, [1, 2, 3]; init=10))
println(reduce(+, Int[]; init=0))
println(foldl((acc, x) -> acc * string(x), 1:3; init="s"))
println(foldr((x, acc) -> acc * string(x), 1:3; init="s"))
println(maximum(abs, Int[]))  # Julia's mapreduce_empty(abs, max, T) is abs(zero(T))
try
    maximum(x -> 2x, Int[])
catch e
    println(e)
end
