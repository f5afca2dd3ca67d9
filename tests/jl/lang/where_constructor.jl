# A method definition whose name is a `where` type (Julia 1.6): the method belongs to the
# type's value, as (::Type{Foo})(args) = ... does, so calls of the type reach it
struct Foo{T}
    x::T
end
(Foo{T} where T)(x, y) = Foo(x + y)
println(Foo(1, 2))
function (Foo{T} where T)(x, y, z; scale = 1)
    return Foo((x + y + z) * scale)
end
println(Foo(1, 2, 3))
println(Foo(1, 2, 3; scale = 2))
(Foo{T} where T)(a::S, b::S, c::S, d::S) where {S<:AbstractString} = Foo(a * b * c * d)
println(Foo("a", "b", "c", "d"))
println(Foo(2.5))
struct Duo{A,B}
    a::A
    b::B
end
(Duo{A,B} where {A,B})(x) = Duo(x, string(x))
println(Duo(1.5))
println(Duo(1, 'c'))
