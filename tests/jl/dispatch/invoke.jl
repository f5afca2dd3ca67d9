# invoke calls the method a call with the given argument types would pick
f(x::Integer) = "Integer"
f(x::Signed) = "Signed"
f(x::Number) = "Number"
println(f(1), " ", invoke(f, Tuple{Integer}, 1), " ", invoke(f, Tuple{Number}, 1))
println(invoke(f, Tuple{Real}, 0x01))
# the usual use: a more specific method extends the general one
abstract type Shape end
struct Square <: Shape
    side::Float64
end
describe(s::Shape) = "a shape with area $(area(s))"
describe(s::Square) = "a square; " * invoke(describe, Tuple{Shape}, s)
area(s::Square) = s.side^2
println(describe(Square(3.0)))
# static parameters come from the arguments
g(x::T, y) where {T} = (T, y)
println(invoke(g, Tuple{Any,Any}, 1, 'c'))
# a callable object's method
struct Scale{T}
    k::T
end
(s::Scale)(x) = s.k * x
(s::Scale{Int})(x::Int) = -1
sc = Scale(3)
println(sc(2), " ", invoke(sc, Tuple{Any}, 2))
# arguments that are not instances of the types
try
    invoke(f, Tuple{Integer}, 1.5)
catch e
    showerror(stdout, e)
    println()
end
