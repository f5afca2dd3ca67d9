# CartesianIndices over any integer ranges, steps included (1.6), and CartesianIndex ranges
C = CartesianIndices((2:3, 1:2)); println(collect(C)); println(C); for I in CartesianIndices((2, 2)); print(I, " "); end; println(); println(CartesianIndices((2,3))); display(CartesianIndices((2, 2)))
C = CartesianIndices((1:2:5, 1:2)); println(collect(C)); println(step(C)); println(C[2, 2]); println(C)
println(CartesianIndex(1, 1):CartesianIndex(2, 2)); println(collect(CartesianIndex(1, 1):CartesianIndex(2, 1):CartesianIndex(5, 1)))
A = reshape(1:12, 3, 4); println([A[I] for I in CartesianIndices((2:3, 3:4))])
println(CartesianIndices(A)[5], " ", first(CartesianIndices((2:3, 4:5))), " ", last(CartesianIndices((2:3, 4:5))))
println(map(Base.splat(+), [(1, 2), (3, 4)])); println(Base.splat(max)([3, 9, 2]))
