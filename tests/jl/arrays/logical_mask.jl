# a Bool mask of the array's own shape selects elements in column-major order
A = [1 5 2; 7 3 9]
println(A[A .> 4])
println(A[A .> 100])
println(typeof(A[A .> 4]))
B = copy(A)
B[B .> 4] .= 0
println(B)
B[B .== 0] = [10, 20, 30]
println(B)
v = [1, 5, 7]
v[v .> 4] .= 0
println(v)
v[[true, false, false]] = 9
println(v)
println(A[[true, false], :])
println(A[:, [false, true, true]])
C = copy(A)
C[[false, true], :] .= -1
println(C)
M = reshape(collect(1:8), 2, 2, 2)
println(M[isodd.(M)])
try
    C[C .> -5] = 1
catch e
    println(e)
end
try
    C[C .> -5] = [1, 2]
catch e
    println(e)
end
