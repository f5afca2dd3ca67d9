# indexed assignment with splatted indices (A[I...] = v, A[i, J...] op= v, A[I...] .= v)
# and Array{T}(nothing/missing, dims) constructors
A = zeros(Int, 2, 3, 2)
idx = (1, 2, 2)
A[idx...] = 5
println(A[idx...], " ", A[1, 2, 2])
A[2, idx[2:end]...] += 3
A[idx...] *= 10
println(A[:, 2, 2])
A[:, idx[2:2]..., 1] .= 7
println(A[:, :, 1])
J = [1, 2]
A[2, J...] = -1
println(A[2, 1, 2], " ", A[2, 1, 1])
function put!(B, v, I...)
    B[I...] = v
    return B
end
println(put!(zeros(Int, 2, 2), 8, 2, 1))
println(put!(zeros(Int, 3), 4, 3))
n = Vector{Union{Int,Nothing}}(nothing, 3)
n[2] = 1
println(n)
m = Array{Union{Missing,Float64}}(missing, 1, 2)
m[1, 2] = 0.5
println(m, " ", size(m))
println(Matrix{Nothing}(nothing, (1, 1)))
try
    Vector{Int}(nothing, 1)
catch e
    println(typeof(e))
end
