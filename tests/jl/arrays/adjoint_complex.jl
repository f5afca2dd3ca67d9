# adjoint conjugates complex elements; transpose of a number is the number
z = 1 + 2im
println(adjoint(z), " ", z', " ", transpose(z), " ", transpose(3.5), " ", adjoint(2))
println(adjoint(1.5 - 2.0im))
v = [1 + 2im, 3 - 1im]
w = v'
println(size(w), " ", w[1, 1], " ", w[1, 2])
println(transpose(v)[1, 2])
M = [1+1im 2; 3im 4]
Mt = M'
println(Mt[1, 1], " ", Mt[1, 2], " ", Mt[2, 1], " ", Mt[2, 2])
println([1 2; 3 4]')
println([1.5, 2.5]')
