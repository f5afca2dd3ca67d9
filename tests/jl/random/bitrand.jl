# bitrand and randsubseq on the default generator: shapes, reproducibility after seeding,
# the bits past the end left clear
using Random
Random.seed!(42)
a = bitrand(100)
Random.seed!(42)
println(a == bitrand(100), " ", typeof(a), " ", length(a), " ", 20 < count(a) < 80)
m = bitrand(Xoshiro(1), 2, 3)
println(size(m), " ", m == bitrand(Xoshiro(1), (2, 3)))
v = bitrand(Xoshiro(5), 65)
println(count(v) == sum(Int, v), " ", length(v.chunks), " ", v.chunks[2] >> 1 == 0)
s = randsubseq(Xoshiro(3), 1:1000, 0.05)
println(issorted(s), " ", allunique(s), " ", 10 < length(s) < 100)
println(randsubseq(1:5, 1.0), " ", randsubseq(1:5, 0.0))
try
    randsubseq(1:5, 1.5)
catch e
    println(e)
end
