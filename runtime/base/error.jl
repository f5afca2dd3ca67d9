# error.jl — Errors and property access.

# ---------------------------------------------------------------- properties
getproperty(x, f::Symbol) = getfield(x, f)
getproperty(m::Module, f::Symbol) = ccall(:rt_reflect_getglobal, Any, (Any, Any), m, f)

# ---------------------------------------------------------------- errors
error(s::String) = throw(ErrorException(s))
error(s...) = throw(ErrorException(string(s...)))
