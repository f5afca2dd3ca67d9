# error.jl — Errors and property access.

# ---------------------------------------------------------------- properties
getproperty(x, f::Symbol) = getfield(x, f)

# ---------------------------------------------------------------- errors
error(s::String) = throw(ErrorException(s))
error(s...) = throw(ErrorException(string(s...)))
