# unsafe_load/unsafe_store! of primitive element types are the pointerref/pointerset
# intrinsics (one load or store); the intrinsics also work as values, called dynamically
a = [1.5, 2.5, 3.5]
p = pointer(a)
println(unsafe_load(p), " ", unsafe_load(p, 3))
unsafe_store!(p, 9, 2)
println(a)
b = UInt8[1, 2, 3, 4]
q = pointer(b)
println(unsafe_load(q, 4))
unsafe_store!(q, 0xff, 1)
println(b)
c = Int32[7, 8]
println(unsafe_load(pointer(c), 2))
s = "héllo"
println(Char(unsafe_load(pointer(s), 2)))
f(p, n) = (s = 0; for i in 1:n; s += unsafe_load(p, i); end; s)
println(f(pointer([1, 2, 3, 4]), 4))
x = Any["a", 2]
println(unsafe_load(pointer(x), 1))
g(p) = Core.Intrinsics.pointerref(p, 1, 1)
println(g(pointer([42])))
h = Any[Core.Intrinsics.pointerref]
println(h[1](pointer([7, 8]), 2, 1))
println(unsafe_store!(pointer(c), 5) == pointer(c), " ", c)
# a non-primitive element type goes through the runtime
struct PA; a::Int; b::Float64; end
v = [PA(1, 2.0), PA(3, 4.5)]
println(unsafe_load(pointer(v), 2))
unsafe_store!(pointer(v), PA(9, 9.5), 1)
println(v)
# the default RNG's words are stepped in Julia through their address
using Random
Random.seed!(42)
a = rand(UInt64)
Random.seed!(42)
println(a == rand(UInt64), " ", rand(1:6, 3) == (Random.seed!(42); rand(UInt64); rand(1:6, 3)))
t = @task rand()
schedule(t); wait(t)
println(fetch(t) isa Float64)
