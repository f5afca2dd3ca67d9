# tuple.jl — Tuples, limits and literal powers.

# ---------------------------------------------------------------- tuples and limits
getindex(t::Tuple, i::Int64) = getfield(t, i)
length(t::Tuple) = nfields(t)
typemax(::Type{Int64}) = 9223372036854775807
typemin(::Type{Int64}) = -9223372036854775807 - 1

# x^literal lowers to literal_pow(^, x, Val(p)), as in Julia
struct Val{x}
end
literal_pow(f, x, ::Val{p}) where {p} = f(x, p)
