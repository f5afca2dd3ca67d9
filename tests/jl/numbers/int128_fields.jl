# Int128/UInt128 inside structs, tuples and arrays: Julia 1.7 on x86-64 aligns them to 8
# bytes, so a field after an Int8 sits at offset 8 and the struct is 8-aligned.
struct S
    a::Int8
    b::Int128
    c::Int8
end
s = S(1, 2^100, 3)          # 2^100 overflows Int64 to 0
println(s)
println(sizeof(S), " ", Int(fieldoffset(S, 1)), " ", Int(fieldoffset(S, 2)), " ", Int(fieldoffset(S, 3)))
println(s.a, " ", s.b, " ", s.c, " ", getfield(s, :b), " ", getfield(s, 3))
s2 = S(-5, typemax(Int128), 9)
println(s2, " ", s2.b == typemax(Int128), " ", s2 === S(-5, typemax(Int128), 9))

struct W
    x::UInt128
    flag::Bool
end
println(sizeof(W), " ", Int(fieldoffset(W, 2)), " ", W(typemax(UInt128), true))

# tuples
t = (Int8(1), Int128(5), Int8(7))
println(t, " ", sizeof(typeof(t)))
println(t[1], " ", t[2], " ", t[3])
for i in 1:3
    print(t[i], i < 3 ? "," : "\n")
end
nested = ((Int8(2), Int128(-3)), UInt128(4), true)
println(nested, " ", sizeof(typeof(nested)), " ", Int(fieldoffset(typeof(nested), 2)),
        " ", Int(fieldoffset(typeof(nested), 3)))
println(nested[1][2], " ", nested[2] + 1, " ", nested[3])
a, b, c = t
println(a + c, " ", b * b)

# named tuples
nt = (a = Int8(1), b = Int128(10)^20, c = 'x')
println(nt, " ", nt.b, " ", sizeof(typeof(nt)))

# parametric
struct P{T}
    tag::Int8
    v::T
end
p = P(Int8(1), UInt128(7))
println(p, " ", p.v, " ", sizeof(P{UInt128}))
q = P(Int8(2), (Int8(3), Int128(-4)))
println(q.v[2], " ", sizeof(typeof(q)))

# arrays of structs and tuples
v = [S(i, Int128(10)^30 * i, -i) for i in 1:3]
println(v)
println(sum(x -> x.b, v), " ", v[2].c)
v[2] = S(0, -1, 0)
push!(v, S(4, typemin(Int128), 4))
println(v[2], " ", v[end].b, " ", length(v))
tv = [(Int8(i), Int128(i)^20) for i in 1:3]
println(tv[3][2], " ", tv[2][1])

# mutable structs
mutable struct M
    a::Int8
    b::Int128
    c::UInt8
end
m = M(2, 77, 0x05)
m.b += 1
m.c = 0x09
println(m, " ", m.b)
setfield!(m, :b, Int128(-2)^100)
println(m.b, " ", m.a)
mutable struct Holder
    s::S
    n::Int
end
h = Holder(S(1, 2, 3), 10)
h.s = S(4, Int128(5)^50, 6)
println(h.s.b, " ", h.s.c, " ", h.n)

# boxed in Any
x = Any[t, s, nt, p, m]
println(x[1], " ", x[2], " ", x[3])
println(x[4], " ", x[5])
println(typeof(x[2]), " ", (x[2]::S).b, " ", x[1][2])
d = Dict{Symbol,Any}(:s => s2)
println(d[:s].b)

# passing and returning
f(x) = x.b + 1
g(t) = t[2] * 2
bump(s::S) = S(s.a + Int8(1), s.b * 2, s.c - Int8(1))
mk(a, b) = (a, b, a)
println(f(s), " ", g(t), " ", bump(S(1, Int128(2)^100, 3)))
println(mk(Int8(3), Int128(-1)), " ", typeof(mk(Int8(3), Int128(-1))))
swap(p::Tuple{Int8,Int128}) = (p[2], p[1])
println(swap((Int8(5), Int128(6))))
r = Ref(S(7, 8, 9))
r[] = bump(r[])
println(r[])

# the (value, overflow) tuples of checked arithmetic
println(Core.Intrinsics.checked_sadd_int(typemax(Int128), Int128(1)))
println(Core.Intrinsics.checked_umul_int(UInt128(3), UInt128(4)))
cm(a, b) = Core.Intrinsics.checked_smul_int(a, b)
println(cm(Int128(2)^100, Int128(2)^27), " ", cm(Int128(2)^100, Int128(3)))
ov = Any[cm(Int128(2)^100, Int128(3)), cm(Int128(-1), Int128(5))]
println(ov, " ", sizeof(Tuple{Int128,Bool}))

# through small unions and nested structs
fu(x) = x > 0 ? S(1, Int128(x)^3, 2) : nothing
function gu(n)
    acc = Int128(0)
    for i in -1:n
        r = fu(i)
        r === nothing || (acc += r.b + r.c)
    end
    acc
end
println(gu(5))
u(x) = x > 0 ? Int128(x) << 100 : Int8(x)
println(u(1), " ", u(-3))
struct N
    s::S
    t::Tuple{Int8,UInt128}
end
n = N(S(1, -9, 2), (Int8(3), UInt128(1) << 127))
println(n)
println(sizeof(N), " ", Int(fieldoffset(N, 2)), " ", [n, n][2].t[2])
