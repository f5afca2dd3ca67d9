# CartesianIndex indexing, and the 0-dimensional view it makes
m = [1 2; 3 4]
c = CartesianIndex(2, 1)
println(m[c])
println(c)
println(typeof(c))
println(CartesianIndex(3))
println(Tuple(c), " ", c[2], " ", length(c))
m[CartesianIndex(1, 2)] = 20
println(m)
w = @view m[CartesianIndex(1, 2)]
println(typeof(w))
display(w)
println(w[])
v = [5, 6, 7]
println(v[CartesianIndex(3)])
display(view(v, 2))
