# A `where T` method whose T occurs twice is more specific than the same method with
# abstract types (Julia's manual: Point(x::Real, y::Real) = Point(promote(x, y)...)).
struct Rect{T<:Real}
    w::T
    h::T
end
Rect(w::Real, h::Real) = Rect(promote(w, h)...)
println(Rect(2, 3))
println(Rect(2, 3.5))
println(Rect(1//2, 1))

same(x::T, y::T) where {T<:Number} = "same"
same(x::Number, y::Number) = "different"
println(same(1, 2), " ", same(1, 2.0), " ", same(1.0, 2.0))

struct Pt{T}
    x::T
    y::T
end
# redefining the default constructor's signature replaces it, no ambiguity
Pt(x::T, y::T) where {T} = (println("custom"); Pt{T}(x, y))
println(Pt(1, 2))
println(Tuple{Real,Real} <: (Tuple{T,T} where T<:Real), " ", (Tuple{T,T} where T<:Real) <: Tuple{Real,Real})
