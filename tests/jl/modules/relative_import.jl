# relative imports: `..M` reaches the parent through the module's own name binding
top() = "top"
module Geo
export Point, norm2
struct Point{T<:Real}
    x::T
    y::T
end
norm2(p::Point) = p.x^2 + p.y^2
Base.show(io::IO, p::Point) = print(io, "⟨", p.x, ", ", p.y, "⟩")
module Inner
    import ..Geo: Point
    using ..Geo
    shift(p::Point, d) = Point(p.x + d, p.y + d)
    size2(p) = norm2(p)
end
module Inner2
    import ...Main: top
    using ..Inner: shift
    twice(p) = shift(shift(p, 1), 1)
    calltop() = top()
end
end
using .Geo
import .Geo.Inner: shift
p = Point(3, 4)
println(norm2(p), " ", p)
println(shift(p, 1), " ", Geo.Inner.size2(p))
println(Geo.Inner2.twice(p), " ", Geo.Inner2.calltop())
println(Geo.Geo === Geo, " ", Main.Main === Main, " ", Base.Base === Base)
println(Geo.Inner.Inner, " ", nameof(Geo.Inner))
