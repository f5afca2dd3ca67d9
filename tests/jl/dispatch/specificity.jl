# overlapping methods: the most specific applicable one wins, statically and dynamically
s(x) = "any"
s(x::Number) = "number"
s(x::Integer) = "integer"
s(x::Int) = "int"
s(x::Union{String,Symbol}) = "text"
s(x::AbstractVector{T}) where {T<:Real} = "real vector"
s(x::Vector{Int}) = "int vector"
s(x::Type{Int}) = "Type{Int}"
s(x::DataType) = "datatype"
for v in Any[1, Int8(1), 1.5, 2//3, "a", :b, [1, 2], [1.0], Int, nothing]
    println(s(v))
end
println(s(1), " ", s(0x01), " ", s(Int), " ", s(String))
t(x::T, y::T) where {T} = "same"
t(x, y) = "different"
println(t(1, 2), " ", t(1, 2.0), " ", t("a", "b"))
v(xs::Int...) = "int varargs"
v(x::Int, xs::Int...) = "int then varargs"
v(xs...) = "varargs"
println(v(), " ", v(1), " ", v(1, 2), " ", v(1.0))
w(x::Integer, y::Integer) = "II"
w(x::Int, y::Int) = "ii"
w(x::Int, y::Integer) = "iI"
println(w(1, 2), " ", w(1, Int8(2)), " ", w(Int8(1), 2))
# a method defined later is used by code compiled earlier
later(x) = "generic"
callit(x) = later(x)
println(callit(1))
later(x::Int) = "specific"
println(callit(1), " ", callit(1.0))
