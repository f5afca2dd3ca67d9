# CartesianIndex mixed with other indices, and arrays of CartesianIndex as an index
B = collect(reshape(1:24, 2, 3, 4))
println(B[CartesianIndex(1, 2), 3])
println(B[2, CartesianIndex(3, 4)])
println(B[CartesianIndex(1, 2), 3:4])
println(B[:, CartesianIndex(3, 4)])
B[CartesianIndex(1, 2), 3] = 100
B[2, CartesianIndex(1, 1)] = 200
println(B[1, 2, 3], " ", B[2, 1, 1])
M = [1 2; 3 4]
I = findall(M .> 1)
println(M[I])
println(M[[CartesianIndex(2, 2) CartesianIndex(1, 1)]])
M[I] = [30, 20, 40]
println(M)
v = view(B, CartesianIndex(1, 2), :)
println(v)
B[CartesianIndex(2, 3), 1:2] .= 0
println(B[2, 3, :])
try
    B[CartesianIndex(3, 1), 1]
catch e
    showerror(stdout, e); println()
end
try
    M[I] = [1, 2]
catch e
    showerror(stdout, e); println()
end
