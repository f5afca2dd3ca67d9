# Integer indices fewer or more than the dimensions (the last index covers the
# remaining dimensions; extra ones must be 1), a[] and 0-dimensional arrays, and the
# show forms that read back as the same shape ([1; 2;;], [1 3; 2 4;;;], fill(x)).
A = reshape(collect(1:4), 2, 2, 1)
println(A[2, 1])
B = reshape(collect(1:8), 2, 2, 2)
println(B[1, 3])
println(B[2, 4])
B[1, 4] = 70
println(B[1, 2, 2])
M = [1 2; 3 4]
println(M[2, 2, 1])
try
    B[1, 5]
catch e
    println(e)
end
C = reshape(collect(1:16), 2, 2, 2, 2)
println(C[2, 2, 2, 2], " ", C[1, 2, 3], " ", C[2, 8], " ", C[1, 1, 1, 1, 1])
C[2, 2, 4] = 0
println(C[2, 2, 2, 2])
v = [10, 20, 30]
println(v[2, 1], " ", v[3, 1, 1])
try
    v[2, 2]
catch e
    println(e)
end
try
    C[1, 2, 5]
catch e
    println(e)
end
z = fill(5)
println(z, " ", z[], " ", size(z))
show(z); println()
println(M[1, 2, 1, 1])
z[] = 9
println(z)
try
    [1, 2][]
catch e
    showerror(stdout, e); println()
end
println([4][])
println(reshape([1, 2, 3], 3, 1))
println(fill(7, 1, 1))
show(reshape([1, 2, 3, 4], 2, 2, 1)); println()
show(reshape([1, 2], 2, 1, 1)); println()
show(reshape(1:4, 1, 1, 1, 4) |> collect); println()
show(reshape(collect(1:6), 3, 1, 2)); println()
show([1 2;;; 3 4]); println()
println([1;;])
println([1 2])
display(reshape([1, 2, 3], 3, 1))
v=[10,20,30]; println(v[Int32(2)], " ", v[UInt8(3)]); v[Int16(1)] = 5; println(v)
