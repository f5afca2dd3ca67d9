# v' and transpose(A) are lazy wrappers sharing the parent's elements (Julia 1.7's
# LinearAlgebra.Adjoint / Transpose): summary headers, show form, typeof, parent, copy
x = [1, 2, 3]
display(x')
println(x')
show(x'); println()
println(typeof(x'))
A = [1 2; 3 4]
display(transpose(A))
println(typeof(transpose(A)))
display(A')
display([1 2 3]')
v = [1.5, 2.25, -3.0]
display(v')
println(parent(x') === x, " ", (x')' === x, " ", transpose(transpose(A)) === A, " ", vec(x') === x)
println(copy(A'), " ", typeof(copy(A')))
println(typeof(copy(x')), " ", copy(x') == x', " ", parent(copy(x')) === x)
println(size(x'), " ", length(x'), " ", ndims(x'), " ", axes(x'), " ", eltype(x'))
println(size(A'), " ", x'[2], " ", x'[1, 3], " ", A'[1, 2], " ", A'[3])
for e in x'
    print(e, " ")
end
println()
println(collect(x'), " ", Matrix(A'), " ", sum(A'), " ", maximum(x'))
println(x' == [1 2 3], " ", A' == [1 3; 2 4], " ", isequal(v', copy(v')))
# writes go through to the parent
B = A'
B[1, 2] = 10
println(A)
w = v'
w[2] = 7.0
println(v)
println(x'[:, 2:3], " ", typeof(x'[:, 2:3]))
try
    x'[5]
catch e
    showerror(stdout, e)
    println()
end
try
    A'[2, 3]
catch e
    showerror(stdout, e)
    println()
end
