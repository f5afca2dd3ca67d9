# LinearAlgebra: cross/×, ⋅, normalize, diag, diagm, triu/tril, kron, structure tests
using LinearAlgebra
a = [1, 2, 3]; b = [4, 5, 6]
println(cross(a, b), " ", a × b, " ", a ⋅ b, " ", [1.0, 0.0, 0.0] × [0.0, 1.0, 0.0])
try
    cross([1, 2], [3, 4])
catch e
    println(e)
end
println(normalize([3.0, 4.0]), " ", normalize([1, 1]), " ", normalize([2.0, 0.0], 1), " ", norm(normalize([1.0, 2.0, 3.0])))
M = [1 2 3; 4 5 6; 7 8 9]
println(diag(M), " ", diag(M, 1), " ", diag(M, -2), " ", diag([1 2 3; 4 5 6]), " ", diag(M, 5))
println(diagm([1, 2, 3]))
println(diagm(1 => [1, 2]), " ", diagm(-1 => [1.0, 2.0], 0 => [3, 4, 5]))
println(diagm(2, 3, 0 => [7, 8]))
println(triu(M), " ", tril(M), " ", triu(M, 1), " ", tril(M, -1))
println(kron([1 2; 3 4], [1 1; 1 1]))
println(kron([1, 2], [10, 20, 30]))
println(issymmetric([1 2; 2 1]), " ", issymmetric(M), " ", isdiag([1 0; 0 2]), " ", istriu(triu(M)), " ", istril(M))
display(diagm([1.5, 2.5]))
println(normalize([1e-310, 0.0]))
