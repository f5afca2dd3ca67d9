# gmp.jl — BigInt, Julia's arbitrary-precision integer, on GMP through runtime/bigint.c.
# As in Julia's base/gmp.jl, a BigInt is a mutable struct laid out as GMP's mpz_t (alloc,
# size = ±limb count, d = limbs); every operation allocates its result with BigInt() and
# lets C fill it in. Limbs are allocated by the collector, so BigInts need no finalizer.
# Division by zero is caught here (DivideError) before GMP sees it.

mutable struct BigInt <: Signed
    alloc::Int32        # limbs allocated at d
    size::Int32         # limbs in use, negative for a negative value
    d::Ptr{UInt64}      # the limbs, least significant first
    function BigInt()
        b = new()
        ccall(:rt_bigint_init, Cvoid, (Any,), b)
        return b
    end
end

# op codes of rt_bigint_binop / rt_bigint_unop / rt_bigint_uiop (runtime/bigint.c)
function _mpz_binop(a::BigInt, b::BigInt, op::Int64)
    z = BigInt()
    ccall(:rt_bigint_binop, Cvoid, (Any, Any, Any, Int64), z, a, b, op)
    return z
end
function _mpz_unop(a::BigInt, op::Int64)
    z = BigInt()
    ccall(:rt_bigint_unop, Cvoid, (Any, Any, Int64), z, a, op)
    return z
end
function _mpz_uiop(a::BigInt, n::UInt64, op::Int64)
    z = BigInt()
    ccall(:rt_bigint_uiop, Cvoid, (Any, Any, UInt64, Int64), z, a, n, op)
    return z
end
_mpz_cmp(a::BigInt, b::BigInt) = ccall(:rt_bigint_cmp, Int64, (Any, Any), a, b)
_mpz_cmp_si(a::BigInt, b::Int64) = ccall(:rt_bigint_cmp_si, Int64, (Any, Int64), a, b)
_mpz_cmp_ui(a::BigInt, b::UInt64) = ccall(:rt_bigint_cmp_ui, Int64, (Any, UInt64), a, b)
_mpz_limb(a::BigInt, i::Int64) = ccall(:rt_bigint_limb, UInt64, (Any, Int64), a, i - 1)

# ---------------------------------------------------------------- construction
BigInt(x::BigInt) = x
function BigInt(x::Union{Int8, Int16, Int32, Int64})
    z = BigInt()
    ccall(:rt_bigint_set_si, Cvoid, (Any, Int64), z, rem(x, Int64))
    return z
end
function BigInt(x::Union{UInt8, UInt16, UInt32, UInt64})
    z = BigInt()
    ccall(:rt_bigint_set_ui, Cvoid, (Any, UInt64), z, rem(x, UInt64))
    return z
end
BigInt(x::Bool) = BigInt(rem(x, UInt64))
function _bigint_u128(u::UInt128, neg::Bool)
    z = BigInt()
    ccall(:rt_bigint_set_u128, Cvoid, (Any, UInt64, UInt64, Bool), z,
          rem(u >> 64, UInt64), rem(u, UInt64), neg)
    return z
end
BigInt(x::UInt128) = _bigint_u128(x, false)
BigInt(x::Int128) = x < 0 ? _bigint_u128(rem(-x, UInt128), true) : _bigint_u128(rem(x, UInt128), false)
function BigInt(x::Float64)
    isinteger(x) || throw(InexactError(:BigInt, BigInt, x))
    z = BigInt()
    ccall(:rt_bigint_set_d, Cvoid, (Any, Float64), z, x)
    return z
end
BigInt(x::Float32) = BigInt(Float64(x))
Signed(x::BigInt) = x
signed(x::BigInt) = x
Integer(x::BigInt) = x
widen(::Type{BigInt}) = BigInt
convert(::Type{BigInt}, x::BigInt) = x

big(::Type{T}) where {T<:Integer} = BigInt
big(x::Integer) = convert(BigInt, x)
promote_rule(::Type{BigInt}, ::Type{T}) where {T<:Integer} = BigInt

zero(::Type{BigInt}) = BigInt(0)
one(::Type{BigInt}) = BigInt(1)

# ---------------------------------------------------------------- conversion to machine types
function Int64(x::BigInt)
    ccall(:rt_bigint_fits_int64, Bool, (Any,), x) || throw(InexactError(:Int64, Int64, x))
    return ccall(:rt_bigint_get_si, Int64, (Any,), x)
end
Int32(x::BigInt) = Int32(Int64(x))
Int16(x::BigInt) = Int16(Int64(x))
Int8(x::BigInt) = Int8(Int64(x))
function UInt64(x::BigInt)
    (0 <= x.size <= 1) || throw(InexactError(:UInt64, UInt64, x))
    return _mpz_limb(x, 1)
end
UInt32(x::BigInt) = UInt32(UInt64(x))
UInt16(x::BigInt) = UInt16(UInt64(x))
UInt8(x::BigInt) = UInt8(UInt64(x))
function Int128(x::BigInt)
    (abs(x.size) <= 2) || throw(InexactError(:Int128, Int128, x))
    y = rem(x, Int128)
    xor(x.size > 0, y > 0) && throw(InexactError(:Int128, Int128, x))
    return y
end
function UInt128(x::BigInt)
    (0 <= x.size <= 2) || throw(InexactError(:UInt128, UInt128, x))
    return rem(x, UInt128)
end
function Bool(x::BigInt)
    iszero(x) && return false
    isone(x) && return true
    throw(InexactError(:Bool, Bool, x))
end
# x % T: the low bits of x in two's complement
function _bigint_low128(x::BigInt)
    u = (rem(_mpz_limb(x, 2), UInt128) << 64) | rem(_mpz_limb(x, 1), UInt128)
    return x.size < 0 ? -u : u
end
rem(x::BigInt, ::Type{T}) where {T<:BitInteger} = rem(_bigint_low128(x), T)
rem(x::BigInt, ::Type{Bool}) = isodd(x)
rem(x::BigInt, ::Type{BigInt}) = x
rem(x::Integer, ::Type{BigInt}) = BigInt(x)
Float64(x::BigInt) = ccall(:rt_bigint_get_d, Float64, (Any,), x)
Float32(x::BigInt) = Float32(Float64(x))

# ---------------------------------------------------------------- arithmetic
+(x::BigInt, y::BigInt) = _mpz_binop(x, y, 0)
-(x::BigInt, y::BigInt) = _mpz_binop(x, y, 1)
*(x::BigInt, y::BigInt) = _mpz_binop(x, y, 2)
-(x::BigInt) = _mpz_unop(x, 0)
abs(x::BigInt) = _mpz_unop(x, 1)
~(x::BigInt) = _mpz_unop(x, 2)
(&)(x::BigInt, y::BigInt) = _mpz_binop(x, y, 10)
|(x::BigInt, y::BigInt) = _mpz_binop(x, y, 11)
xor(x::BigInt, y::BigInt) = _mpz_binop(x, y, 12)
function _bigint_divop(x::BigInt, y::BigInt, op::Int64)
    iszero(y) && throw(DivideError())
    return _mpz_binop(x, y, op)
end
div(x::BigInt, y::BigInt) = _bigint_divop(x, y, 3)
fld(x::BigInt, y::BigInt) = _bigint_divop(x, y, 4)
cld(x::BigInt, y::BigInt) = _bigint_divop(x, y, 5)
rem(x::BigInt, y::BigInt) = _bigint_divop(x, y, 6)
mod(x::BigInt, y::BigInt) = _bigint_divop(x, y, 7)
gcd(x::BigInt, y::BigInt) = _mpz_binop(x, y, 8)
lcm(x::BigInt, y::BigInt) = _mpz_binop(x, y, 9)
const _MPZ_MAX_BITS = 137438953472 # 2^37: beyond this GMP aborts ("overflow in mpz type")
function <<(x::BigInt, c::UInt64)
    c == 0 && return x
    c > _MPZ_MAX_BITS && !iszero(x) &&
        throw(OverflowError(string("shift ", c, " is too large and computation will overflow")))
    return _mpz_uiop(x, c, 1)
end
>>(x::BigInt, c::UInt64) = c == 0 ? x : _mpz_uiop(x, c, 2)
>>>(x::BigInt, c::UInt64) = x >> c
<<(x::BigInt, c::Int64) = c < 0 ? x >> unsigned(-c) : x << unsigned(c)
>>(x::BigInt, c::Int64) = c < 0 ? x << unsigned(-c) : x >> unsigned(c)
>>>(x::BigInt, c::Int64) = x >> c
isqrt(x::BigInt) = x < 0 ? throw(DomainError(x, "isqrt: argument must be nonnegative")) : _mpz_unop(x, 3)

function _bigint_pow(x::BigInt, y::Integer)
    y < 0 && throw(DomainError(y, "`y` cannot be negative."))
    x == 1 && return x
    x == -1 && return isodd(y) ? x : -x
    x == 0 && return y == 0 ? one(x) : x
    # GMP aborts the process past 2^37 bits: such a power is an OverflowError here
    if y > typemax(UInt64) || y > div(_MPZ_MAX_BITS, ndigits0zpb(x, 2) - 1)
        throw(OverflowError(string("exponent ", y, " is too large and computation will overflow")))
    end
    return _mpz_uiop(x, UInt64(y), 0)
end
^(x::BigInt, y::BigInt) = _bigint_pow(x, y)
^(x::BigInt, y::Integer) = _bigint_pow(x, y)
^(x::BigInt, y::Bool) = y ? x : one(x)
^(x::Integer, y::BigInt) = _bigint_pow(BigInt(x), y)
# x^-1 with a literal exponent is x^(-1) (a DomainError), not inv(x): BigInt is no HWNumber
literal_pow(::typeof(^), x::BigInt, ::Val{p}) where {p} = _bigint_pow(x, p)

function factorial(n::BigInt)
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    return _mpz_uiop(n, UInt64(n), 3)
end
function binomial(n::BigInt, k::Integer)
    k < 0 && return BigInt(0)
    k <= typemax(UInt64) || throw(OverflowError("Computation would exceed memory"))
    return _mpz_uiop(n, UInt64(k), 4)
end
function powermod(x::BigInt, p::BigInt, m::BigInt)
    iszero(m) && throw(DivideError())
    p < 0 && return powermod(invmod(x, m), -p, m)
    r = BigInt()
    ccall(:rt_bigint_powm, Cvoid, (Any, Any, Any, Any), r, x, p, m)
    return m < 0 && r > 0 ? r + m : r # the sign of mod(x^p, m)
end
powermod(x::Integer, p::Integer, m::BigInt) = powermod(big(x), big(p), m)
function invmod(x::BigInt, y::BigInt)
    z = BigInt()
    ya = abs(y)
    ya == 1 && return z
    (y == 0 || !ccall(:rt_bigint_invert, Bool, (Any, Any, Any), z, x, ya)) && throw(DomainError(y))
    return y < 0 ? z + y : z
end

checked_abs(x::BigInt) = abs(x)
checked_neg(x::BigInt) = -x
checked_add(a::BigInt, b::BigInt) = a + b
checked_sub(a::BigInt, b::BigInt) = a - b
checked_mul(a::BigInt, b::BigInt) = a * b

function sum(a::AbstractArray{BigInt})
    s = BigInt(0)
    for x in a
        ccall(:rt_bigint_binop, Cvoid, (Any, Any, Any, Int64), s, s, x, 0)
    end
    return s
end

# ---------------------------------------------------------------- comparison
cmp(x::BigInt, y::BigInt) = _mpz_cmp(x, y)
cmp(x::BigInt, y::Union{Int8, Int16, Int32, Int64}) = _mpz_cmp_si(x, rem(y, Int64))
cmp(x::BigInt, y::Union{Bool, UInt8, UInt16, UInt32, UInt64}) = _mpz_cmp_ui(x, rem(y, UInt64))
cmp(x::BigInt, y::Integer) = cmp(x, big(y))
cmp(x::Integer, y::BigInt) = -cmp(y, x)
_bigint_cmp_d(x::BigInt, f::Float64) = ccall(:rt_bigint_cmp_d, Int64, (Any, Float64), x, f)
==(x::BigInt, y::BigInt) = cmp(x, y) == 0
==(x::BigInt, i::Integer) = cmp(x, i) == 0
==(i::Integer, x::BigInt) = cmp(x, i) == 0
<(x::BigInt, y::BigInt) = cmp(x, y) < 0
<(x::BigInt, i::Integer) = cmp(x, i) < 0
<(i::Integer, x::BigInt) = cmp(x, i) > 0
<=(x::BigInt, y::BigInt) = cmp(x, y) <= 0
<=(x::BigInt, i::Integer) = cmp(x, i) <= 0
<=(i::Integer, x::BigInt) = cmp(x, i) >= 0
==(x::BigInt, f::Union{Float32, Float64}) = isnan(f) ? false : _bigint_cmp_d(x, Float64(f)) == 0
==(f::Union{Float32, Float64}, x::BigInt) = isnan(f) ? false : _bigint_cmp_d(x, Float64(f)) == 0
<(x::BigInt, f::Union{Float32, Float64}) = isnan(f) ? false : _bigint_cmp_d(x, Float64(f)) < 0
<(f::Union{Float32, Float64}, x::BigInt) = isnan(f) ? false : _bigint_cmp_d(x, Float64(f)) > 0
<=(x::BigInt, f::Union{Float32, Float64}) = isnan(f) ? false : _bigint_cmp_d(x, Float64(f)) <= 0
<=(f::Union{Float32, Float64}, x::BigInt) = isnan(f) ? false : _bigint_cmp_d(x, Float64(f)) >= 0

iszero(x::BigInt) = x.size == 0
isone(x::BigInt) = _mpz_cmp_ui(x, UInt64(1)) == 0
signbit(x::BigInt) = x.size < 0
flipsign(x::BigInt, y::Integer) = signbit(y) ? -x : x
flipsign(x::BigInt, y::BigInt) = signbit(y) ? -x : x
function sign(x::BigInt)
    x.size < 0 && return BigInt(-1)
    x.size > 0 && return BigInt(1)
    return x
end
isodd(x::BigInt) = ccall(:rt_bigint_tstbit, Bool, (Any, UInt64), x, UInt64(0))
iseven(x::BigInt) = !isodd(x)

# ---------------------------------------------------------------- bits and digits
function trailing_zeros(x::BigInt)
    iszero(x) && throw(DomainError(x, "`x` must be non-zero"))
    return ccall(:rt_bigint_scan1, Int64, (Any,), x)
end
function count_ones(x::BigInt)
    x < 0 && throw(DomainError(x, "`x` cannot be negative"))
    return ccall(:rt_bigint_popcount, Int64, (Any,), x)
end
function ndigits0zpb(x::BigInt, b::Integer)
    b < 2 && throw(DomainError(b, "`b` cannot be less than 2."))
    b > 62 && return ndigits0zpb(abs(x), big(b))
    return ccall(:rt_bigint_ndigits, Int64, (Any, Int64), x, Int64(b))
end
function ndigits0zpb(x::BigInt, b::BigInt)
    n = 0
    x = abs(x)
    while !iszero(x)
        x = div(x, b)
        n += 1
    end
    return n
end

# ---------------------------------------------------------------- text
function string(n::BigInt; base::Integer = 10, pad::Integer = 1)
    2 <= base <= 62 || throw(ArgumentError(string("base must be 2 ≤ base ≤ 62, got ", base)))
    return ccall(:rt_bigint_string, Any, (Any, Int64, Int64), n, Int64(base), Int64(pad))::String
end
show(io::IO, x::BigInt) = print(io, string(x))
print(io::IO, x::BigInt) = print(io, string(x))

function _parse_bigint(s::String, base::Integer, raise::Bool)
    (base == 0 || 2 <= base <= 62) ||
        throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
    z = BigInt()
    code = ccall(:rt_bigint_parse, Int64, (Any, Any, Int64), z, s, Int64(base))
    code == 0 && return z
    raise || return nothing
    code == 1 && throw(ArgumentError("invalid base: base must be 2 ≤ base ≤ 62, got 0"))
    code == 3 && throw(ArgumentError(string("premature end of integer: ", repr(s))))
    throw(ArgumentError(string("invalid BigInt: ", repr(s))))
end
parse(::Type{BigInt}, s::String; base::Union{Nothing,Integer} = nothing) = _parse_bigint(s, _base_arg(base), true)::BigInt
tryparse(::Type{BigInt}, s::String; base::Union{Nothing,Integer} = nothing) = _parse_bigint(s, _base_arg(base), false)

# ---------------------------------------------------------------- hashing
# Julia 1.7's hash(::BigInt): a value that fits an Int64/UInt64 or a Float64 hashes as that
# value does; any other mixes its limbs (shifted down past the trailing zero bits)
_hash_integer_word(n::Int64, h::UInt64) = xor(h, hash_uint(xor(rem(n, UInt64), h)))
function hash(x::BigInt, h::UInt64)
    sz = Int64(x.size)
    sz == 0 && return hash(0, h)
    if sz == 1
        return hash(_mpz_limb(x, 1), h)
    elseif sz == -1
        limb = _mpz_limb(x, 1)
        limb <= rem(typemin(Int64), UInt64) && return hash(-rem(limb, Int64), h)
    end
    pow = trailing_zeros(x)
    nd = ndigits0zpb(x, 2)
    idx = (pow >>> 6) + 1
    shift = rem(pow & 63, UInt64)
    upshift = UInt64(64) - shift
    asz = abs(sz)
    limb2 = UInt64(0)
    if shift == 0
        limb = _mpz_limb(x, idx)
    else
        limb1 = _mpz_limb(x, idx)
        limb2 = idx < asz ? _mpz_limb(x, idx + 1) : UInt64(0)
        limb = (limb2 << upshift) | (limb1 >> shift)
    end
    if nd <= 1024 && nd - pow <= 53
        f = Float64(limb)
        return hash(ldexp(sz < 0 ? -f : f, pow), h)
    end
    h = _hash_integer_word(1, h)
    h = _hash_integer_word(pow, h)
    h = xor(h, hash_uint(xor(sz < 0 ? -limb : limb, h)))
    for i in idx+1:asz
        if shift == 0
            limb = _mpz_limb(x, i)
        else
            limb1 = limb2
            if i == asz
                limb = limb1 >> shift
                limb == 0 && break # leading zeros are not hashed
            else
                limb2 = _mpz_limb(x, i + 1)
                limb = (limb2 << upshift) | (limb1 >> shift)
            end
        end
        h = xor(h, hash_uint(xor(limb, h)))
    end
    return h
end
