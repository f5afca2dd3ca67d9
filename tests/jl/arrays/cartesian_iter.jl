# iterating and collecting CartesianIndices and LinearIndices
A = [10 20 30; 40 50 60]
C = CartesianIndices(A)
for I in C
    print(I, "=", A[I], " ")
end
println()
println(collect(CartesianIndices((2, 2))))
println(first(C), " ", last(C), " ", length(C), " ", eltype(C))
println(size(collect(C)), " ", typeof(collect(C)))
println([I[1] + 10 * I[2] for I in C])
println(sum(A[I] for I in CartesianIndices(A)))
for I in CartesianIndices((1, 2, 2))
    print(Tuple(I), " ")
end
println()
L = LinearIndices(A)
println(L)
println(collect(L))
println(L[2, 3], " ", L[CartesianIndex(1, 2)], " ", L[5], " ", size(L), " ", length(L))
println(LinearIndices((2, 2, 2))[2, 1, 2])
println(collect(LinearIndices((3,))))
println(map(i -> i * 2, L))
try
    L[7]
catch e
    println(typeof(e))
end
