# T[f(x) for x in M] and collect(T, M) keep M's shape (Julia's HasShape collect)
M = [1 2; 3 4]
println(Int[x for x in [1 2]], " ", Float64[x for x in M], " ", [x for x in [1 2]])
println(Int[i * j for i in 1:2, j in 1:3], " ", collect(Float64, M), " ", Int[x for x in M if x > 1])
println(size(Float64[x for x in zeros(2, 1, 3)]), " ", String[string(x) for x in M])
println(collect(Tuple{Int,Int}, Iterators.product(1:2, 1:2)) |> size, " ", Int[x for x in 1:3])
