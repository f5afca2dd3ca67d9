# randn/randexp: Julia 1.7's ziggurat on Xoshiro256++ draws (stdlib Random/src/normal.jl)
using Random

Random.seed!(123)
println(randn())

# the task-local stream and an explicit Xoshiro with the same seed agree
Random.seed!(1234)
a = [randn() for i = 1:5]
rng = Xoshiro(1234)
b = [randn(rng) for i = 1:5]
println(a)
println(a == b)

rng = Xoshiro(42)
println(randn(rng, Float64))
println(randn(rng, Float32))
println(typeof(randn(rng, Float16)))
println(randexp(rng))
println(randexp(rng, Float32))

# arrays: element by element from the same stream
rng = Xoshiro(7)
v = randn(rng, 4)
println(v)
m = randn(rng, Float32, 2, 3)
println(size(m), " ", eltype(m))
println(m[1, 1], " ", m[2, 3])
println(randexp(rng, (3,)))
println(randexp(rng, Float32, 2))
println(randn!(rng, zeros(3)))
println(randexp!(rng, zeros(Float32, 2)))

Random.seed!(5)
println(randn(3))
println(randexp(2))
println(size(randn(2, 2)), size(randn((3, 1))), size(randexp(Float32, 2, 2)))
println(randn(Float32), " ", randexp(Float32))

# complex: real then imaginary part, each times sqrt(1/2)
rng = Xoshiro(11)
println(randn(rng, ComplexF64))
println(randn(rng, ComplexF32))
c = randn(rng, ComplexF64, 2)
println(typeof(c), " ", c[2])
Random.seed!(11)
println(randn(ComplexF64))

# the rare branches: seed 999's first draw lands in the tail strip of both ziggurats
println(randn(Xoshiro(999)))
println(randexp(Xoshiro(999)))

# many draws: wedge rejections and tails are reproduced exactly
rng = Xoshiro(2021)
s = 0.0
for i = 1:20000
    global s += randn(rng)
end
println(s)
t = 0.0
for i = 1:20000
    global t += randexp(rng)
end
println(t)
rng = Xoshiro(3)
w = randn(rng, 1000)
println(w[1000], " ", maximum(w), " ", minimum(w))
