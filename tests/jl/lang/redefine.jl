# a method added later is seen by code compiled before it (Julia's invalidation)
f(x) = 1
g(x) = f(x)
h(x) = g(x) + 10
println(g(1), " ", h(1))
f(x::Int) = 2
println(g(1), " ", h(1), " ", g(1.5))
f(x::Int) = 3
println(g(1), " ", h(1))
struct P
    a::Int
end
println(P(1))
println([P(1), P(2)])
Base.show(io::IO, p::P) = print(io, "P<", p.a, ">")
println(P(1))
println([P(1), P(2)])
println(string(P(3)))
k(x) = x * 2
apply(fn, x) = fn(x)
println(apply(k, 3))
k(x) = x * 3
println(apply(k, 3))
