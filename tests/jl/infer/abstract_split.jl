# A call on an abstract type (an element of a Vector{Shape}, an Any) that at most three
# methods may take, each declaring a concrete type there: inferred as the join of their
# results and called directly per type. A subtype without a method still throws the
# MethodError, and a method defined later is found (the caller is compiled afresh).
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Sq <: Shape
    s::Float64
end
struct Blob <: Shape end
area(c::Circle) = 3.0 * c.r^2
area(q::Sq) = q.s * q.s
scale(c::Circle, f::Float64) = Circle(c.r * f)
scale(q::Sq, f::Float64) = Sq(q.s * f)
function total(v::Vector{Shape})
    t = 0.0
    for s in v
        t += area(s)
    end
    return t
end
function grow!(v::Vector{Shape}, f::Float64)
    for i in eachindex(v)
        v[i] = scale(v[i], f)
    end
    return v
end
shapes = Shape[Circle(1.0), Sq(2.0), Circle(0.5)]
println(total(shapes))
println(Base.return_types(total, (Vector{Shape},)))
println(grow!(shapes, 2.0))
println(total(shapes))
anyarea(x) = area(x)
println(anyarea(Sq(3.0)))
println(Base.return_types(grow!, (Vector{Shape}, Float64)))
push!(shapes, Blob())
try
    total(shapes)
catch e
    println(split(sprint(showerror, e), '\n')[1])
end
area(::Blob) = 10  # an Int: the caller, typed for Float64 results, is compiled afresh
println(total(shapes))
area(s::Shape) = -1.0  # a method for every other Shape: four now, the call dispatches
struct Tri <: Shape end
push!(shapes, Tri())
println(total(shapes))
