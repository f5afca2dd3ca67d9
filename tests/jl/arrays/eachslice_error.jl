# eachslice takes a single dimension that the array has
A = [1 2; 3 4]
println(length(collect(eachslice(A; dims = 2))))
eachslice(A; dims = 3)
