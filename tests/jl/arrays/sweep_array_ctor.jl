# Array conversion constructors and unique with dims
println(Vector{Float64}([1, 2]))
println(Matrix{Float64}([1 2; 3 4]))
println(Array{Float64}([1 2; 3 4]))
println(Array{Any,1}([1, 2]))
println(Vector{Int}(1:3))
println(Vector(1:3))
println(Array(1:3))
println(Matrix(reshape(1:4, 2, 2)))
v = [1, 2]
w = Vector(v)
w[1] = 10
println(v, " ", w)
try
    Vector{Int}([1.5])
catch e
    showerror(stdout, e); println()
end
println(unique([1 2; 1 2; 3 4], dims = 1))
println(unique([1 1 2; 3 3 4], dims = 2))
println(unique([1, 2, 1], dims = 1))
println(unique([1, 2, 1]))
println(unique(reshape([1, 1, 1, 1, 2, 2, 2, 2], 2, 2, 2), dims = 3))
