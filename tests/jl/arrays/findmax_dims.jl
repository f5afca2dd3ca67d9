# findmax/findmin/argmax/argmin on matrices: CartesianIndex results, dims=, the f forms
A = [3 1; 4 1; 5 9]
println(findmax(A), " ", findmin(A))
println(argmax(A), " ", argmin(A))
println(findmax(A, dims=1))
println(findmin(A, dims=1))
println(argmax(A, dims=1))
println(findmax(A, dims=2))
v, i = findmin(A, dims=(1, 2))
println(size(v), " ", v[1], " ", i[1])
println(findmax(x -> -x, A), " ", findmin(abs2, [-3 2; 1 -4]))
println(findmax(abs2, [-1.0 1; -0.5 2], dims=1))
println(findmax([3, 9, 2]), " ", findmin([3, 9, 2]), " ", argmax([3, 9, 2]), " ", findmax([3, 9, 2], dims=1))
println(argmax(abs, [-3, 2]), " ", argmin(x -> (x - 2)^2, 0:5), " ", findmax((1, 5, 2)))
println(findmax([1.0, NaN, 3.0, NaN]), " ", findmin([1.0, NaN, 0.0]))
C = reshape(collect(1:8), 2, 2, 2)
println(findmax(C), " ", argmin(C))
println(findmax(C, dims=3)[2][2, 1, 1])
try
    findmax(Int[])
catch e
    println(e)
end
try
    findmax(zeros(0, 2), dims=1)
catch e
    println(e)
end
