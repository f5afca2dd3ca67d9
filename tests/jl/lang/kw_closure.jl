g = (x; k=1) -> x + k
println(g(1))
println(g(1; k=2))
struct Poly
    c::Vector{Int}
end
function (p::Poly)(x; scale=1)
    s = 0
    for (i, a) in enumerate(p.c)
        s += a * x^(i-1)
    end
    s * scale
end
p = Poly([1, 2, 3])
println(p(2))
println(p(2; scale=10))
function outer(n)
    add = (x; by=n) -> x + by
    h(y; m=2, rest...) = y * m + n + length(rest)
    println(add(1), " ", add(1; by=100), " ", h(3), " ", h(3; m=3, a=1, b=2))
    cnt = 0
    inc!(; step=1) = (cnt += step)
    inc!(); inc!(step=5)
    println(cnt)
    f2(a, b=10; c) = a + b + c
    println(f2(1; c=2), " ", f2(1, 2; c=3))
end
outer(5)
struct Sc{T}; v::T; end
(s::Sc{T})(x::T; off=zero(T)) where {T} = s.v * x + off
println(Sc(2.0)(3.0; off=0.5), " ", Sc(2)(3))
m = map(x -> x * 2, [1, 2])
println(m)
q = (; a=1) -> a
println(q(), q(a=7))
