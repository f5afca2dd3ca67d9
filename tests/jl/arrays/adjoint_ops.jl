# arithmetic with lazy adjoints: dot and outer products, row * matrix stays a row,
# rows add and scale as rows, broadcasting makes a Matrix, complex entries conjugate
x = [1, 2, 3]
println(x' * x, " ", x'x, " ", transpose(x) * [1, 1, 1])
display(x * x')
display(x .+ x')
println(typeof(x .+ x'), " ", typeof(x' .* 2))
A = [1 2; 3 4]
B = [5 6; 7 8]
println(A' * B, " ", A * B', " ", A' * A', " ", A' * [1, 1])
r = [1, 2]' * A
println(r, " ", typeof(r))
println(2 * x', " ", typeof(2 * x'), " ", x' / 2)
println(x' + x', " ", typeof(x' - x'), " ", -x', " ", typeof(-x'))
println(map(t -> t + 1, x'), " ", typeof(map(t -> t + 1, x')))
println(A' + B, " ", typeof(A' + B))
z = [1 + 2im, 3 - 1im]
display(z')
display(transpose(z))
println(z' * z, " ", transpose(z) * z, " ", z'[2], " ", transpose(z)[2])
M = [1+1im 2; 3im 4]
display(M')
println(adjoint(M') === M, " ", conj(M') == transpose(M), " ", M' == conj(transpose(M)))
println(vec(transpose(z)) === z, " ", copy(z') == z', " ", collect(z'))
try
    x' * [1, 2]
catch e
    println(typeof(e))
end
