# LinearAlgebra.I: UniformScaling arithmetic with matrices, construction, display
using LinearAlgebra
A = [1 2; 3 4]
println(A + I)
println(A - I)
println(I - A)
println(2I + A)
println(A * I == A, " ", I == I, " ", A == I, " ", [1 0; 0 1] == I, " ", I == [1 0; 0 1])
println(Matrix(I, 2, 3))
println(Matrix{Float64}(I, 2, 2))
println(Matrix(2.5I, 2, 2))
display(I)
display(2.0I)
display((1 + 2im) * I)
display(-3I)
println(I)
println(I[1, 1], " ", I[1, 2], " ", (3I)[2, 2])
println(typeof(I), " ", eltype(I), " ", ndims(I))
println([1.0 2.0; 3.0 4.0] / 2I)
println(I * [1, 2])
println(I + 1, " ", 1 - I)
B = zeros(3, 3)
copyto!(B, 4I)
println(B)
try
    [1 2 3; 4 5 6] + I
catch e
    println(e)
end
println(inv(2.0I) * 2, " ", transpose(3I), " ", one(3I), " ", zero(I))
println(2I \ [2.0, 4.0])
