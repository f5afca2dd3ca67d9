# A \ b for square systems (triangular ones by trtrs, the rest by getrf/getrs), inv
# (getri), det, and their errors as Julia 1.7 throws them.
using LinearAlgebra
A = [4.0 -2 1; -2 4 -2; 1 -2 4]
b = [11.0, -16, 17]
x = A \ b
println(round.(x, digits = 10), " ", A * x ≈ b)
B = [1.0 2; 3 4; 5 6]
X = A \ B
println(size(X), " ", A * X ≈ B)
println(round.(inv(A) * A, digits = 10) == [1.0 0 0; 0 1 0; 0 0 1], " ", round(det(A), digits = 8))
# integer systems give Float64
println([2 1; 1 3] \ [3, 5], " ", typeof([2 1; 1 3] \ [3, 5]))
println(round.(inv([2 1; 1 3]), digits = 10), " ", det([2 1; 1 3]) ≈ 5)
# triangular systems and inverses are exact here
U = [2.0 1 1; 0 4 2; 0 0 8]
println(U \ [4.0, 6, 8], " ", [2.0 0; 1 4] \ [2.0, 9])
println(inv(U), " ", det(U), " ", det([1 2; 0 3]), " ", typeof(det([1 2; 0 3])))
# a bigger random-looking system
n = 20
M = [1.0 / (i + j - 1) + (i == j ? n : 0) for i in 1:n, j in 1:n]
y = M \ ones(n)
println(M * y ≈ ones(n), " ", maximum(abs.(M * inv(M) - [i == j ? 1.0 : 0.0 for i in 1:n, j in 1:n])) < 1e-12)
for (f, args) in ((\, ([1.0 2; 2 4], [1.0, 2])), (\, ([1.0 2; 0 0], [1.0, 2])),
                  (inv, ([0.0 0; 0 0],)), (inv, ([1.0 2; 2 4],)), (\, ([1.0 2; 3 4], [1.0, 2, 3])),
                  (inv, ([1.0 2 3; 4 5 6],)), (det, ([1.0 2 3],)))
    try
        println(f(args...))
    catch e
        println(e)
    end
end
println(det([1.0 2; 2 4]), " ", det(zeros(3, 3)), " ", det(2.5))
# a Cholesky solve (potrs) and det
C = cholesky(A)
println(round.(C \ b, digits = 10), " ", round(det(C), digits = 8))
