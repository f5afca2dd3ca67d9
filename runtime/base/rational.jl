# rational.jl — Rational{T}: exact fractions n//d kept normalised (gcd-reduced, positive
# denominator). Arithmetic is overflow-checked (OverflowError) as in Julia; 0//0 and a
# typemin denominator are ArgumentErrors.

struct Rational{T<:Integer} <: Real
    num::T
    den::T
end
unsafe_rational(::Type{T}, num, den) where {T<:Integer} = Rational{T}(num, den)
unsafe_rational(num::T, den::T) where {T<:Integer} = Rational{T}(num, den)
unsafe_rational(num::Integer, den::Integer) = unsafe_rational(promote(num, den)...)

throw_rational_typemin(T) =
    throw(ArgumentError(string("invalid rational: denominator can't be typemin(", T, ")")))
throw_rational_zero(T) = throw(ArgumentError(string("invalid rational: zero(", T, ")//zero(", T, ")")))
function checked_den(num::T, den::T) where {T<:Integer}
    if signbit(den)
        den = -den
        signbit(den) && throw_rational_typemin(T)
        num = -num
    end
    return unsafe_rational(num, den)
end
checked_den(num::Integer, den::Integer) = checked_den(promote(num, den)...)

function divgcd(x::Integer, y::Integer)
    g = gcd(x, y)
    return (div(x, g), div(y, g))
end
function make_rational(num::T, den::T) where {T<:Integer}
    iszero(den) && iszero(num) && throw_rational_zero(T)
    g = gcd(num, den)
    return checked_den(div(num, g), div(den, g))
end
Rational(n::T, d::T) where {T<:Integer} = make_rational(n, d)
Rational(n::Integer, d::Integer) = make_rational(promote(n, d)...)
Rational(n::Integer) = unsafe_rational(n, one(n))
Rational(x::Rational) = x

//(n::Integer, d::Integer) = Rational(n, d)
function //(x::Rational, y::Integer)
    xnyn_ = divgcd(x.num, y)
    xn = getfield(xnyn_, 1)
    yn = getfield(xnyn_, 2)
    return checked_den(xn, checked_mul(x.den, yn))
end
function //(x::Integer, y::Rational)
    xnyd_ = divgcd(x, y.num)
    xn = getfield(xnyd_, 1)
    yd = getfield(xnyd_, 2)
    return checked_den(checked_mul(xn, y.den), yd)
end
function //(x::Rational, y::Rational)
    xnyn_ = divgcd(x.num, y.num)
    xn = getfield(xnyn_, 1)
    yn = getfield(xnyn_, 2)
    xdyd_ = divgcd(x.den, y.den)
    xd = getfield(xdyd_, 1)
    yd = getfield(xdyd_, 2)
    return checked_den(checked_mul(xn, yd), checked_mul(xd, yn))
end

numerator(x::Integer) = x
denominator(x::Integer) = one(x)
numerator(x::Rational) = x.num
denominator(x::Rational) = x.den

# ---------------------------------------------------------------- conversion, promotion
convert(::Type{Rational{T}}, x::Rational{T}) where {T<:Integer} = x
convert(::Type{Rational{T}}, x::Rational) where {T<:Integer} =
    unsafe_rational(T, convert(T, x.num), convert(T, x.den))
convert(::Type{Rational{T}}, x::Integer) where {T<:Integer} = unsafe_rational(T, convert(T, x), one(T))
Float64(x::Rational) = Float64(x.num) / Float64(x.den)
Float32(x::Rational) = Float32(Float64(x.num) / Float64(x.den))
convert(::Type{T}, x::Rational) where {T<:IEEEFloat} = T(x)
float(x::Rational) = Float64(x)
function rational_to_int(::Type{T}, x::Rational) where {T<:Integer}
    x.den == one(x.den) || throw(InexactError(nameof_int(T), T, x))
    return convert(T, x.num)
end
convert(::Type{T}, x::Rational) where {T<:Integer} = rational_to_int(T, x)
Int64(x::Rational) = rational_to_int(Int64, x)
Int32(x::Rational) = rational_to_int(Int32, x)
Integer(x::Rational) = rational_to_int(Integer, x)
promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer, S<:Integer} = Rational{promote_type(T, S)}
promote_rule(::Type{Rational{T}}, ::Type{Rational{S}}) where {T<:Integer, S<:Integer} =
    Rational{promote_type(T, S)}
promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer, S<:IEEEFloat} = S

# ---------------------------------------------------------------- arithmetic
function -(x::Rational{T}) where {T<:BitSigned}
    x.num == typemin(T) && throw(OverflowError("rational numerator is typemin(T)"))
    return unsafe_rational(-x.num, x.den)
end
-(x::Rational{T}) where {T<:Unsigned} = x.num == zero(T) ? x :
    throw(OverflowError("cannot negate unsigned number"))
function +(x::Rational, y::Rational)
    xdyd_ = divgcd(promote(x.den, y.den)...)
    xd = getfield(xdyd_, 1)
    yd = getfield(xdyd_, 2)
    return Rational(checked_add(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function -(x::Rational, y::Rational)
    xdyd_ = divgcd(promote(x.den, y.den)...)
    xd = getfield(xdyd_, 1)
    yd = getfield(xdyd_, 2)
    return Rational(checked_sub(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function *(x::Rational, y::Rational)
    xnyd_ = divgcd(promote(x.num, y.den)...)
    xn = getfield(xnyd_, 1)
    yd = getfield(xnyd_, 2)
    xdyn_ = divgcd(promote(x.den, y.num)...)
    xd = getfield(xdyn_, 1)
    yn = getfield(xdyn_, 2)
    return unsafe_rational(checked_mul(xn, yn), checked_mul(xd, yd))
end
+(x::Rational, y::Integer) = unsafe_rational(checked_add(x.num, checked_mul(x.den, y)), x.den)
-(x::Rational, y::Integer) = unsafe_rational(checked_sub(x.num, checked_mul(x.den, y)), x.den)
+(y::Integer, x::Rational) = x + y
-(y::Integer, x::Rational) = unsafe_rational(checked_sub(checked_mul(x.den, y), x.num), x.den)
function *(x::Rational, y::Integer)
    xdyn_ = divgcd(promote(x.den, y)...)
    xd = getfield(xdyn_, 1)
    yn = getfield(xdyn_, 2)
    return unsafe_rational(checked_mul(x.num, yn), xd)
end
*(y::Integer, x::Rational) = x * y
/(x::Rational, y::Rational) = x // y
/(x::Rational, y::Integer) = x // y
/(x::Integer, y::Rational) = x // y
inv(x::Rational) = checked_den(x.den, x.num)
function ^(x::Rational, n::Integer)
    n >= 0 && return power_by_squaring(x, n)
    return power_by_squaring(inv(x), -n)
end
div(x::Rational, y::Rational) = div(checked_mul(x.num, y.den), checked_mul(x.den, y.num))
fld(x::Rational, y::Rational) = fld(checked_mul(x.num, y.den), checked_mul(x.den, y.num))
cld(x::Rational, y::Rational) = cld(checked_mul(x.num, y.den), checked_mul(x.den, y.num))
function rem(x::Rational, y::Rational)
    xdyd_ = divgcd(promote(x.den, y.den)...)
    xd = getfield(xdyd_, 1)
    yd = getfield(xdyd_, 2)
    return Rational(rem(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function mod(x::Rational, y::Rational)
    xdyd_ = divgcd(promote(x.den, y.den)...)
    xd = getfield(xdyd_, 1)
    yd = getfield(xdyd_, 2)
    return Rational(mod(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
zero(::Type{Rational{T}}) where {T<:Integer} = unsafe_rational(T, zero(T), one(T))
one(::Type{Rational{T}}) where {T<:Integer} = unsafe_rational(T, one(T), one(T))
abs(x::Rational) = unsafe_rational(abs(x.num), x.den)
sign(x::Rational) = oftype(x, sign(x.num))
signbit(x::Rational) = signbit(x.num)
iszero(x::Rational) = iszero(x.num)
isone(x::Rational) = isone(x.num) & isone(x.den)
isinteger(x::Rational) = x.den == one(x.den)
isfinite(x::Rational) = !iszero(x.den)
isinf(x::Rational) = iszero(x.den)
isnan(x::Rational) = false
# (rounding: rationalround.jl, after the rounding modes)
gcd(x::Rational, y::Rational) = unsafe_rational(gcd(x.num, y.num), lcm(x.den, y.den))
lcm(x::Rational, y::Rational) = unsafe_rational(lcm(x.num, y.num), gcd(x.den, y.den))

# ---------------------------------------------------------------- comparison
==(x::Rational, y::Rational) = (x.den == y.den) & (x.num == y.num)
==(x::Rational, y::Integer) = (x.den == one(x.den)) & (x.num == y)
==(x::Integer, y::Rational) = y == x
# A rational and a float compare exactly, as Julia's do (not through the rounded float):
# a finite float as its exact fraction of BigInts, ±Inf as ±1//0; NaN is unordered.
function _exact_rational(y::IEEEFloat)
    isfinite(y) || return BigInt(y > 0 ? 1 : -1) // BigInt(0)
    iszero(y) && return BigInt(0) // BigInt(1)
    p = precision(typeof(y)) - 1
    m = BigInt(Int64(ldexp(significand(y), p)))   # y == m * 2^e exactly
    e = exponent(y) - p
    return e >= 0 ? (m * BigInt(2)^e) // BigInt(1) : m // BigInt(2)^(-e)
end
==(x::Rational, y::IEEEFloat) = !isnan(y) && x == _exact_rational(y)
==(x::IEEEFloat, y::Rational) = y == x
<(x::Rational, y::IEEEFloat) = !isnan(y) && x < _exact_rational(y)
<(x::IEEEFloat, y::Rational) = !isnan(x) && _exact_rational(x) < y
<=(x::Rational, y::IEEEFloat) = !isnan(y) && x <= _exact_rational(y)
<=(x::IEEEFloat, y::Rational) = !isnan(x) && _exact_rational(x) <= y
<(x::Rational, y::Rational) =
    x.den == y.den ? x.num < y.num : widemul(x.num, y.den) < widemul(x.den, y.num)
<=(x::Rational, y::Rational) =
    x.den == y.den ? x.num <= y.num : widemul(x.num, y.den) <= widemul(x.den, y.num)
<(x::Rational, y::Integer) = x.num < widemul(x.den, y)
<(x::Integer, y::Rational) = widemul(x, y.den) < y.num
<=(x::Rational, y::Integer) = x.num <= widemul(x.den, y)
<=(x::Integer, y::Rational) = widemul(x, y.den) <= y.num
