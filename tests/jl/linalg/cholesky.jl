# cholesky on LAPACK's potrf: the display (an UpperTriangular factor with ⋅ below), U, L,
# solving, det, PosDefException for a non-positive-definite or non-symmetric matrix.
using LinearAlgebra
A = [4.0 2; 2 2]
C = cholesky(A)
display(C)
println()
println(typeof(C), " ", C.U, " ", C.L, " ", C.L * C.U == A)
display(C.L)
println()
println(C \ [6.0, 4.0], " ", det(C), " ", issuccess(C))
B = [4 12 -16; 12 37 -43; -16 -43 98]
D = cholesky(B)
println(Matrix(D.U), " ", D.U' * D.U == B)
println(cholesky(Symmetric([9.0 3; 100 5])).U)
for M in ([1.0 2; 2 1], [1.0 2; 3 4], [0.0 0; 0 0])
    try
        cholesky(M)
    catch e
        println(e)
        showerror(stdout, e)
        println()
    end
end
F = cholesky([1.0 2; 2 1]; check = false)
println(issuccess(F))
display(F)
println()
U = UpperTriangular([1.0 2; 3 4])
println(U, " ", U[2, 1], " ", LowerTriangular([1 2; 3 4]))
