# Defining a struct again: the same definition keeps the type (methods on it still apply),
# another one is "invalid redefinition of constant"
struct P; x::Int; end
f(p::P) = p.x
struct P; x::Int; end
println(f(P(1)))
struct Q{T} <: Number; a::T; b; end
struct Q{T} <: Number; a::T; b; end
println(Q(1, 2))
mutable struct M; v::Vector{Int}; end
mutable struct M; v::Vector{Int}; end
println(M([1]))
struct P; x::Float64; end
