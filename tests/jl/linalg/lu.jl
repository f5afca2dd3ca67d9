# lu on LAPACK's getrf: the LU object's display (Julia 1.7's "L factor:"/"U factor:"), its
# L, U, p and P, det, solving with it, SingularException, check = false, and the generic
# LU Julia keeps for element types LAPACK lacks (Rational).
using LinearAlgebra
A = [4.0 3.0; 6.0 3.0]
F = lu(A)
display(F)
println()
println(typeof(F), " ", size(F), " ", F.p, " ", F.P)
println(F.L, " ", F.U, " ", F.L * F.U == A[F.p, :])
# (the solve is rounded: OpenBLAS's kernels for different CPUs differ in the last bit)
println(det(F), " ", det(A), " ", round.(F \ [10.0, 12.0], digits = 12), " ", F \ [1.0 0; 0 1])
# an integer matrix factors in Float64
G = lu([1 2 3; 4 5 6; 7 8 10])
println(typeof(G), " ", G.p, " ", round(det(G), digits = 8))
println(round.(G.L * G.U - [1 2 3; 4 5 6; 7 8 10][G.p, :], digits = 12) == zeros(3, 3))
# a wide and a tall matrix
W = lu([1.0 2 3; 4 5 6])
println(size(W.L), " ", size(W.U), " ", W.p)
T = lu([1.0 2; 3 4; 5 6])
println(size(T.L), " ", size(T.U), " ", T.p, " ", T.L * T.U ≈ [1.0 2; 3 4; 5 6][T.p, :])
# singular
try
    lu([1.0 2; 2 4])
catch e
    println(e)
end
S = lu([1.0 2; 2 4]; check = false)
println(issuccess(S), " ", det(S), " ", issuccess(F))
display(S)
println()
# Rationals: the generic LU, exactly
R = lu([1//2 1//3; 1//4 1//5])
println(typeof(R), " ", det(R), " ", R \ [1//1, 1//1])
println([1//2 1//3; 1//4 1//5] \ [1//1, 0//1], " ", inv([2//1 0//1; 1//1 1//1]))
