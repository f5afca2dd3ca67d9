# LinearAlgebra.Diagonal: display with centered dots for the structural zeros, printing as a
# full matrix, indexing, structure-keeping arithmetic, solving, errors; I(n).
using LinearAlgebra
D = Diagonal([1, 2, 3])
display(D)
println(D)
println(typeof(D), " ", size(D), " ", D[2, 2], " ", D[1, 2], " ", diag(D))
display(I(3))
display(Diagonal([1.5, -2.0, 10.25]))
println(D * [1, 1, 1], " ", D * D, " ", D + D, " ", 2D, " ", D / 2)
println(Matrix(D), " ", det(D), " ", tr(D), " ", inv(Diagonal([2.0, 4.0])))
A = [1 2 3; 4 5 6; 7 8 9]
println(D * A, " ", A * D)
println(Diagonal([2.0, 4.0]) \ [1.0, 1.0], " ", D^2, " ", D + I, " ", D == Diagonal([1, 2, 3]))
println(Diagonal(A), " ", isdiag(D), " ", D')
D[2, 2] = 7
println(D)
try
    D[1, 2] = 5
catch e
    println(e)
end
try
    inv(Diagonal([1.0, 0.0]))
catch e
    println(e)
end
display(Diagonal([10, 200, 3000, 4]))
println(typeof(I(2)), " ", I(2) == Diagonal([true, true]), " ", Matrix(I(2)))
v = Diagonal([1 + 2im, 3 - 1im])
display(v)
println(v', " ", transpose(v))
