# rand of collections, shuffle/randperm/randcycle: membership, permutation and
# reproducibility properties (1.7's index draws; no published streams to compare)
using Random
r = Xoshiro(11)
v = [10, 20, 30, 40]
println(all(x -> x in v, [rand(r, v) for _ in 1:100]))
println(sort(unique([rand(r, v) for _ in 1:200])))
t = (:a, :b, :c)
println(sort(unique([rand(r, t) for _ in 1:200])))
s = "héllo wörld"
cs = [rand(r, s) for _ in 1:300]
println(all(c -> c in s, cs), " ", length(unique(cs)) == length(unique(s)))
println(eltype(rand(r, s, 4)), " ", length(rand(r, s, 4)))
d = Dict(1 => "one", 2 => "two", 3 => "three")
p = rand(r, d)
println(typeof(p), " ", d[p.first] == p.second)
st = Set([5, 6, 7])
println(sort(unique([rand(r, st) for _ in 1:100])))
println(rand(r, [1.5, 2.5], 3) isa Vector{Float64})
m = rand(r, 1:9, 2, 3)
println(size(m), " ", all(x -> 1 <= x <= 9, m))
# permutations
a = collect(1:20)
b = shuffle(Xoshiro(1), a)
println(sort(b) == a, " ", b == shuffle(Xoshiro(1), a), " ", a == collect(1:20))
c = copy(a)
shuffle!(Xoshiro(1), c)
println(c == b)
p1 = randperm(Xoshiro(2), 10)
println(sort(p1) == collect(1:10), " ", p1 == randperm(Xoshiro(2), 10))
println(randperm(0), " ", randperm(1), " ", shuffle(Int[]), " ", shuffle([9]))
cyc = randcycle(Xoshiro(3), 9)
println(sort(cyc) == collect(1:9))
# a cyclic permutation: following it from 1 visits every element
k = 1; n = 0
while true
    global k = cyc[k]; global n += 1
    k == 1 && break
end
println(n)
Random.seed!(5)
x1 = shuffle(collect(1:8))
Random.seed!(5)
println(x1 == shuffle(collect(1:8)))
# randstring: 8 characters from 0-9A-Za-z by default
s = randstring(Xoshiro(1))
println(length(s), " ", all(c -> isdigit(c) || 'A' <= c <= 'Z' || 'a' <= c <= 'z', s))
println(randstring(Xoshiro(1)) == s, " ", length(randstring(12)))
println(all(c -> c in "ab", randstring("ab", 20)), " ", length(randstring(Xoshiro(2), 'x':'z', 6)))
