# sort with dims, sortslices, partialsort and the binary searches (sort.jl)
A = [4 3; 1 2]
println(sort(A, dims = 1))
println(sort(A, dims = 2))
println(sort([3 1 2; 9 7 8; 5 6 4]; dims = 2, rev = true))
println(sort([3.0 1.0; NaN -1.0]; dims = 1))
println(A)
M = [7 3 5; -1 6 4; 9 -2 8]
println(sortslices(M, dims = 1))
println(sortslices(M, dims = 1, lt = (x, y) -> isless(x[2], y[2])))
println(sortslices(M, dims = 1, rev = true))
N = [7 3 5; 6 -1 -4; 9 -2 8]
println(sortslices(N, dims = 2))
println(sortslices(N, dims = 2, by = x -> x[2]))
println(isless([1, 2], [1, 3]), " ", isless([1, 2], [1]), " ", cmp([2], [1, 5]))
a = [1, 2, 4, 3, 4]
println(partialsort!(a, 4))
println(a)
a = [1, 2, 4, 3, 4]
println(partialsort!(a, 4, rev = true))
println(a)
v = [5, 3, 9, 1, 7, 2]
println(partialsort(v, 2), " ", v)
println(partialsort(v, 1:3))
println(partialsort(v, 2:3, rev = true))
println(partialsort(v, 1, by = x -> -x))
w = collect(30:-1:1)
println(partialsort(w, 3), " ", partialsort(w, 28:30))
x = [1, 2, 4, 5, 5, 7]
for y in (4, 5, 3, 9, 0)
    println(y, ": ", searchsortedfirst(x, y), " ", searchsortedlast(x, y), " ", searchsorted(x, y))
end
println(searchsorted([7, 5, 5, 2], 5, rev = true))
println(searchsortedfirst(["a", "c", "d"], "b"))
println(searchsortedlast([(1, "x"), (3, "y"), (5, "z")], 4, by = t -> t isa Tuple ? t[1] : t))
println(searchsorted(1:10, 4))
B = [3 1 2; 2 4 0]
sort!(B; dims = 2)
println(B)
try
    sort!(B; dims = 3)
catch e
    println(e)
end
