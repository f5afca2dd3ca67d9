module Geometry
export area, Circle
struct Circle
    r::Float64
end
area(c::Circle) = 3 * c.r^2
helper() = "hidden"
module Inner
g() = "inner"
end
end
using .Geometry
println(area(Circle(2.0)))
println(Geometry.helper())
println(Geometry.Inner.g())
module Tools
double(x) = 2x
triple(x) = 3x
end
import .Tools: double
println(double(4), " ", Tools.triple(2))
println(round(12.566370614359172, digits=3), " ", round(1234.5678, digits=-2), " ", round(0.125, digits=2))
