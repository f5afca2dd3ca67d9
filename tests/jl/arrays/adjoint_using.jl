# after `using LinearAlgebra` the wrapper types print unqualified; the constructors
# always wrap, while adjoint/transpose unwrap
using LinearAlgebra
x = [1, 2, 3]
A = [1 2; 3 4]
println(typeof(x'), " ", typeof(transpose(A)), " ", x' isa Adjoint, " ", transpose(A) isa Transpose)
display(Adjoint(x'))
display(Transpose(A))
println(adjoint(Adjoint(x')) === x', " ", Adjoint(A) == A', " ", parent(Transpose(A)) === A)
println(dot([1, 2], [3, 4]), " ", dot([1im, 2], [1im, 1]), " ", LinearAlgebra.dot(x, x))
