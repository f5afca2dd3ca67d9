# dropping a dimension that is not of size 1 is an ArgumentError
A = reshape(collect(1:6), 2, 1, 3)
println(size(dropdims(A; dims = 2)))
dropdims(A; dims = 3)
println("not reached")
