# Constant folding, trivial-wrapper inlining and singleton constants (ir/fold.c,
# ir/inline.c): the results must be exactly those computed at run time.
const A = 7 * 6
const B = Core.Intrinsics.bitcast(Float64, 0x3ff8000000000000)
const C = typemax(Int64) + 1
const D = -7 ÷ 2, -7 % 2, fld(-7, 2), mod(-7, 2)
const E = 0x0f << 4, Int8(-128) >> 1, UInt8(200) >>> 3
println(A, " ", B, " ", C)
println(D, " ", E)
struct P
    x::Int64
    y::Float64
end
p = P(2, 0.5)
println(p.x + p.y, " ", p.x * 3)
f(p) = p.x > 1 ? p.y * 2 : p.y
println(f(p), " ", f(P(1, 0.25)))
x = 1
x = 2.5          # the global widens: calls on it are inferred afresh
println(x + 1, " ", x * x)
s = 0
for i in 1:10
    global s += i
end
println(s)
struct Unit end
const U = Unit()
println(U === Unit(), " ", typeof(U))
