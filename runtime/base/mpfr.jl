# mpfr.jl — BigFloat, Julia's arbitrary-precision float, on MPFR through runtime/bigfloat.c.
# As in Julia 1.7's base/mpfr.jl, a BigFloat is a mutable struct laid out as MPFR's mpfr_t
# (prec, sign, exp, d = significand limbs); every operation allocates its result with the
# current default precision (256 bits unless setprecision says otherwise) and lets C fill
# it in, rounding to nearest. Limbs come from the collector, so no finalizer is needed.
# Printing follows Julia 1.7: MPFR's "%.Re" (enough digits to read the value back), then
# trailing zeros dropped and plain notation for decimal exponents -4…5 (_prettify_bigfloat).

const _BF_PREC = Ref{Int64}(256)   # DEFAULT_PRECISION: bits of every new BigFloat

struct _BFAlloc                    # marks the allocating inner constructor
    prec::Int64                    # significand bits
end

mutable struct BigFloat <: AbstractFloat
    prec::Int64        # significand bits (mpfr_prec_t)
    sign::Int32        # ±1
    exp::Int64         # binary exponent, or a special value for 0/Inf/NaN
    d::Ptr{UInt64}     # the significand limbs, least significant first
    function BigFloat(a::_BFAlloc)
        z = new()
        ccall(:rt_bigfloat_init, Cvoid, (Any, Int64), z, a.prec)
        return z
    end
end

function _bf_new(prec::Integer)
    prec < 1 && throw(DomainError(prec, "`precision` cannot be less than 1."))
    return BigFloat(_BFAlloc(Int64(prec)))
end
_bf_new() = BigFloat(_BFAlloc(_BF_PREC[]))
BigFloat(; precision::Integer = _BF_PREC[]) = _bf_new(precision)

# op codes of rt_bigfloat_binop / siop / dop / zop / unop (runtime/bigfloat.c)
function _bf_binop(a::BigFloat, b::BigFloat, op::Int64)
    z = _bf_new()
    ccall(:rt_bigfloat_binop, Cvoid, (Any, Any, Any, Int64), z, a, b, op)
    return z
end
function _bf_siop(a::BigFloat, n::Int64, op::Int64)
    z = _bf_new()
    ccall(:rt_bigfloat_siop, Cvoid, (Any, Any, Int64, Int64), z, a, n, op)
    return z
end
function _bf_dop(a::BigFloat, d::Float64, op::Int64)
    z = _bf_new()
    ccall(:rt_bigfloat_dop, Cvoid, (Any, Any, Float64, Int64), z, a, d, op)
    return z
end
function _bf_zop(a::BigFloat, b::BigInt, op::Int64)
    z = _bf_new()
    ccall(:rt_bigfloat_zop, Cvoid, (Any, Any, Any, Int64), z, a, b, op)
    return z
end
function _bf_unop(a::BigFloat, op::Int64)
    z = _bf_new()
    ccall(:rt_bigfloat_unop, Cvoid, (Any, Any, Int64), z, a, op)
    return z
end
_bf_class(x::BigFloat) = ccall(:rt_bigfloat_class, Int64, (Any,), x)

const _BFInt = Union{Int8, Int16, Int32, Int64}        # Julia's ClongMax
const _BFUInt = Union{UInt8, UInt16, UInt32, UInt64}   # CulongMax
const _BFFloat = Union{Float32, Float64}               # CdoubleMax

# ---------------------------------------------------------------- precision
precision(x::BigFloat) = ccall(:rt_bigfloat_prec, Int64, (Any,), x)
precision(::Type{BigFloat}) = _BF_PREC[]
function setprecision(::Type{BigFloat}, precision::Integer)
    precision < 2 && throw(DomainError(precision, "`precision` cannot be less than 2."))
    _BF_PREC[] = Int64(precision)
    return precision
end
setprecision(precision::Integer) = setprecision(BigFloat, precision)
function setprecision(f::Function, ::Type{BigFloat}, prec::Integer)
    old = _BF_PREC[]
    setprecision(BigFloat, prec)
    try
        return f()
    finally
        _BF_PREC[] = old
    end
end
setprecision(f::Function, prec::Integer) = setprecision(f, BigFloat, prec)

# ---------------------------------------------------------------- construction
# rounding codes of the rt_bigfloat_set* functions (MPFR's mpfr_rnd_t order)
_bf_rnd(::RoundingMode{:Nearest}) = 0
_bf_rnd(::RoundingMode{:ToZero}) = 1
_bf_rnd(::RoundingMode{:Up}) = 2
_bf_rnd(::RoundingMode{:Down}) = 3
_bf_rnd(::RoundingMode{:FromZero}) = 4
_bf_rnd(::RoundingMode{T}) where {T} =
    throw(ArgumentError(string("invalid MPFR rounding mode code: ", T)))
# rounding(BigFloat): the mode of arithmetic and default conversions (Julia's ROUNDING_MODE[])
const _BF_ROUND = Ref{Int64}(0)
_bf_mode(c::Int64) = c == 0 ? RoundNearest : c == 1 ? RoundToZero : c == 2 ? RoundUp :
                     c == 3 ? RoundDown : RoundFromZero
rounding(::Type{BigFloat}) = _bf_mode(_BF_ROUND[])
function _bf_setrounding(c::Int64)
    _BF_ROUND[] = c
    ccall(:rt_bigfloat_set_rounding, Cvoid, (Int64,), c)
    return nothing
end
function setrounding(::Type{BigFloat}, r::RoundingMode)
    _bf_setrounding(_bf_rnd(r))
    return r
end
function setrounding(f::Function, ::Type{BigFloat}, r::RoundingMode)
    old = _BF_ROUND[]
    _bf_setrounding(_bf_rnd(r))
    try
        return f()
    finally
        _bf_setrounding(old)
    end
end

function _bf_set(x::BigFloat, r::Int64, precision::Integer)
    precision == _bf_prec(x) && return x
    z = _bf_new(precision)
    ccall(:rt_bigfloat_set, Cvoid, (Any, Any, Int64), z, x, r)
    return z
end
_bf_prec(x::BigFloat) = ccall(:rt_bigfloat_prec, Int64, (Any,), x)
function _bf_set(x::Union{Bool, Int8, Int16, Int32, Int64}, r::Int64, precision::Integer)
    z = _bf_new(precision)
    ccall(:rt_bigfloat_set_si, Cvoid, (Any, Int64, Int64), z, Int64(x), r)
    return z
end
function _bf_set(x::_BFUInt, r::Int64, precision::Integer)
    z = _bf_new(precision)
    ccall(:rt_bigfloat_set_ui, Cvoid, (Any, UInt64, Int64), z, UInt64(x), r)
    return z
end
function _bf_set(x::Float64, r::Int64, precision::Integer)
    z = _bf_new(precision)
    ccall(:rt_bigfloat_set_d, Cvoid, (Any, Float64, Int64), z, x, r)
    return z
end
_bf_set(x::AbstractFloat, r::Int64, precision::Integer) = _bf_set(Float64(x), r, precision)
function _bf_set(x::BigInt, r::Int64, precision::Integer)
    z = _bf_new(precision)
    ccall(:rt_bigfloat_set_z, Cvoid, (Any, Any, Int64), z, x, r)
    return z
end
_bf_set(x::Integer, r::Int64, precision::Integer) = _bf_set(BigInt(x), r, precision)
function _bf_set(x::Rational, r::Int64, precision::Integer)
    # as Julia: numerator and denominator each rounded to the precision, then divided
    n = _bf_set(numerator(x), r, precision)
    d = _bf_set(denominator(x), r, precision)
    z = _bf_new(precision)
    ccall(:rt_bigfloat_div_rnd, Cvoid, (Any, Any, Any, Int64), z, n, d, r)
    return z
end
function _bf_set(x::AbstractString, r::Int64, precision::Integer)
    z = _bf_parse(String(x), 0, precision, r)
    z === nothing && throw(ArgumentError(string("cannot parse ", repr(x), " as BigFloat")))
    return z
end

BigFloat(x::Union{Real, AbstractString}; precision::Integer = _BF_PREC[]) = _bf_set(x, _BF_ROUND[], precision)
BigFloat(x::Union{Real, AbstractString}, r::RoundingMode; precision::Integer = _BF_PREC[]) =
    _bf_set(x, _bf_rnd(r), precision)

function _bf_const(which::Int64, precision::Integer)
    z = _bf_new(precision)
    ccall(:rt_bigfloat_const, Cvoid, (Any, Int64), z, which)
    return z
end
BigFloat(::Irrational{:π}; precision::Integer = _BF_PREC[]) = _bf_const(0, precision)
BigFloat(::Irrational{:γ}; precision::Integer = _BF_PREC[]) = _bf_const(2, precision)
BigFloat(::Irrational{:catalan}; precision::Integer = _BF_PREC[]) = _bf_const(3, precision)
BigFloat(::Irrational{:ℯ}; precision::Integer = _BF_PREC[]) =
    setprecision(() -> exp(BigFloat(1)), BigFloat, precision)
BigFloat(::Irrational{:φ}; precision::Integer = _BF_PREC[]) =
    setprecision(() -> (1 + sqrt(BigFloat(5))) / 2, BigFloat, precision)

convert(::Type{BigFloat}, x::BigFloat) = x
convert(::Type{BigFloat}, x::Real) = BigFloat(x)
big(::Type{T}) where {T<:AbstractFloat} = BigFloat
big(x::AbstractFloat) = convert(BigFloat, x)
big(x::AbstractIrrational) = BigFloat(x)
float(::Type{BigInt}) = BigFloat
float(::Type{BigFloat}) = BigFloat
float(x::BigFloat) = x
AbstractFloat(x::BigFloat) = x
AbstractFloat(x::BigInt) = BigFloat(x)
widen(::Type{Float64}) = BigFloat
widen(::Type{BigFloat}) = BigFloat
widen(x::Float64) = BigFloat(x)
widen(x::BigFloat) = x

promote_rule(::Type{BigFloat}, ::Type{T}) where {T<:Real} = BigFloat
promote_rule(::Type{BigInt}, ::Type{T}) where {T<:AbstractFloat} = BigFloat
promote_rule(::Type{BigFloat}, ::Type{T}) where {T<:AbstractFloat} = BigFloat
promote_rule(::Type{S}, ::Type{BigFloat}) where {S<:AbstractIrrational} = BigFloat
promote_rule(::Type{S}, ::Type{BigInt}) where {S<:AbstractIrrational} = BigFloat # promote_type(Float64, BigInt)

zero(::Type{BigFloat}) = BigFloat(0)
one(::Type{BigFloat}) = BigFloat(1)
typemax(::Type{BigFloat}) = BigFloat(Inf)
typemin(::Type{BigFloat}) = BigFloat(-Inf)

# ---------------------------------------------------------------- parsing
function _bf_parse(s::String, base::Integer, precision::Integer, r::Int64 = 0)
    !isempty(s) && isspace(s[end]) && return _bf_parse(String(rstrip(s)), base, precision, r)
    z = _bf_new(precision)
    err = ccall(:rt_bigfloat_set_str, Int64, (Any, Any, Int64, Int64), z, s, Int64(base), r)
    return err == 0 ? z : nothing
end
tryparse(::Type{BigFloat}, s::AbstractString; base::Integer = 0, precision::Integer = _BF_PREC[]) =
    _bf_parse(String(s), base, precision)
function parse(::Type{BigFloat}, s::AbstractString; base::Integer = 0, precision::Integer = _BF_PREC[])
    z = _bf_parse(String(s), base, precision)
    z === nothing && throw(ArgumentError(string("cannot parse ", repr(s), " as BigFloat")))
    return z
end

# big"…": a BigInt when the text is an integer, else a BigFloat. jolt lowers the string
# macro @big_str "s" to the call big_str("s") (frontend/lower_macro.c), so this runs where
# the literal is used, at the precision in force there.
function big_str(s::String)
    n = tryparse(BigInt, s)
    n === nothing || return n
    f = tryparse(BigFloat, s)
    f === nothing || return f
    throw(ArgumentError(string("invalid number format ", s, " for BigInt or BigFloat")))
end

# ---------------------------------------------------------------- conversion out
Float64(x::BigFloat) = ccall(:rt_bigfloat_get_d, Float64, (Any, Int64), x, _BF_ROUND[])
Float32(x::BigFloat) = ccall(:rt_bigfloat_get_flt, Float32, (Any,), x)

# Rational(x): exact, num·2^pow from the significand
function (::Type{Rational{BigInt}})(x::BigFloat)
    isnan(x) && return zero(BigInt) // zero(BigInt)
    isinf(x) && return BigInt(signbit(x) ? -1 : 1) // zero(BigInt)
    iszero(x) && return zero(BigInt) // one(BigInt)
    num = BigInt()
    pow = ccall(:rt_bigfloat_get_z_2exp, Int64, (Any, Any), num, x)
    return pow >= 0 ? (num << pow) // one(BigInt) : num // (one(BigInt) << -pow)
end
Rational(x::BigFloat) = Rational{BigInt}(x)

isinteger(x::BigFloat) = _bf_class(x) & 8 != 0
isnan(x::BigFloat) = _bf_class(x) & 1 != 0
isinf(x::BigFloat) = _bf_class(x) & 2 != 0
isfinite(x::BigFloat) = _bf_class(x) & 3 == 0
iszero(x::BigFloat) = _bf_class(x) & 4 != 0
signbit(x::BigFloat) = _bf_class(x) & 16 != 0
isone(x::BigFloat) = x == 1

# rounding codes of rt_bigfloat_get_si / get_z: 0 nearest, 1 to zero, 2 up, 3 down
function _bf_to_bigint(x::BigFloat, r::Int64)
    z = BigInt()
    ccall(:rt_bigfloat_get_z, Cvoid, (Any, Any, Int64), z, x, r)
    return z
end
function _bf_round_int(::Type{T}, x::BigFloat, r::Int64) where {T<:Integer}
    isfinite(x) || throw(InexactError(:round, T, x))
    v = _bf_to_bigint(x, r)
    (typemin(T) <= v <= typemax(T)) || throw(InexactError(:round, T, x))
    return T(v)
end
_bf_round_int(::Type{BigInt}, x::BigFloat, r::Int64) = _bf_to_bigint(x, r)
_bf_round_int(::Type{Integer}, x::BigFloat, r::Int64) = _bf_to_bigint(x, r)

round(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, x, 0)
trunc(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, x, 1)
ceil(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, x, 2)
floor(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, x, 3)
round(::Type{T}, x::BigFloat, ::RoundingMode{:Nearest}) where {T<:Integer} = _bf_round_int(T, x, 0)
round(::Type{T}, x::BigFloat, ::RoundingMode{:ToZero}) where {T<:Integer} = _bf_round_int(T, x, 1)
round(::Type{T}, x::BigFloat, ::RoundingMode{:Up}) where {T<:Integer} = _bf_round_int(T, x, 2)
round(::Type{T}, x::BigFloat, ::RoundingMode{:Down}) where {T<:Integer} = _bf_round_int(T, x, 3)
unsafe_trunc(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, x, 1)

function _bf_exact(::Type{T}, x::BigFloat) where {T<:Integer}
    isinteger(x) || throw(InexactError(nameof(T), T, x))
    return trunc(T, x)
end
Int64(x::BigFloat) = _bf_exact(Int64, x)
Int32(x::BigFloat) = _bf_exact(Int32, x)
Int16(x::BigFloat) = _bf_exact(Int16, x)
Int8(x::BigFloat) = _bf_exact(Int8, x)
Int128(x::BigFloat) = _bf_exact(Int128, x)
UInt64(x::BigFloat) = _bf_exact(UInt64, x)
UInt32(x::BigFloat) = _bf_exact(UInt32, x)
UInt16(x::BigFloat) = _bf_exact(UInt16, x)
UInt8(x::BigFloat) = _bf_exact(UInt8, x)
UInt128(x::BigFloat) = _bf_exact(UInt128, x)
BigInt(x::BigFloat) = _bf_exact(BigInt, x)
Integer(x::BigFloat) = _bf_exact(BigInt, x)
function Bool(x::BigFloat)
    iszero(x) && return false
    isone(x) && return true
    throw(InexactError(:Bool, Bool, x))
end

# ---------------------------------------------------------------- arithmetic
+(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 0)
-(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 1)
*(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 2)
/(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 3)
^(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 4)
-(x::BigFloat) = _bf_unop(x, 0)
abs(x::BigFloat) = _bf_unop(x, 1)

+(x::BigFloat, c::_BFInt) = _bf_siop(x, Int64(c), 0)
+(c::_BFInt, x::BigFloat) = _bf_siop(x, Int64(c), 0)
-(x::BigFloat, c::_BFInt) = _bf_siop(x, Int64(c), 1)
-(c::_BFInt, x::BigFloat) = _bf_siop(x, Int64(c), 2)
*(x::BigFloat, c::_BFInt) = _bf_siop(x, Int64(c), 3)
*(c::_BFInt, x::BigFloat) = _bf_siop(x, Int64(c), 3)
/(x::BigFloat, c::_BFInt) = _bf_siop(x, Int64(c), 4)
/(c::_BFInt, x::BigFloat) = _bf_siop(x, Int64(c), 5)

+(x::BigFloat, c::_BFFloat) = _bf_dop(x, Float64(c), 0)
+(c::_BFFloat, x::BigFloat) = _bf_dop(x, Float64(c), 0)
-(x::BigFloat, c::_BFFloat) = _bf_dop(x, Float64(c), 1)
-(c::_BFFloat, x::BigFloat) = _bf_dop(x, Float64(c), 2)
*(x::BigFloat, c::_BFFloat) = _bf_dop(x, Float64(c), 3)
*(c::_BFFloat, x::BigFloat) = _bf_dop(x, Float64(c), 3)
/(x::BigFloat, c::_BFFloat) = _bf_dop(x, Float64(c), 4)
/(c::_BFFloat, x::BigFloat) = _bf_dop(x, Float64(c), 5)

+(x::BigFloat, c::BigInt) = _bf_zop(x, c, 0)
+(c::BigInt, x::BigFloat) = _bf_zop(x, c, 0)
-(x::BigFloat, c::BigInt) = _bf_zop(x, c, 1)
-(c::BigInt, x::BigFloat) = _bf_zop(x, c, 2)
*(x::BigFloat, c::BigInt) = _bf_zop(x, c, 3)
*(c::BigInt, x::BigFloat) = _bf_zop(x, c, 3)
/(x::BigFloat, c::BigInt) = _bf_zop(x, c, 4)

# unsigned words: exact through BigInt
+(x::BigFloat, c::_BFUInt) = x + BigInt(c)
+(c::_BFUInt, x::BigFloat) = x + BigInt(c)
-(x::BigFloat, c::_BFUInt) = x - BigInt(c)
-(c::_BFUInt, x::BigFloat) = BigInt(c) - x
*(x::BigFloat, c::_BFUInt) = x * BigInt(c)
*(c::_BFUInt, x::BigFloat) = x * BigInt(c)
/(x::BigFloat, c::_BFUInt) = x / BigInt(c)

^(x::BigFloat, y::_BFInt) = _bf_siop(x, Int64(y), 6)
^(x::BigFloat, y::BigInt) = _bf_zop(x, y, 6)
^(x::BigFloat, y::Integer) = x ^ BigInt(y)
^(x::BigFloat, y::Bool) = y ? x : one(BigFloat)
literal_pow(::typeof(^), x::BigFloat, ::Val{p}) where {p} = x ^ p

inv(x::BigFloat) = 1 / x
function div(x::BigFloat, y::BigFloat)
    return _bf_binop(x, y, 12)
end
rem(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 7)
rem(x::BigFloat, y::BigFloat, ::RoundingMode{:Nearest}) = _bf_binop(x, y, 8)
function mod(x::BigFloat, y::BigFloat)
    r = rem(x, y)
    return (!iszero(r) && signbit(r) != signbit(y)) ? r + y : r
end
copysign(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 9)
function max(x::BigFloat, y::BigFloat)
    isnan(x) && return x
    isnan(y) && return y
    return _bf_binop(x, y, 11)
end
function min(x::BigFloat, y::BigFloat)
    isnan(x) && return x
    isnan(y) && return y
    return _bf_binop(x, y, 10)
end
hypot(x::BigFloat, y::BigFloat) = _bf_binop(x, y, 6)
atan(y::BigFloat, x::BigFloat) = _bf_binop(y, x, 5)
ldexp(x::BigFloat, n::Integer) = _bf_siop(x, Int64(n), 7)
function exponent(x::BigFloat)
    (iszero(x) || !isfinite(x)) && throw(DomainError(x, "`x` must be non-zero and finite."))
    return ccall(:rt_bigfloat_exp, Int64, (Any,), x) - 1
end
# frexp: (m, e) with x = m·2^e and 0.5 ≤ |m| < 1 (mpfr_frexp); zero, Inf and NaN keep e = 0
function frexp(x::BigFloat)
    (iszero(x) || !isfinite(x)) && return (x, 0)
    e = ccall(:rt_bigfloat_exp, Int64, (Any,), x)
    return (ldexp(x, -e), e)
end
# significand: 1 ≤ |m| < 2 (twice frexp's), zero/Inf/NaN unchanged
function significand(x::BigFloat)
    (iszero(x) || !isfinite(x)) && return x
    return ldexp(x, 1 - ccall(:rt_bigfloat_exp, Int64, (Any,), x))
end

function sum(a::AbstractArray{BigFloat})
    s = BigFloat(0)
    for x in a
        ccall(:rt_bigfloat_binop, Cvoid, (Any, Any, Any, Int64), s, s, x, 0)
    end
    return s
end

# ---------------------------------------------------------------- elementary functions
function sqrt(x::BigFloat)
    isnan(x) && return x
    z = _bf_unop(x, 2)
    isnan(z) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
sqrt(x::BigInt) = sqrt(BigFloat(x))
exp(x::BigFloat) = _bf_unop(x, 3)
exp2(x::BigFloat) = _bf_unop(x, 4)
exp10(x::BigFloat) = _bf_unop(x, 5)
expm1(x::BigFloat) = _bf_unop(x, 6)
cbrt(x::BigFloat) = _bf_unop(x, 23)
sinh(x::BigFloat) = _bf_unop(x, 17)
cosh(x::BigFloat) = _bf_unop(x, 18)
tanh(x::BigFloat) = _bf_unop(x, 19)
function _bf_log(x::BigFloat, op::Int64, name::String)
    x < 0 && throw(DomainError(x, string(name, " will only return a complex result if called ",
                                         "with a complex argument. Try ", name, "(complex(x)).")))
    return _bf_unop(x, op)
end
log(x::BigFloat) = _bf_log(x, 7, "log")
log2(x::BigFloat) = _bf_log(x, 8, "log2")
log10(x::BigFloat) = _bf_log(x, 9, "log10")
function log1p(x::BigFloat)
    x < -1 && throw(DomainError(x, string("log1p will only return a complex result if called ",
                                          "with a complex argument. Try log1p(complex(x)).")))
    return _bf_unop(x, 10)
end
# NaN results for non-NaN arguments become DomainErrors
function _bf_trig(x::BigFloat, op::Int64)
    isnan(x) && return x
    z = _bf_unop(x, op)
    isnan(z) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
sin(x::BigFloat) = _bf_trig(x, 11)
cos(x::BigFloat) = _bf_trig(x, 12)
tan(x::BigFloat) = _bf_trig(x, 13)
asin(x::BigFloat) = _bf_trig(x, 14)
acos(x::BigFloat) = _bf_trig(x, 15)
atan(x::BigFloat) = _bf_trig(x, 16)
asinh(x::BigFloat) = _bf_trig(x, 20)
acosh(x::BigFloat) = _bf_trig(x, 21)
atanh(x::BigFloat) = _bf_trig(x, 22)
sec(x::BigFloat) = _bf_trig(x, 24)
csc(x::BigFloat) = _bf_trig(x, 25)
cot(x::BigFloat) = _bf_trig(x, 26)
sincos(x::BigFloat) = (sin(x), cos(x))
function factorial(x::BigFloat)
    (x < 0 || !isinteger(x)) && throw(DomainError(x, "Must be a non-negative integer."))
    return BigFloat(factorial(BigInt(x)))
end

# integral rounding in BigFloat (round: ties to even, as RoundNearest)
trunc(x::BigFloat) = _bf_unop(x, 100)
floor(x::BigFloat) = _bf_unop(x, 101)
ceil(x::BigFloat) = _bf_unop(x, 102)
round(x::BigFloat) = _bf_unop(x, 104)
round(x::BigFloat, ::RoundingMode{:ToZero}) = _bf_unop(x, 100)
round(x::BigFloat, ::RoundingMode{:Down}) = _bf_unop(x, 101)
round(x::BigFloat, ::RoundingMode{:Up}) = _bf_unop(x, 102)
round(x::BigFloat, ::RoundingMode{:NearestTiesAway}) = _bf_unop(x, 103)
round(x::BigFloat, ::RoundingMode{:Nearest}) = _bf_unop(x, 104)
function modf(x::BigFloat)
    i = trunc(x)
    isinf(x) && return (copysign(BigFloat(0), x), x)
    return (x - i, i)
end

# ---------------------------------------------------------------- neighbours and eps
function _bf_step(x::BigFloat, n::Integer)
    z = _bf_new(precision(x))
    ccall(:rt_bigfloat_set, Cvoid, (Any, Any, Int64), z, x, 0)
    for i in 1:abs(n)
        ccall(:rt_bigfloat_nextafter, Cvoid, (Any, Int64), z, n > 0 ? 1 : -1)
    end
    return z
end
nextfloat(x::BigFloat, n::Integer = 1) = n == 0 ? x : _bf_step(x, n)
prevfloat(x::BigFloat, n::Integer = 1) = n == 0 ? x : _bf_step(x, -n)
eps(::Type{BigFloat}) = nextfloat(BigFloat(1)) - BigFloat(1)
function eps(x::BigFloat)
    isfinite(x) || return BigFloat(NaN)
    iszero(x) && return nextfloat(zero(BigFloat))
    return ldexp(eps(BigFloat), exponent(x))
end
floatmin(::Type{BigFloat}) = nextfloat(zero(BigFloat))
floatmax(::Type{BigFloat}) = prevfloat(BigFloat(Inf))
maxintfloat(::Type{BigFloat}) = BigFloat(2)^precision(BigFloat)
maxintfloat(x::BigFloat) = BigFloat(2)^precision(x)

# ---------------------------------------------------------------- comparison
_bf_cmp(x::BigFloat, y::BigFloat) = ccall(:rt_bigfloat_cmp, Int64, (Any, Any), x, y)
_bf_cmp(x::BigFloat, y::_BFInt) = ccall(:rt_bigfloat_cmp_si, Int64, (Any, Int64), x, Int64(y))
_bf_cmp(x::BigFloat, y::_BFFloat) = ccall(:rt_bigfloat_cmp_d, Int64, (Any, Float64), x, Float64(y))
_bf_cmp(x::BigFloat, y::BigInt) = ccall(:rt_bigfloat_cmp_z, Int64, (Any, Any), x, y)
_bf_cmp(x::BigFloat, y::Integer) = _bf_cmp(x, BigInt(y))
const _BFCmp = Union{BigFloat, Integer, Float32, Float64}
_bf_ok(x::BigFloat, y) = !isnan(x) && !(y isa AbstractFloat && isnan(y))
==(x::BigFloat, y::BigFloat) = _bf_ok(x, y) && _bf_cmp(x, y) == 0
<(x::BigFloat, y::BigFloat) = _bf_ok(x, y) && _bf_cmp(x, y) < 0
<=(x::BigFloat, y::BigFloat) = _bf_ok(x, y) && _bf_cmp(x, y) <= 0
==(x::BigFloat, y::Union{Integer, _BFFloat}) = _bf_ok(x, y) && _bf_cmp(x, y) == 0
==(y::Union{Integer, _BFFloat}, x::BigFloat) = _bf_ok(x, y) && _bf_cmp(x, y) == 0
<(x::BigFloat, y::Union{Integer, _BFFloat}) = _bf_ok(x, y) && _bf_cmp(x, y) < 0
<(y::Union{Integer, _BFFloat}, x::BigFloat) = _bf_ok(x, y) && _bf_cmp(x, y) > 0
<=(x::BigFloat, y::Union{Integer, _BFFloat}) = _bf_ok(x, y) && _bf_cmp(x, y) <= 0
<=(y::Union{Integer, _BFFloat}, x::BigFloat) = _bf_ok(x, y) && _bf_cmp(x, y) >= 0
function cmp(x::BigFloat, y::BigFloat)
    (isnan(x) || isnan(y)) && return isless(x, y) ? -1 : isless(y, x) ? 1 : 0
    return _bf_cmp(x, y)
end
function cmp(x::BigFloat, y::Integer)
    isnan(x) && return 1
    return _bf_cmp(x, y)
end
cmp(x::Integer, y::BigFloat) = -cmp(y, x)

isequal(x::BigFloat, y::BigFloat) = (isnan(x) & isnan(y)) | ((signbit(x) == signbit(y)) & (x == y))
isequal(x::BigFloat, y::Real) = (isnan(x) & isnan(y)) | ((signbit(x) == signbit(y)) & (x == y))
isequal(x::Real, y::BigFloat) = (isnan(x) & isnan(y)) | ((signbit(x) == signbit(y)) & (x == y))
isless(x::BigFloat, y::BigFloat) =
    (!isnan(x) & (isnan(y) | (signbit(x) & !signbit(y)))) | (x < y)
isless(x::BigFloat, y::Real) = isless(x, BigFloat(y))
isless(x::Real, y::BigFloat) = isless(BigFloat(x), y)

function sign(x::BigFloat)
    (iszero(x) || isnan(x)) && return x
    return signbit(x) ? -one(BigFloat) : one(BigFloat)
end

# ---------------------------------------------------------------- hashing
# Julia's hash(::Real) through decompose: x = num·2^pow; the Int64/UInt64/Float64 it equals
# when there is one hashes it as that value does
function hash(x::BigFloat, h::UInt64)
    c = _bf_class(x)
    c & 1 != 0 && return hash(NaN, h)
    c & 2 != 0 && return hash(c & 16 != 0 ? -Inf : Inf, h)
    c & 4 != 0 && return hash(c & 16 != 0 ? -0.0 : 0.0, h)
    num = BigInt()
    pow = ccall(:rt_bigfloat_get_z_2exp, Int64, (Any, Any), num, x)
    z = trailing_zeros(num)
    if z != 0
        num >>= z
        pow += z
    end
    left = ndigits0zpb(num, 2) + pow
    right = pow
    if -1074 <= right
        if 0 <= right && left <= 64
            left <= 63 && return hash(Int64(num) << pow, h)
            num > 0 && return hash(UInt64(num) << pow, h)
        end
        left <= 1024 && left - right <= 53 && return hash(ldexp(Float64(num), pow), h)
    end
    h = hash_integer(1, h)
    h = hash_integer(pow, h)
    return hash_integer(num, h)
end

# ---------------------------------------------------------------- text
function _bf_string(x::BigFloat, digits::Int64)
    isfinite(x) || return string(Float64(x))
    s = ccall(:rt_bigfloat_string, Any, (Any, Int64), x, digits)::String
    return ccall(:rt_bigfloat_pretty, Any, (Any,), s)::String
end
string(x::BigFloat) = _bf_string(x, -1)
print(io::IO, x::BigFloat) = print(io, _bf_string(x, -1))
show(io::IO, x::BigFloat) = print(io, get(io, :compact, false) === true ? _bf_string(x, 5) : _bf_string(x, -1))

# ranges: 1.7's ArithmeticRounds colon, a StepRangeLen of floor((stop - start) / step) + 1
function _fcolon(start::BigFloat, step::BigFloat, stop::BigFloat)
    step == 0 && throw(ArgumentError("range step cannot be zero"))
    len = max(0, floor(Int64, (stop - start) / step) + 1)
    return StepRangeLen(start, step, len)
end
(:)(a::BigFloat, b::BigFloat) = _fcolon(a, BigFloat(1), b)

# complex sqrt's scaled sum of squares (complex.jl _ssqs): BigFloat's exponent range makes
# Julia's rescaling branch unreachable for finite values
_ssqs(x::BigFloat, y::BigFloat) = (isinf(x) || isinf(y)) ? (BigFloat(Inf), 0) : (x * x + y * y, 0)
_ldexp(x::BigFloat, k::Int64) = ldexp(x, k)
