# arrays of at least 64 bytes are filled in 1.7's 8-lane bulk mode (so rand(10) is not ten
# rand() calls); smaller arrays take plain sequential draws. Expected: notes section 12.4
using Random
Random.seed!(1234)
println(rand(10))
println(rand(Xoshiro(1234), 10) == [0.5798621201341324, 0.4112941179498505,
    0.9721360824554687, 0.014908849285099945, 0.520354993723718, 0.6395615996802734,
    0.8396219340580711, 0.967142768915383, 0.13102565622085904, 0.9464532262313834])
x = Xoshiro(1234)
println(rand(x, 2))
println(rand(x, Float64, 1))
# small arrays: identical to scalar draws
Random.seed!(1234)
a = rand(7)
Random.seed!(1234)
println(a == [rand() for _ in 1:7])
# rand! refills in place, the same way
Random.seed!(1234)
b = zeros(10)
rand!(b)
println(b[1], " ", b[10])
b2 = zeros(2, 5)
rand!(Xoshiro(1234), b2)
println(vec(b2) == b)
println(size(rand(2, 3)), " ", size(rand(Float32, 4, 5)), " ", eltype(rand(Float32, 3)))
# after the fork (32 draws) and one 64-byte block, the tail comes from the parent stream
Random.seed!(1234)
c = rand(9)
Random.seed!(1234)
for _ in 1:32; rand(UInt64); end
println(c[9] == rand())
# bit integers: raw little-endian bytes of the outputs
y = Xoshiro(1234)
show(rand(y, UInt8, 3)); println()
u = rand(Xoshiro(1234), UInt64, 2)
show(u[1]); println(" ", u[2] >> 11 == UInt64(0.5490511363155669 * 2.0^53))
w = rand(Xoshiro(1234), UInt32, 2)
println(w[1] == 0xb9e832b1, " ", w[2] == 0x537335fd)
println(all(x -> 0.0f0 <= x < 1.0f0, rand(Float32, 100)))
bs = rand(Bool, 1000)
println(eltype(bs), " ", 300 < count(bs) < 700)
println(rand(Random.seed!(9), Bool, 700) == rand(Random.seed!(9), Bool, 700))
println(rand(Int64, 20) isa Vector{Int64})
