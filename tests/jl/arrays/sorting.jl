# sort!, sort, sortperm, issorted (runtime/base/sort.jl)
v = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
println(sort(v))
println(sort(v; rev = true))
println(sort(v; by = x -> -x))
println(sort([-3, 2, -1, 0, 1]; by = abs))
println(sort([-3, 2, -1, 0, 1]; lt = (a, b) -> abs(a) < abs(b), rev = true))
println(sortperm([30, 10, 20, 10]))
println(sortperm([30, 10, 20, 10]; rev = true))
println(issorted([1, 2, 2, 3]), " ", issorted([3, 2, 1]), " ", issorted([3, 2, 1]; rev = true))
f = [2.5, NaN, -0.0, 0.0, -1.5, Inf, -Inf, 1.0, NaN, -0.0]
println(sort(f))
println(sort(f; rev = true))
s = ["pear", "fig", "apple", "kiwi", "banana"]
println(sort(s))
println(sort(s; by = length))
println(sort(s; by = length, rev = true))
println(sortperm(s; by = length))
println(sort(['c', 'a', 'b']))
println(sort(1:5; rev = true))
w = Int64[]
println(sort!(w), " ", sortperm(w))
# larger inputs: the LCG gives distinct keys, so the result is unique
function lcg(n)
    x = 42
    a = Vector{Int64}(undef, n)
    for i in 1:n
        x = x * 6364136223846793005 + 1442695040888963407
        a[i] = x >>> 40
    end
    return a
end
a = lcg(1000)
b = sort(a)
println(issorted(b), " ", b[1], " ", b[500], " ", b[end], " ", sum(b) == sum(a))
p = sortperm(a)
println(a[p] == b, " ", p[1:5])
fa = [x / 7 - 1000.0 for x in a]
fb = sort(fa; rev = true)
println(issorted(fb; rev = true), " ", fb[1], " ", fb[end])
println(sort(a; by = x -> -x) == reverse(b))
