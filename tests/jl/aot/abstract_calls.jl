# Calls on an abstract element type in an executable: each Shape's own method, directly
# (three methods at most) or through dispatch (a fourth), with the results as typed.
abstract type Shape end
struct Circle <: Shape; r::Float64; end
struct Sq <: Shape; s::Float64; end
struct Tri <: Shape; a::Float64; end
struct Hex <: Shape; s::Float64; end
area(c::Circle) = 3.0 * c.r^2
area(q::Sq) = q.s * q.s
area(t::Tri) = t.a / 2
sides(::Circle) = 0
sides(::Sq) = 4
sides(::Tri) = 3
sides(::Hex) = 6
scale(c::Circle, f::Float64) = Circle(c.r * f)
scale(q::Sq, f::Float64) = Sq(q.s * f)
scale(t::Tri, f::Float64) = Tri(t.a * f)
summary(v::Vector{Shape}) = (sum(area(s) for s in v), sum(s -> sides(s), v))
grow!(v::Vector{Shape}, f::Float64) = (for i in eachindex(v); v[i] = scale(v[i], f); end; v)
shapes = Shape[Circle(1.0), Sq(2.0), Tri(3.0), Circle(0.5)]
println(summary(shapes))
println(grow!(shapes, 2.0))
println(summary(shapes))
println(sum(sides, Any[Hex(1.0), Sq(1.0)]))
try
    summary(Shape[Hex(1.0)])
catch e
    println(typeof(e), " ", e.f, " ", typeof(e.args[1]))
end
