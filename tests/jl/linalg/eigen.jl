# Symmetric and Hermitian views, eigvals/eigen of symmetric matrices (LAPACK syevr,
# ascending), eigvals of general real matrices (geev; complex pairs as ComplexF64, sorted
# by real then imaginary part), and the Eigen object's display.
using LinearAlgebra
B = [2.0 1 0; 1 2 1; 0 1 2]
S = Symmetric(B)
display(S)
println()
println(typeof(S), " ", S[3, 1], " ", size(S), " ", issymmetric(S), " ", Matrix(S) == B)
L = Symmetric([1 9; 2 3], :L)
display(L)
println()
println(L[1, 2], " ", Symmetric([1 9; 2 3])[2, 1], " ", Hermitian([1.0 2; 3 4])[2, 1])
λ = eigvals(S)
println(round.(λ, digits = 8), " ", issorted(λ))
E = eigen(S)
println(typeof(E), " ", round.(E.values, digits = 8) == round.(λ, digits = 8))
println(B * E.vectors ≈ E.vectors * Diagonal(E.values), " ", E.vectors' * E.vectors ≈ [1.0 0 0; 0 1 0; 0 0 1])
vals, vecs = E
println(vals == E.values, " ", vecs == E.vectors)
# the display, on values and vectors rounded to digits every LAPACK agrees on
display(Eigen(round.(E.values, digits = 6), round.(abs.(E.vectors), digits = 6)))
println()
# a symmetric matrix given as a plain one, integers, Hermitian
println(round.(eigvals([2.0 1; 1 2]), digits = 10), " ", round.(eigvals([2 1; 1 2]), digits = 10))
println(round.(eigvals(Hermitian([4.0 1; 1 4])), digits = 10), " ", eigvals(Symmetric([3.0 0; 0 1])))
# general matrices: real and complex eigenvalues
println(round.(eigvals([2.0 1; 0 3]), digits = 10), " ", eigvals([0.0 1; -1 0]))
println(round.(eigvals([1.0 2; 3 4]), digits = 8))
ev = eigvals([0.0 -2 0; 1 0 0; 0 0 3])
println(eltype(ev), " ", round.(real.(ev), digits = 8) .+ 0.0, " ", round.(imag.(ev), digits = 8) .+ 0.0)
