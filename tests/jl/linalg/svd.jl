# svd/svdvals (LAPACK gesdd), rank, pinv, opnorm and cond on them, and norm.
using LinearAlgebra
A = [3.0 0; 0 -2; 0 0]
println(round.(svdvals(A), digits = 12), " ", svdvals([1 0; 0 2]), " ", round.(svdvals([1.0 2; 3 4]), digits = 8))
F = svd([1.0 2; 3 4; 5 6])
println(typeof(F), " ", size(F.U), " ", size(F.S), " ", size(F.Vt), " ", size(F.V))
println(F.U * Diagonal(F.S) * F.Vt ≈ [1.0 2; 3 4; 5 6], " ", round.(F.S, digits = 8))
U, s, V = F
println(U == F.U, " ", s == F.S, " ", V == F.V)
display(SVD([1.0 0; 0 1], [3.0, 2.0], [0.0 1; 1 0]))
println()
println(rank([1 2; 2 4]), " ", rank([1.0 2; 3 4]), " ", rank(zeros(3, 3)), " ", rank([1 2 3; 4 5 6; 7 8 9]))
println(rank([1.0 0; 0 1e-20]), " ", rank([1.0 0; 0 1e-20]; atol = 1e-30), " ", rank(2), " ", rank(0))
P = pinv([1.0 2; 2 4])
println(round.(P, digits = 10), " ", pinv([1.0 0; 0 2; 0 0]), " ", pinv([2 0; 0 0]))
println(round.(pinv([1.0 2; 3 4]) * [1.0 2; 3 4], digits = 10) .+ 0.0, " ", pinv(4.0), " ", pinv(0.0))
M = [1.0 -2; 3 4]
println(opnorm(M, 1), " ", opnorm(M, Inf), " ", round(opnorm(M), digits = 8), " ", round(cond(M), digits = 8))
println(norm(M), " ", norm([3.0, 4.0]), " ", norm([1, -2, 3], 1), " ", norm([1, -5, 3], Inf))
try
    opnorm(M, 3)
catch e
    println(e)
end
