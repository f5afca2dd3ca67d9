# error.jl — Errors and property access.
#
# The two `error` methods sit on the lines Julia 1.7's base/error.jl has them on (33 and
# 42), so a stack trace names the same location Julia's does: `error(s::String)` at
# ./error.jl:33. That is the Base frame seen most often, in an uncaught error's report
# and in showerror(io, e, catch_backtrace()) alike. Keep them there when editing.

# ---------------------------------------------------------------- properties
getproperty(x, f::Symbol) = getfield(x, f)
getproperty(m::Module, f::Symbol) = ccall(:rt_reflect_getglobal, Any, (Any, Any), m, f)

# ---------------------------------------------------------------- errors




















error(s::String) = throw(ErrorException(s))








error(s...) = throw(ErrorException(string(s...)))
