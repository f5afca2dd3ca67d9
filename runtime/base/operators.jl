# operators.jl — Bool operators and the generic comparison fallbacks.

# ---------------------------------------------------------------- Bool and generic comparisons
!(x::Bool) = not_int(x)
# !f negates a predicate: filter(!iseven, v)
!(f::Function) = (x...) -> !f(x...)
(&)(x::Bool, y::Bool) = and_int(x, y)
|(x::Bool, y::Bool) = or_int(x, y)
==(x::Bool, y::Bool) = eq_int(x, y)
!=(x, y) = !(x == y)
>(x, y) = y < x
>=(x, y) = y <= x
==(x, y) = x === y
# Inf and NaN live in float.jl (bit patterns, so no code runs at load time)
