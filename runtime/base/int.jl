# int.jl — the bit integers Int8…Int128 and UInt8…UInt128 on Core.Intrinsics.
# Each operation is written once per kind (all, signed, unsigned) as a `where {T<:…}`
# method; inference specialises it per concrete type, so Int64 + Int64 is one `add`.
# Mixed types go through promotion (promotion.jl); checked conversions throw
# InexactError, integer division by zero throws DivideError (the intrinsic checks).

const BitSigned = Union{Int8, Int16, Int32, Int64, Int128}
const BitUnsigned = Union{UInt8, UInt16, UInt32, UInt64, UInt128}
const BitInteger = Union{BitSigned, BitUnsigned}
const BitSigned64 = Union{Int8, Int16, Int32, Int64}
const BitUnsigned64 = Union{UInt8, UInt16, UInt32, UInt64}

# ---------------------------------------------------------------- x % T: wrap to width
# per target type: truncate wider sources, reinterpret same-width ones, extend narrower
# ones by their sign (signed) or with zeros (unsigned, Bool)
rem(x::Union{Int16, Int32, Int64, Int128, UInt16, UInt32, UInt64, UInt128}, ::Type{Int8}) = trunc_int(Int8, x)
rem(x::UInt8, ::Type{Int8}) = bitcast(Int8, x)
rem(x::Int8, ::Type{Int8}) = x
rem(x::Bool, ::Type{Int8}) = bitcast(Int8, x)
rem(x::Union{Int32, Int64, Int128, UInt32, UInt64, UInt128}, ::Type{Int16}) = trunc_int(Int16, x)
rem(x::UInt16, ::Type{Int16}) = bitcast(Int16, x)
rem(x::Int16, ::Type{Int16}) = x
rem(x::Int8, ::Type{Int16}) = sext_int(Int16, x)
rem(x::Union{UInt8, Bool}, ::Type{Int16}) = zext_int(Int16, x)
rem(x::Union{Int64, Int128, UInt64, UInt128}, ::Type{Int32}) = trunc_int(Int32, x)
rem(x::UInt32, ::Type{Int32}) = bitcast(Int32, x)
rem(x::Int32, ::Type{Int32}) = x
rem(x::Union{Int8, Int16}, ::Type{Int32}) = sext_int(Int32, x)
rem(x::Union{UInt8, UInt16, Bool}, ::Type{Int32}) = zext_int(Int32, x)
rem(x::Union{Int128, UInt128}, ::Type{Int64}) = trunc_int(Int64, x)
rem(x::UInt64, ::Type{Int64}) = bitcast(Int64, x)
rem(x::Int64, ::Type{Int64}) = x
rem(x::Union{Int8, Int16, Int32}, ::Type{Int64}) = sext_int(Int64, x)
rem(x::Union{UInt8, UInt16, UInt32, Bool}, ::Type{Int64}) = zext_int(Int64, x)
rem(x::UInt128, ::Type{Int128}) = bitcast(Int128, x)
rem(x::Int128, ::Type{Int128}) = x
rem(x::Union{Int8, Int16, Int32, Int64}, ::Type{Int128}) = sext_int(Int128, x)
rem(x::Union{UInt8, UInt16, UInt32, UInt64, Bool}, ::Type{Int128}) = zext_int(Int128, x)
rem(x::Union{Int16, Int32, Int64, Int128, UInt16, UInt32, UInt64, UInt128}, ::Type{UInt8}) = trunc_int(UInt8, x)
rem(x::Int8, ::Type{UInt8}) = bitcast(UInt8, x)
rem(x::UInt8, ::Type{UInt8}) = x
rem(x::Bool, ::Type{UInt8}) = bitcast(UInt8, x)
rem(x::Union{Int32, Int64, Int128, UInt32, UInt64, UInt128}, ::Type{UInt16}) = trunc_int(UInt16, x)
rem(x::Int16, ::Type{UInt16}) = bitcast(UInt16, x)
rem(x::UInt16, ::Type{UInt16}) = x
rem(x::Int8, ::Type{UInt16}) = sext_int(UInt16, x)
rem(x::Union{UInt8, Bool}, ::Type{UInt16}) = zext_int(UInt16, x)
rem(x::Union{Int64, Int128, UInt64, UInt128}, ::Type{UInt32}) = trunc_int(UInt32, x)
rem(x::Int32, ::Type{UInt32}) = bitcast(UInt32, x)
rem(x::UInt32, ::Type{UInt32}) = x
rem(x::Union{Int8, Int16}, ::Type{UInt32}) = sext_int(UInt32, x)
rem(x::Union{UInt8, UInt16, Bool}, ::Type{UInt32}) = zext_int(UInt32, x)
rem(x::Union{Int128, UInt128}, ::Type{UInt64}) = trunc_int(UInt64, x)
rem(x::Int64, ::Type{UInt64}) = bitcast(UInt64, x)
rem(x::UInt64, ::Type{UInt64}) = x
rem(x::Union{Int8, Int16, Int32}, ::Type{UInt64}) = sext_int(UInt64, x)
rem(x::Union{UInt8, UInt16, UInt32, Bool}, ::Type{UInt64}) = zext_int(UInt64, x)
rem(x::Int128, ::Type{UInt128}) = bitcast(UInt128, x)
rem(x::UInt128, ::Type{UInt128}) = x
rem(x::Union{Int8, Int16, Int32, Int64}, ::Type{UInt128}) = sext_int(UInt128, x)
rem(x::Union{UInt8, UInt16, UInt32, UInt64, Bool}, ::Type{UInt128}) = zext_int(UInt128, x)

rem(x::Integer, ::Type{Bool}) = (x & one(x)) == one(x)
%(x::Integer, ::Type{T}) where {T<:Integer} = rem(x, T)

# ---------------------------------------------------------------- checked conversion T(x)
# trunc when the value does not fit the narrower type, check_top_bit when only the sign
# bit is at stake (same width, or widening a negative value to unsigned), as Julia reports
isneg_int(x::BitSigned) = slt_int(x, xor_int(x, x))
isneg_int(x::BitUnsigned) = false
isneg_int(x::Bool) = false
function int_convert(::Type{T}, x::Integer) where {T<:Integer}
    r = rem(x, T)
    if rem(r, typeof(x)) != x
        throw(InexactError(:trunc, T, x))
    elseif isneg_int(r) != isneg_int(x)
        throw(InexactError(:check_top_bit, T, x))
    end
    return r
end
int_convert(::Type{T}, x::T) where {T<:Integer} = x
Int8(x::Union{BitInteger, Bool}) = int_convert(Int8, x)
Int16(x::Union{BitInteger, Bool}) = int_convert(Int16, x)
Int32(x::Union{BitInteger, Bool}) = int_convert(Int32, x)
Int64(x::Union{BitInteger, Bool}) = int_convert(Int64, x)
Int128(x::Union{BitInteger, Bool}) = int_convert(Int128, x)
UInt8(x::Union{BitInteger, Bool}) = int_convert(UInt8, x)
UInt16(x::Union{BitInteger, Bool}) = int_convert(UInt16, x)
UInt32(x::Union{BitInteger, Bool}) = int_convert(UInt32, x)
UInt64(x::Union{BitInteger, Bool}) = int_convert(UInt64, x)
UInt128(x::Union{BitInteger, Bool}) = int_convert(UInt128, x)
function Bool(x::Integer)
    x == zero(x) && return false
    x == one(x) && return true
    throw(InexactError(:Bool, Bool, x))
end
Bool(x::Bool) = x
# (Integer targets convert through number.jl`s convert(::Type{T}, x::Number), as in Julia)

signed(x::Int8) = x
signed(x::Int16) = x
signed(x::Int32) = x
signed(x::Int64) = x
signed(x::Int128) = x
signed(x::UInt8) = bitcast(Int8, x)
signed(x::UInt16) = bitcast(Int16, x)
signed(x::UInt32) = bitcast(Int32, x)
signed(x::UInt64) = bitcast(Int64, x)
signed(x::UInt128) = bitcast(Int128, x)
unsigned(x::UInt8) = x
unsigned(x::UInt16) = x
unsigned(x::UInt32) = x
unsigned(x::UInt64) = x
unsigned(x::UInt128) = x
unsigned(x::Int8) = bitcast(UInt8, x)
unsigned(x::Int16) = bitcast(UInt16, x)
unsigned(x::Int32) = bitcast(UInt32, x)
unsigned(x::Int64) = bitcast(UInt64, x)
unsigned(x::Int128) = bitcast(UInt128, x)
unsigned(x::Bool) = rem(x, UInt64)
signed(x::Bool) = rem(x, Int64)

# ---------------------------------------------------------------- limits, zero, one
typemin(::Type{Int8}) = rem(-128, Int8)
typemax(::Type{Int8}) = rem(127, Int8)
typemin(::Type{Int16}) = rem(-32768, Int16)
typemax(::Type{Int16}) = rem(32767, Int16)
typemin(::Type{Int32}) = rem(-2147483648, Int32)
typemax(::Type{Int32}) = rem(2147483647, Int32)
typemin(::Type{Int64}) = -9223372036854775807 - 1
typemax(::Type{Int64}) = 9223372036854775807
typemin(::Type{Int128}) = not_int(typemax(Int128))
typemax(::Type{Int128}) = lshr_int(not_int(rem(0, Int128)), 1)
typemin(::Type{T}) where {T<:BitUnsigned} = rem(0, T)
typemax(::Type{T}) where {T<:BitUnsigned} = not_int(rem(0, T))
typemin(::Type{Bool}) = false
typemax(::Type{Bool}) = true
typemin(x::Real) = typemin(typeof(x))
typemax(x::Real) = typemax(typeof(x))
zero(::Type{T}) where {T<:BitInteger} = rem(0, T)
one(::Type{T}) where {T<:BitInteger} = rem(1, T)
zero(::Type{Bool}) = false
one(::Type{Bool}) = true

# ---------------------------------------------------------------- arithmetic (wraps)
+(x::T, y::T) where {T<:BitInteger} = add_int(x, y)
-(x::T, y::T) where {T<:BitInteger} = sub_int(x, y)
*(x::T, y::T) where {T<:BitInteger} = mul_int(x, y)
-(x::BitInteger) = neg_int(x)
+(x::Bool, y::Bool) = rem(x, Int64) + rem(y, Int64)
-(x::Bool, y::Bool) = rem(x, Int64) - rem(y, Int64)
-(x::Bool) = neg_int(rem(x, Int64))
*(x::Bool, y::Bool) = x & y
/(x::T, y::T) where {T<:Integer} = float(x) / float(y)

div(x::T, y::T) where {T<:BitSigned} = sdiv_int(x, y)
div(x::T, y::T) where {T<:BitUnsigned} = udiv_int(x, y)
function rem(x::T, y::T) where {T<:BitSigned}
    # typemin(T) % -1 is 0 (not an overflow) in Julia
    y == not_int(xor_int(y, y)) && return xor_int(y, y)
    return srem_int(x, y)
end
rem(x::T, y::T) where {T<:BitUnsigned} = urem_int(x, y)
function fld(x::T, y::T) where {T<:BitSigned}
    d = div(x, y)
    return d - rem((signbit(xor(x, y)) & (d * y != x)), T)
end
fld(x::T, y::T) where {T<:BitUnsigned} = div(x, y)
function cld(x::T, y::T) where {T<:BitSigned}
    d = div(x, y)
    return d + rem(((x > zero(T)) == (y > zero(T))) & (d * y != x), T)
end
function cld(x::T, y::T) where {T<:BitUnsigned}
    d = div(x, y)
    return d + rem(d * y != x, T)
end
function mod(x::T, y::T) where {T<:BitSigned}
    y == not_int(xor_int(y, y)) && return xor_int(y, y)
    r = srem_int(x, y)
    return ifelse((r != zero(T)) & (signbit(r) != signbit(y)), r + y, r)
end
mod(x::T, y::T) where {T<:BitUnsigned} = urem_int(x, y)
div(x::Bool, y::Bool) = y ? x : throw(DivideError())
rem(x::Bool, y::Bool) = y ? false : throw(DivideError())
mod(x::Bool, y::Bool) = rem(x, y)
fld(x::Bool, y::Bool) = div(x, y)
cld(x::Bool, y::Bool) = div(x, y)
divrem(x, y) = (div(x, y), rem(x, y))
fldmod(x, y) = (fld(x, y), mod(x, y))

# ---------------------------------------------------------------- comparison
==(x::T, y::T) where {T<:BitInteger} = eq_int(x, y)
!=(x::T, y::T) where {T<:BitInteger} = ne_int(x, y)
<(x::T, y::T) where {T<:BitSigned} = slt_int(x, y)
<=(x::T, y::T) where {T<:BitSigned} = sle_int(x, y)
<(x::T, y::T) where {T<:BitUnsigned} = ult_int(x, y)
<=(x::T, y::T) where {T<:BitUnsigned} = ule_int(x, y)
<(x::Bool, y::Bool) = ult_int(x, y)
<=(x::Bool, y::Bool) = ule_int(x, y)
# signed against unsigned compares values, never wrapped bits
==(x::BitSigned, y::BitUnsigned) = !isneg_int(x) & (unsigned(x) == y)
==(x::BitUnsigned, y::BitSigned) = !isneg_int(y) & (x == unsigned(y))
<(x::BitSigned, y::BitUnsigned) = isneg_int(x) | (unsigned(x) < y)
<(x::BitUnsigned, y::BitSigned) = !isneg_int(y) & (x < unsigned(y))
<=(x::BitSigned, y::BitUnsigned) = isneg_int(x) | (unsigned(x) <= y)
<=(x::BitUnsigned, y::BitSigned) = !isneg_int(y) & (x <= unsigned(y))
isless(x::Integer, y::Integer) = x < y

# ---------------------------------------------------------------- bits
(&)(x::T, y::T) where {T<:BitInteger} = and_int(x, y)
|(x::T, y::T) where {T<:BitInteger} = or_int(x, y)
xor(x::T, y::T) where {T<:BitInteger} = xor_int(x, y)
xor(x::Bool, y::Bool) = xor_int(x, y)
(⊻)(x, y) = xor(x, y)
~(x::BitInteger) = not_int(x)
~(x::Bool) = !x
>>(x::BitSigned, y::BitUnsigned) = ashr_int(x, y)
>>(x::BitUnsigned, y::BitUnsigned) = lshr_int(x, y)
<<(x::BitInteger, y::BitUnsigned) = shl_int(x, y)
>>>(x::BitInteger, y::BitUnsigned) = lshr_int(x, y)
# a negative shift count shifts the other way
>>(x::BitInteger, y::BitSigned) = isneg_int(y) ? x << unsigned(-y) : x >> unsigned(y)
<<(x::BitInteger, y::BitSigned) = isneg_int(y) ? x >> unsigned(-y) : x << unsigned(y)
>>>(x::BitInteger, y::BitSigned) = isneg_int(y) ? x << unsigned(-y) : x >>> unsigned(y)
count_ones(x::BitInteger) = rem(ctpop_int(x), Int64)
count_zeros(x::BitInteger) = count_ones(~x)
leading_zeros(x::BitInteger) = rem(ctlz_int(x), Int64)
trailing_zeros(x::BitInteger) = rem(cttz_int(x), Int64)
leading_ones(x::BitInteger) = leading_zeros(~x)
trailing_ones(x::BitInteger) = trailing_zeros(~x)
count_ones(x::Bool) = rem(x, Int64)
# the bytes in reverse order (LLVM recognizes the loop as its bswap); the host is little-endian
function bswap(x::T) where {T<:BitInteger}
    r = zero(T)
    u = x
    for i in 1:sizeof(T)
        r = (r << 8) | ((u % UInt8) % T)
        u = u >>> 8
    end
    return r
end
bswap(x::Bool) = x
ntoh(x) = bswap(x)
hton(x) = bswap(x)
ltoh(x) = x
htol(x) = x
ispow2(x::Integer) = (x > zero(x)) & (count_ones(x) == 1)

# ---------------------------------------------------------------- sign and magnitude
signbit(x::BitSigned) = isneg_int(x)
signbit(x::Unsigned) = false
signbit(x::Bool) = false
flipsign(x::T, y::T) where {T<:BitSigned} = flipsign_int(x, y)
flipsign(x::Signed, y::Real) = ifelse(signbit(y), -x, x)
flipsign(x::Unsigned, y::Real) = x
copysign(x::Signed, y::Real) = ifelse(signbit(x) != signbit(y), -x, x)
copysign(x::Unsigned, y::Real) = x
abs(x::BitSigned) = flipsign_int(x, x)
abs(x::Unsigned) = x
abs(x::Bool) = x
sign(x::Signed) = rem((x > zero(x)), typeof(x)) - rem(isneg_int(x), typeof(x))
sign(x::Unsigned) = rem(x != zero(x), typeof(x))
sign(x::Bool) = x
iseven(x::Integer) = (x & one(x)) == zero(x)
isodd(x::Integer) = (x & one(x)) != zero(x)
isinteger(x::Integer) = true
isfinite(x::Integer) = true
isnan(x::Integer) = false
isinf(x::Integer) = false

# ---------------------------------------------------------------- checked arithmetic
throw_overflowerr_binaryop(op, x, y) =
    throw(OverflowError(string(x, " ", op, " ", y, " overflowed for type ", typeof(x))))
function checked_add(x::T, y::T) where {T<:BitSigned}
    r = checked_sadd_int(x, y)
    getfield(r, 2) && throw_overflowerr_binaryop("+", x, y)
    return getfield(r, 1)
end
function checked_sub(x::T, y::T) where {T<:BitSigned}
    r = checked_ssub_int(x, y)
    getfield(r, 2) && throw_overflowerr_binaryop("-", x, y)
    return getfield(r, 1)
end
function checked_mul(x::T, y::T) where {T<:BitSigned}
    r = checked_smul_int(x, y)
    getfield(r, 2) && throw_overflowerr_binaryop("*", x, y)
    return getfield(r, 1)
end
function checked_add(x::T, y::T) where {T<:BitUnsigned}
    r = checked_uadd_int(x, y)
    getfield(r, 2) && throw_overflowerr_binaryop("+", x, y)
    return getfield(r, 1)
end
function checked_sub(x::T, y::T) where {T<:BitUnsigned}
    r = checked_usub_int(x, y)
    getfield(r, 2) && throw_overflowerr_binaryop("-", x, y)
    return getfield(r, 1)
end
function checked_mul(x::T, y::T) where {T<:BitUnsigned}
    r = checked_umul_int(x, y)
    getfield(r, 2) && throw_overflowerr_binaryop("*", x, y)
    return getfield(r, 1)
end
checked_add(x::Integer, y::Integer) = checked_add(promote(x, y)...)
checked_sub(x::Integer, y::Integer) = checked_sub(promote(x, y)...)
checked_mul(x::Integer, y::Integer) = checked_mul(promote(x, y)...)
# -x as 0 - x (Julia's checked_neg: "0 - -9223372036854775808 overflowed for type Int64")
checked_neg(x::T) where {T<:BitSigned} = checked_sub(zero(T), x)
function checked_abs(x::T) where {T<:BitSigned}
    x == typemin(T) && throw(OverflowError(string("checked arithmetic: cannot compute |x| for x = ", x, "::", T)))
    return abs(x)
end
checked_abs(x::Unsigned) = x
checked_neg(x::T) where {T<:Unsigned} = checked_sub(zero(T), x)

# ---------------------------------------------------------------- widening
widen(::Type{Int8}) = Int16
widen(::Type{Int16}) = Int32
widen(::Type{Int32}) = Int64
widen(::Type{Int64}) = Int128
widen(::Type{UInt8}) = UInt16
widen(::Type{UInt16}) = UInt32
widen(::Type{UInt32}) = UInt64
widen(::Type{UInt64}) = UInt128
widen(::Type{Int128}) = Int128
widen(::Type{UInt128}) = UInt128
widen(x::Integer) = rem(x, widen(typeof(x)))
widemul(x::Integer, y::Integer) = widen(x) * widen(y)

# ---------------------------------------------------------------- gcd, lcm
function gcd(a::T, b::T) where {T<:Integer}
    while b != zero(T)
        t = b
        b = rem(a, b)
        a = t
    end
    return checked_abs(a)
end
function lcm(a::T, b::T) where {T<:Integer}
    (a == zero(T)) | (b == zero(T)) && return zero(T)
    return checked_abs(checked_mul(a, div(b, gcd(b, a))))
end
gcd(a::Integer, b::Integer) = gcd(promote(a, b)...)
lcm(a::Integer, b::Integer) = lcm(promote(a, b)...)
gcd(a::Integer) = a
lcm(a::Integer) = a
