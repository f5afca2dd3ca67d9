# parse.jl — parse/tryparse of Int64 and Float64 from strings, with Julia's messages.
# Digit scanning lives in runtime/strshow.c (rt_parse_int_value / rt_parse_float_any).

function _parse_int(s::String, base::Int64, raise::Bool)
    r = _parse_int_raw(s, base)
    code = ccall(:rt_parse_int_status, Int64, ())
    code == 0 && return r
    raise || return nothing
    throw(_parse_int_error(s, base, code))
end
# parse proper: Int64 or a throw, never a Union to unbox
function _parse_int_strict(s::String, base::Int64)
    r = _parse_int_raw(s, base)
    code = ccall(:rt_parse_int_status, Int64, ())
    code == 0 && return r
    throw(_parse_int_error(s, base, code))
end
function _parse_int_raw(s::String, base::Int64)
    ((base != 0) & ((base < 2) | (base > 62))) &&
        throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
    return ccall(:rt_parse_int_value, Int64, (Any, Int64), s, base)
end
# the exception for a failed parse (status code from rt_parse_int)
function _parse_int_error(s::String, base::Int64, code::Int64)
    code == 1 && return ArgumentError("input string is empty or only contains whitespace")
    code == 4 && return ArgumentError(string("premature end of integer: ", repr(s)))
    code == 3 && return OverflowError(string("overflow parsing ", repr(s)))
    bad = ccall(:rt_parse_int_bad, Int64, ())
    b = base == 0 ? 10 : base
    return ArgumentError(string("invalid base ", b, " digit ", repr(s[bad]), " in ", repr(s)))
end
parse(::Type{Int64}, s::String; base::Int64 = 0) = _parse_int_strict(s, base)
tryparse(::Type{Int64}, s::String; base::Int64 = 0) = _parse_int(s, base, false)
function parse(::Type{Float64}, s::String)
    r = ccall(:rt_parse_float_any, Any, (Any,), s)
    r isa Float64 && return r
    throw(ArgumentError(string("cannot parse ", repr(s), " as Float64")))
end
tryparse(::Type{Float64}, s::String) = ccall(:rt_parse_float_any, Any, (Any,), s)
