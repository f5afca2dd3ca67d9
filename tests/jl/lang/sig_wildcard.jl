# `T{<:X}` in a signature is `T{S} where S<:X`
struct Box2{T}
    v::T
end
kind(b::Box2{<:Integer}) = "integer box"
kind(b::Box2{<:AbstractFloat}) = "float box"
kind(b::Box2) = "other box"
println(kind(Box2(1)), ", ", kind(Box2(1.5)), ", ", kind(Box2("s")))
total(v::Vector{<:Real}) = sum(v)
println(total([1, 2, 3]), " ", total([0.5, 0.25]))
println(Box2{Int} <: Box2{<:Integer}, " ", Box2{String} <: Box2{<:Integer})
