# using/import in each form Julia 1.7 has: a binding through a dotted path, a list,
# relative paths down and up, renaming.
import Base.isless
struct V
    n::Int
end
isless(a::V, b::V) = isless(a.n, b.n)
println(sort([V(3), V(1), V(2)]))
import Base: +, show
+(a::V, b::V) = V(a.n + b.n)
show(io::IO, v::V) = print(io, "V<", v.n, ">")
println(V(1) + V(2))
module Outer
f() = "Outer.f"
module Sub
import ..Outer.f
g() = f() * " via Sub"
h() = "Sub.h"
export h
end
using .Sub
k() = h()
end
println(Outer.Sub.g(), " ", Outer.k())
using .Outer.Sub: h as hh
println(hh())
import .Outer: f as of
println(of())
