# printf.jl — the run-time half of @printf / @sprintf (the macros are expanded by
# frontend/lower_printf.c into calls of _printf_fmt(spec, conv, x), spec being the flags,
# width and precision text). Numbers are converted by runtime/printf.c as Julia's Printf
# does (C rules, plus "-ff" for negative hex/octal and Inf/NaN); %s and %c pad by display
# width. Floats under %d are truncated, integers under %f are converted to Float64.

_pf_isfloat(c::Char) = c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' ||
                       c == 'G' || c == 'a' || c == 'A'
_pf_isstr(c::Char) = c == 's' || c == 'c'
_pf_num(spec::String, c::Char, i::Int64, d::Float64) =
    ccall(:rt_printf_num, Any, (Any, Int64, Int64, Float64), spec, Int64(c), i, d)::String
_pf_str(spec::String, s::String) = ccall(:rt_printf_str, Any, (Any, Any), spec, s)::String

function _printf_fmt(spec::String, c::Char, x::Integer)
    _pf_isstr(c) && return _pf_str(spec, string(x))
    _pf_isfloat(c) && return _pf_num(spec, c, 0, Float64(x))
    return _pf_num(spec, c, Int64(x), 0.0)
end
function _printf_fmt(spec::String, c::Char, x::AbstractFloat)
    _pf_isstr(c) && return _pf_str(spec, string(x))
    _pf_isfloat(c) && return _pf_num(spec, c, 0, Float64(x))
    return _pf_num(spec, c, trunc(Int64, x), 0.0)
end
function _printf_fmt(spec::String, c::Char, x)
    _pf_isstr(c) && return _pf_str(spec, x isa String ? x : string(x))
    throw(ArgumentError(string("invalid argument for %", c, ": ", repr(x))))
end
