# CartesianIndex arithmetic and order, checkbounds, reshape/vec of adjoints and strided views
a = CartesianIndex(1, 2); b = CartesianIndex(3, 1)
println(a + b, " ", a - b, " ", -a, " ", 2a, " ", a * 3)
println(min(a, b), " ", max(a, b), " ", a < b, " ", isless(b, a), " ", a == CartesianIndex(1, 2))
println(zero(a), " ", oneunit(CartesianIndex{3}), " ", a + oneunit(a))
println(sort([CartesianIndex(2, 1), CartesianIndex(1, 2), CartesianIndex(1, 1)]))
grid = [1 2 3; 4 5 6]
dirs = [CartesianIndex(0, 1), CartesianIndex(1, 0)]
p = CartesianIndex(1, 1)
println([grid[p + d] for d in dirs])
println(checkbounds(Bool, grid, p + CartesianIndex(5, 5)))
A = [1 2 3; 4 5 6]
println(vec(A'), " ", reshape(A', 3, 2), " ", vec(transpose(A)))
r = reshape(view(A, 1:2, [1, 3]), 4)
println(r, " ", sum(r))
println(checkbounds(Bool, A, 6), checkbounds(Bool, A, 7), checkbounds(Bool, A, 2, 3),
        checkbounds(Bool, A, 3, 1), checkbounds(Bool, A, 1, 1, 1), checkbounds(Bool, A, 1, 1, 2))
println(checkbounds(Bool, A, :, 2:3), checkbounds(Bool, A, 1, 2:4), checkbounds(Bool, A, [1, 2], 1),
        checkbounds(Bool, A, CartesianIndex(2, 3)), checkbounds(Bool, A, A .> 2))
println(checkbounds(A, 2, 2))
try
    checkbounds(A, 3, 1)
catch e
    println(e)
end
