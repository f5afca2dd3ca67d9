# mul! (three and five arguments), tr, dot, and products used by the factorisations.
using LinearAlgebra
A = [1.0 2; 3 4]
B = [5.0 6; 7 8]
C = zeros(2, 2)
mul!(C, A, B)
println(C, " ", C == A * B)
y = zeros(2)
println(mul!(y, A, [1.0, 1.0]), " ", y)
C2 = ones(2, 2)
println(mul!(C2, A, B, 2.0, 10.0))
println(tr(A), " ", dot([1.0, 2.0], [3.0, 4.0]), " ", [1, 2] ⋅ [3, 4])
y = [1.0, 2.0]
println(axpy!(2.0, [10.0, 20.0], y), " ", y, " ", axpby!(2, [1, 2], 3, [1, 1]))
try
    axpy!(1.0, [1.0], [1.0, 2.0])
catch e
    println(e)
end
