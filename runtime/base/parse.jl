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
    code == 5 && return ArgumentError(string("extra characters after whitespace in ", repr(s)))
    bad = ccall(:rt_parse_int_bad, Int64, ())
    b = ccall(:rt_parse_int_base, Int64, ())
    return ArgumentError(string("invalid base ", b, " digit ", repr(s[bad]), " in ", repr(s)))
end
function parse(::Type{Float64}, s::String)
    r = ccall(:rt_parse_float_any, Any, (Any,), s)
    r isa Float64 && return r
    throw(ArgumentError(string("cannot parse ", repr(s), " as Float64")))
end
tryparse(::Type{Float64}, s::String) = ccall(:rt_parse_float_any, Any, (Any,), s)

# ---------------------------------------------------------------- other integer widths, Bool, Float32
# Julia's tryparse_internal for T<:Integer: optional whitespace and sign (signed T only), an
# optional 0b/0o/0x prefix when base is 0, digits with overflow detection in T, then only
# whitespace.
function _digitval(c::Char, base::Int64)
    u = UInt32(c)
    a = base <= 36 ? 10 : 36
    d = (48 <= u <= 57) ? Int64(u) - 48 : (65 <= u <= 90) ? Int64(u) - 55 :
        (97 <= u <= 122) ? Int64(u) - 97 + a : base
    return d
end
function _parse_gen(::Type{T}, s::String, base::Int64, raise::Bool) where {T<:Integer}
    ((base != 0) & ((base < 2) | (base > 62))) &&
        throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
    n = ncodeunits(s)
    i = 1
    while i <= n && isspace(s[i])
        i = nextind(s, i)
    end
    neg = false
    if i <= n && T <: Signed && (s[i] == '-' || s[i] == '+')
        neg = s[i] == '-'
        i += 1
        while i <= n && isspace(s[i])
            i = nextind(s, i)
        end
    end
    if i > n
        raise && throw(ArgumentError("input string is empty or only contains whitespace"))
        return nothing
    end
    if base == 0
        base = 10
        if s[i] == '0' && i < n
            c2 = s[i+1]
            base = c2 == 'b' ? 2 : c2 == 'o' ? 8 : c2 == 'x' ? 16 : 10
            base != 10 && (i += 2)
        end
    end
    if i > n
        raise && throw(ArgumentError(string("premature end of integer: ", repr(s))))
        return nothing
    end
    tb = T(base)
    v = zero(T)
    first = i
    while i <= n
        c = s[i]
        (i > first && isspace(c)) && break   # (the first digit must be one: "0x 1" fails on ' ')
        d = _digitval(c, base)
        if d >= base
            raise && throw(ArgumentError(string("invalid base ", base, " digit ", repr(c), " in ", repr(s))))
            return nothing
        end
        td = T(d)
        ov = neg ? v < cld(typemin(T) + td, tb) : v > div(typemax(T) - td, tb)
        if ov
            raise && throw(OverflowError(string("overflow parsing ", repr(s))))
            return nothing
        end
        v = neg ? v * tb - td : v * tb + td
        i = nextind(s, i)
    end
    while i <= n
        if !isspace(s[i])
            raise && throw(ArgumentError(string("extra characters after whitespace in ", repr(s))))
            return nothing
        end
        i = nextind(s, i)
    end
    return v
end
# base keyword: `nothing` (the default) detects a 0b/0o/0x prefix; an explicit base must be
# 2..62 (1.7's check_valid_base, so base=0 is rejected too)
_base_arg(::Nothing) = 0
_base_arg(b::Integer) = (2 <= b <= 62) ? Int64(b) :
    throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", b)))
parse(::Type{T}, s::String; base::Union{Nothing,Integer} = nothing) where {T<:Integer} = _parse_gen(T, s, _base_arg(base), true)::T
tryparse(::Type{T}, s::String; base::Union{Nothing,Integer} = nothing) where {T<:Integer} = _parse_gen(T, s, _base_arg(base), false)
parse(::Type{Int64}, s::String; base::Union{Nothing,Integer} = nothing) = _parse_int_strict(s, _base_arg(base))
tryparse(::Type{Int64}, s::String; base::Union{Nothing,Integer} = nothing) = _parse_int(s, _base_arg(base), false)
function _parse_bool(s::String, raise::Bool)
    if isempty(s)
        raise && throw(ArgumentError("input string is empty"))
        return nothing
    end
    if isnumeric(s[1])
        r = _parse_gen(UInt8, s, 0, false)
        r == 1 && return true
        r == 0 && return false
        raise && throw(ArgumentError(string("invalid Bool representation: ", repr(s))))
        return nothing
    end
    t = strip(s)
    t == "true" && return true
    t == "false" && return false
    if raise
        isempty(t) && throw(ArgumentError("input string only contains whitespace"))
        throw(ArgumentError(string("invalid Bool representation: ", repr(s))))
    end
    return nothing
end
parse(::Type{Bool}, s::String; base::Union{Nothing,Integer} = nothing) = (_base_arg(base); _parse_bool(s, true)::Bool)
tryparse(::Type{Bool}, s::String; base::Union{Nothing,Integer} = nothing) = (_base_arg(base); _parse_bool(s, false))
function tryparse(::Type{Float32}, s::String)
    r = tryparse(Float64, s)
    r === nothing && return nothing
    return Float32(r)
end
function parse(::Type{Float32}, s::String)
    r = tryparse(Float32, s)
    r === nothing && throw(ArgumentError(string("cannot parse ", repr(s), " as Float32")))
    return r
end
function parse(::Type{T}, c::Char; base::Integer = 10) where {T<:Integer}
    (2 <= base <= 62) || throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
    a = base <= 36 ? 10 : 36
    d = '0' <= c <= '9' ? c - '0' : 'A' <= c <= 'Z' ? c - 'A' + 10 :
        'a' <= c <= 'z' ? c - 'a' + a : throw(ArgumentError(string("invalid digit: ", repr(c))))
    d < base || throw(ArgumentError(string("invalid base ", base, " digit ", repr(c))))
    return convert(T, d)
end
