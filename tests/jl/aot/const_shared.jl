# A `const` holding a mutable object (array, Dict, IOBuffer, mutable struct, or an immutable
# struct around one) is one object: the functions that use it and the top-level code see
# the same one, in the JIT and in an executable (which binds the value its own initialiser
# made instead of rebuilding a copy of the compiler's).
const v = [1, 2, 3]
const d = Dict("a" => 1)
const buf = IOBuffer()
mutable struct Counter
    n::Int
end
const cnt = Counter(0)
struct Wrap
    xs::Vector{Int}
end
const w = Wrap(Int[])
const made = (println("initialiser runs once"); Ref(0))
f() = (push!(v, 4); d["b"] = 2; print(buf, "x"); cnt.n += 1; push!(w.xs, cnt.n); made[] += 1; nothing)
f()
f()
println(v, " ", length(d), " ", String(take!(buf)), " ", cnt.n, " ", w.xs, " ", made[])
push!(v, 9)
g() = sum(v)
println(g(), " ", v === v, " ", length(v))
cnt.n = 10
h() = cnt.n
println(h())
