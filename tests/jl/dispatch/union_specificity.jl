# a Union argument is more specific than a supertype of one of its members
f(x::Integer) = "Integer"
f(x::Union{Int,Float64}) = "Union"
f(x::Number) = "Number"
println(f(1), " ", f(1.0), " ", f(big(1)), " ", f(0x1), " ", f(1//2))
vals = Any[1, 2.5, Int8(3)]
println(map(f, vals))
# a Union with Nothing against an abstract type
g(x::Union{Nothing,Int}) = "maybe int"
g(x::Real) = "real"
g(x) = "any"
println(g(nothing), " ", g(3), " ", g(3.0), " ", g("s"))
# Type{T} with a bounded T beats the kinds; Type{Int} beats both
h(::Type{Int}) = "Type{Int}"
h(::Type{T}) where {T<:Number} = "Type{$T}"
h(::DataType) = "DataType"
h(::Union) = "Union"
println(h(Int), " ", h(Float64), " ", h(String), " ", h(Union{Int,String}))
# where-parameters inside an argument type take part in the element-wise rule
k(a::Vector{T}, b) where {T<:Real} = "Vector{<:Real}, Any"
k(a::AbstractVector, b::Int) = "AbstractVector, Int"
k(a::AbstractVector, b) = "AbstractVector, Any"
println(k([1, 2], "x"), " | ", k(1:2, 3), " | ", k(["a"], 3))
try
    k([1, 2], 3)
catch e
    println(typeof(e))
end
