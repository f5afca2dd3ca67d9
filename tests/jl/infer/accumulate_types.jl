# cumsum/cumprod of a vector and accumulate without keywords infer their result vector
# (the keyword method is not on their path); the values as Julia computes them
g1(v::Vector{Float64}) = cumsum(v)
g2(v::Vector{Int64}) = cumprod(v)
g3(v::Vector{Int8}) = cumsum(v)
g4(v::Vector{Float64}) = accumulate(+, v)
g5(v::Vector{Int64}) = accumulate(max, v)
g6(v::Vector{Bool}) = cumsum(v)
g7(r::UnitRange{Int64}) = cumsum(r)
println(g1([1.0, 2.0]), g2([1, 2, 3]), g3(Int8[100, 100]), g4([1.0]), g5([3, 1, 4]),
        g6([true, true]), g7(1:4))
println(accumulate(+, [0.5, 1.0]; init = 1), " ", cumsum([1 2; 3 4]; dims = 2), " ", cumsum(Float64[]))
for (f, t) in ((g1, Vector{Float64}), (g2, Vector{Int64}), (g3, Vector{Int8}), (g4, Vector{Float64}),
               (g5, Vector{Int64}), (g6, Vector{Bool}), (g7, UnitRange{Int64}))
    println(Base.return_types(f, (t,)))
end
