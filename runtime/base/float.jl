# float.jl — Float32 and Float64 on Core.Intrinsics: arithmetic, comparison, conversion
# to and from integers (with InexactError when a value does not fit), rounding, and the
# IEEE predicates. Written once for both widths via `where {T<:IEEEFloat}`.

const IEEEFloat = Union{Float32, Float64}
const Inf = bitcast(Float64, 0x7ff0000000000000)
const NaN = bitcast(Float64, 0x7ff8000000000000)
const Inf64 = Inf
const NaN64 = NaN
const Inf32 = bitcast(Float32, 0x7f800000)
const NaN32 = bitcast(Float32, 0x7fc00000)

# ---------------------------------------------------------------- arithmetic
+(x::T, y::T) where {T<:IEEEFloat} = add_float(x, y)
-(x::T, y::T) where {T<:IEEEFloat} = sub_float(x, y)
*(x::T, y::T) where {T<:IEEEFloat} = mul_float(x, y)
/(x::T, y::T) where {T<:IEEEFloat} = div_float(x, y)
-(x::IEEEFloat) = neg_float(x)
muladd(x::T, y::T, z::T) where {T<:IEEEFloat} = muladd_float(x, y, z)
fma(x::T, y::T, z::T) where {T<:IEEEFloat} = fma_float(x, y, z)
rem(x::T, y::T) where {T<:IEEEFloat} = rem_float(x, y)
function mod(x::T, y::T) where {T<:IEEEFloat}
    r = rem(x, y)
    if r == zero(T)
        return copysign(r, y)
    elseif (r > zero(T)) == (y > zero(T))
        return r
    else
        return r + y
    end
end
# x - rem(x, y) is a multiple of y up to rounding, so the quotient lands within an ulp or two
# of an integer: round it to the nearest (as 1.7 does) rather than truncate/floor, which
# would drop a whole unit when it lands just below (fld(-1.0, 0.4) is -3.0, not -4.0).
div(x::T, y::T) where {T<:IEEEFloat} = round((x - rem(x, y)) / y)
fld(x::T, y::T) where {T<:IEEEFloat} = round((x - mod(x, y)) / y)
cld(x::T, y::T) where {T<:IEEEFloat} = -fld(-x, y)

# ---------------------------------------------------------------- comparison
==(x::T, y::T) where {T<:IEEEFloat} = eq_float(x, y)
!=(x::T, y::T) where {T<:IEEEFloat} = ne_float(x, y)
<(x::T, y::T) where {T<:IEEEFloat} = lt_float(x, y)
<=(x::T, y::T) where {T<:IEEEFloat} = le_float(x, y)
isequal(x::T, y::T) where {T<:IEEEFloat} = fpiseq(x, y)
isless(x::T, y::T) where {T<:IEEEFloat} = (x < y) | (!isnan(x) & isnan(y)) |
    ((x == y) & signbit(x) & !signbit(y))
# floats against integers compare exactly (2^53 + 1 != 2.0^53)
function ==(x::IEEEFloat, y::T) where {T<:BitSigned64}
    x == float_of(x, y) || return false
    x == -float_of(x, typemin(T)) && return false
    return fptosi(T, x) == y
end
==(x::BitSigned64, y::IEEEFloat) = y == x
float_of(x::Float64, y::Integer) = sitofp(Float64, y)
float_of(x::Float32, y::Integer) = sitofp(Float32, y)
min(x::T, y::T) where {T<:IEEEFloat} =
    ifelse((y < x) | (signbit(y) > signbit(x)), ifelse(isnan(x), x, y), ifelse(isnan(y), y, x))
max(x::T, y::T) where {T<:IEEEFloat} =
    ifelse((y > x) | (signbit(y) < signbit(x)), ifelse(isnan(x), x, y), ifelse(isnan(y), y, x))

# ---------------------------------------------------------------- predicates and sign
isnan(x::IEEEFloat) = x != x
isfinite(x::IEEEFloat) = x - x == zero(x)
isinf(x::IEEEFloat) = !isnan(x) & !isfinite(x)
isinteger(x::IEEEFloat) = isfinite(x) & (trunc(x) == x)
signbit(x::Float64) = slt_int(bitcast(Int64, x), 0)
signbit(x::Float32) = slt_int(bitcast(Int32, x), rem(0, Int32))
abs(x::IEEEFloat) = abs_float(x)
copysign(x::T, y::T) where {T<:IEEEFloat} = copysign_float(x, y)
copysign(x::IEEEFloat, y::Real) = copysign(x, convert(typeof(x), y))
flipsign(x::T, y::T) where {T<:IEEEFloat} = ifelse(signbit(y), -x, x)
flipsign(x::IEEEFloat, y::Real) = ifelse(signbit(y), -x, x)
sign(x::IEEEFloat) = ifelse(x == zero(x) || isnan(x), x, copysign(one(x), x))
zero(::Type{Float64}) = 0.0
one(::Type{Float64}) = 1.0
zero(::Type{Float32}) = 0.0f0
one(::Type{Float32}) = 1.0f0
typemin(::Type{Float64}) = -Inf
typemax(::Type{Float64}) = Inf
typemin(::Type{Float32}) = -Inf32
typemax(::Type{Float32}) = Inf32
floatmax(::Type{Float64}) = bitcast(Float64, 0x7fefffffffffffff)
floatmin(::Type{Float64}) = bitcast(Float64, 0x0010000000000000)
floatmax(::Type{Float32}) = bitcast(Float32, 0x7f7fffff)
floatmin(::Type{Float32}) = bitcast(Float32, 0x00800000)
eps(::Type{Float64}) = bitcast(Float64, 0x3cb0000000000000)
eps(::Type{Float32}) = bitcast(Float32, 0x34000000)

# ---------------------------------------------------------------- conversion
Float64(x::Float64) = x
Float64(x::Float32) = fpext(Float64, x)
Float32(x::Float32) = x
Float32(x::Float64) = fptrunc(Float32, x)
Float64(x::BitSigned) = sitofp(Float64, x)
Float64(x::BitUnsigned) = uitofp(Float64, x)
Float32(x::BitSigned) = sitofp(Float32, x)
Float32(x::BitUnsigned) = uitofp(Float32, x)
Float64(x::Bool) = uitofp(Float64, x)
Float32(x::Bool) = uitofp(Float32, x)
AbstractFloat(x::Float64) = x
AbstractFloat(x::Float32) = x
AbstractFloat(x::Integer) = Float64(x)
float(x::IEEEFloat) = x

# float -> integer: exact values only, else InexactError(:T, T, x)
function float_to_int(::Type{T}, x::IEEEFloat) where {T<:BitInteger}
    if isinteger(x) && fits_int(T, x)
        return unsafe_trunc(T, x)
    end
    throw(InexactError(nameof_int(T), T, x))
end
fits_int(::Type{T}, x::IEEEFloat) where {T<:BitSigned} =
    (x >= float_of(x, typemin(T))) & (x < -float_of(x, typemin(T)))
fits_int(::Type{T}, x::IEEEFloat) where {T<:BitUnsigned} =
    (x > -one(x)) & (x < float_of(x, typemax(T) >> 1) * 2 + 2)
fits_int(::Type{UInt128}, x::Float32) = (x > -one(x)) & isfinite(x)
unsafe_trunc(::Type{T}, x::IEEEFloat) where {T<:BitSigned} = fptosi(T, x)
unsafe_trunc(::Type{T}, x::IEEEFloat) where {T<:BitUnsigned} = fptoui(T, x)
nameof_int(::Type{Int8}) = :Int8
nameof_int(::Type{Int16}) = :Int16
nameof_int(::Type{Int32}) = :Int32
nameof_int(::Type{Int64}) = :Int64
nameof_int(::Type{Int128}) = :Int128
nameof_int(::Type{UInt8}) = :UInt8
nameof_int(::Type{UInt16}) = :UInt16
nameof_int(::Type{UInt32}) = :UInt32
nameof_int(::Type{UInt64}) = :UInt64
nameof_int(::Type{UInt128}) = :UInt128
nameof_int(::Type{T}) where {T} = nameof(T)
Int8(x::IEEEFloat) = float_to_int(Int8, x)
Int16(x::IEEEFloat) = float_to_int(Int16, x)
Int32(x::IEEEFloat) = float_to_int(Int32, x)
Int64(x::IEEEFloat) = float_to_int(Int64, x)
Int128(x::IEEEFloat) = float_to_int(Int128, x)
UInt8(x::IEEEFloat) = float_to_int(UInt8, x)
UInt16(x::IEEEFloat) = float_to_int(UInt16, x)
UInt32(x::IEEEFloat) = float_to_int(UInt32, x)
UInt64(x::IEEEFloat) = float_to_int(UInt64, x)
UInt128(x::IEEEFloat) = float_to_int(UInt128, x)
function Bool(x::IEEEFloat)
    x == zero(x) && return false
    x == one(x) && return true
    throw(InexactError(:Bool, Bool, x))
end
convert(::Type{T}, x::IEEEFloat) where {T<:Integer} = T(x)
convert(::Type{T}, x::Real) where {T<:IEEEFloat} = T(x)

# ---------------------------------------------------------------- rounding
floor(x::IEEEFloat) = floor_llvm(x)
ceil(x::IEEEFloat) = ceil_llvm(x)
trunc(x::IEEEFloat) = trunc_llvm(x)
round(x::IEEEFloat) = rint_llvm(x)     # ties to even, as Julia's RoundNearest
# round(T, x) etc.: round in floating point, then convert with trunc's error text
function round_to_int(::Type{T}, f::Symbol, x::IEEEFloat, r::IEEEFloat) where {T<:Integer}
    if isfinite(r) && fits_int(T, r)
        return unsafe_trunc(T, r)
    end
    throw(InexactError(f, T, r))
end
trunc(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = round_to_int(T, :trunc, x, trunc(x))
floor(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = round_to_int(T, :trunc, x, floor(x))
ceil(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = round_to_int(T, :trunc, x, ceil(x))
round(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = round_to_int(T, :trunc, x, round(x))
trunc(::Type{Integer}, x::IEEEFloat) = trunc(Int64, x)
floor(::Type{Integer}, x::IEEEFloat) = floor(Int64, x)
ceil(::Type{Integer}, x::IEEEFloat) = ceil(Int64, x)
round(::Type{Integer}, x::IEEEFloat) = round(Int64, x)
round(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
trunc(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
floor(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
ceil(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
round(x::Integer) = x
trunc(x::Integer) = x
floor(x::Integer) = x
ceil(x::Integer) = x

# ---------------------------------------------------------------- bit layout
# sign, exponent and significand fields of the IEEE formats, as Julia's float.jl names them
uinttype(::Type{Float64}) = UInt64
uinttype(::Type{Float32}) = UInt32
sign_mask(::Type{Float64}) = 0x8000000000000000
exponent_mask(::Type{Float64}) = 0x7ff0000000000000
exponent_one(::Type{Float64}) = 0x3ff0000000000000
exponent_half(::Type{Float64}) = 0x3fe0000000000000
significand_mask(::Type{Float64}) = 0x000fffffffffffff
sign_mask(::Type{Float32}) = 0x80000000
exponent_mask(::Type{Float32}) = 0x7f800000
exponent_one(::Type{Float32}) = 0x3f800000
exponent_half(::Type{Float32}) = 0x3f000000
significand_mask(::Type{Float32}) = 0x007fffff
significand_bits(::Type{Float64}) = 52
significand_bits(::Type{Float32}) = 23
exponent_bits(::Type{Float64}) = 11
exponent_bits(::Type{Float32}) = 8
exponent_bias(::Type{Float64}) = 1023
exponent_bias(::Type{Float32}) = 127
precision(::Type{Float64}) = 53
precision(::Type{Float32}) = 24
precision(x::IEEEFloat) = precision(typeof(x))

# reinterpret(T, x) of a bits scalar: the same bits as another type of the same size
const Bits8 = Union{Int8, UInt8, Bool}
const Bits16 = Union{Int16, UInt16}
const Bits32 = Union{Int32, UInt32, Float32, Char}
const Bits64 = Union{Int64, UInt64, Float64}
const Bits128 = Union{Int128, UInt128}
reinterpret(::Type{T}, x::Bits8) where {T<:Bits8} = bitcast(T, x)
reinterpret(::Type{T}, x::Bits16) where {T<:Bits16} = bitcast(T, x)
reinterpret(::Type{T}, x::Bits32) where {T<:Bits32} = bitcast(T, x)
reinterpret(::Type{T}, x::Bits64) where {T<:Bits64} = bitcast(T, x)
reinterpret(::Type{T}, x::Bits128) where {T<:Bits128} = bitcast(T, x)
reinterpret(::Type{T}, x::Union{Bits8, Bits16, Bits32, Bits64, Bits128}) where {T<:Union{Bits8, Bits16, Bits32, Bits64, Bits128}} =
    throw(ErrorException("bitcast: argument size does not match size of target type"))
reinterpret(::Type{Unsigned}, x::Float64) = bitcast(UInt64, x)
reinterpret(::Type{Unsigned}, x::Float32) = bitcast(UInt32, x)
reinterpret(::Type{Signed}, x::Float64) = bitcast(Int64, x)
reinterpret(::Type{Signed}, x::Float32) = bitcast(Int32, x)

Integer(x::Integer) = x
Integer(x::IEEEFloat) = Int64(x)
# Signed(x)/Unsigned(x): the integer of the same width and the other signedness (checked,
# as boot.jl's), or an Int64/UInt64 for a float or a Bool
Signed(x::UInt8) = Int8(x)
Signed(x::UInt16) = Int16(x)
Signed(x::UInt32) = Int32(x)
Signed(x::UInt64) = Int64(x)
Signed(x::UInt128) = Int128(x)
Unsigned(x::Int8) = UInt8(x)
Unsigned(x::Int16) = UInt16(x)
Unsigned(x::Int32) = UInt32(x)
Unsigned(x::Int64) = UInt64(x)
Unsigned(x::Int128) = UInt128(x)
Signed(x::Union{IEEEFloat, Bool}) = Int64(x)
Unsigned(x::Union{IEEEFloat, Bool}) = UInt64(x)
issubnormal(x::T) where {T<:IEEEFloat} = (abs(x) < floatmin(T)) & (x != zero(T))

# ---------------------------------------------------------------- limits of a value
floatmin(x::T) where {T<:IEEEFloat} = floatmin(T)
floatmax(x::T) where {T<:IEEEFloat} = floatmax(T)
floatmin() = floatmin(Float64)
floatmax() = floatmax(Float64)
maxintfloat(::Type{Float64}) = 9007199254740992.0
maxintfloat(::Type{Float32}) = 16777216.0f0
maxintfloat(x::T) where {T<:IEEEFloat} = maxintfloat(T)
maxintfloat(::Type{S}, ::Type{T}) where {S<:IEEEFloat, T<:Integer} = min(maxintfloat(S), S(typemax(T)))
maxintfloat() = maxintfloat(Float64)
eps() = eps(Float64)
# the gap from x to the next float of larger magnitude (NaN for Inf and NaN)
eps(x::T) where {T<:IEEEFloat} = isfinite(x) ?
    (abs(x) >= floatmin(T) ? ldexp(eps(T), exponent(x)) : nextfloat(zero(T))) : oftype(x, NaN)

# ---------------------------------------------------------------- neighbours
uabs(x::BitSigned) = unsigned(abs(x))
uabs(x::Integer) = abs(x)
# step d floats away from f on the sign-magnitude integer line (saturating at ±Inf)
function nextfloat(f::F, d::Integer) where {F<:IEEEFloat}
    fumax = bitcast(uinttype(F), typemax(F))
    U = typeof(fumax)
    isnan(f) && return f
    fi = reinterpret(Signed, f)
    fneg = fi < zero(fi)
    fu = unsigned(fi & typemax(fi))
    dneg = d < zero(d)
    da = uabs(d)
    if da > typemax(U)
        fneg = dneg
        fu = fumax
    else
        du = da % U
        if fneg ⊻ dneg
            if du > fu
                fu = min(fumax, du - fu)
                fneg = !fneg
            else
                fu = fu - du
            end
        else
            if fumax - fu < du
                fu = fumax
            else
                fu = fu + du
            end
        end
    end
    if fneg
        fu |= sign_mask(F)
    end
    return bitcast(F, fu)
end
nextfloat(x::IEEEFloat) = nextfloat(x, 1)
prevfloat(x::IEEEFloat, d::Integer) = nextfloat(x, -d)
prevfloat(x::IEEEFloat) = nextfloat(x, -1)

# ---------------------------------------------------------------- exponent and significand
function exponent(x::T) where {T<:IEEEFloat}
    xs = reinterpret(Unsigned, x) & ~sign_mask(T)
    xs >= exponent_mask(T) && throw(DomainError(x, "Cannot be NaN or Inf."))
    k = rem(xs >> significand_bits(T), Int64)
    if k == 0    # subnormal
        xs == zero(xs) && throw(DomainError(x, "Cannot be subnormal converted to 0."))
        k = 1 - (leading_zeros(xs) - exponent_bits(T))
    end
    return k - exponent_bias(T)
end
function significand(x::T) where {T<:IEEEFloat}
    xu = reinterpret(Unsigned, x)
    xs = xu & ~sign_mask(T)
    xs >= exponent_mask(T) && return x      # NaN or Inf
    if xs <= significand_mask(T)            # subnormal or zero
        xs == zero(xs) && return x
        xs <<= unsigned(leading_zeros(xs) - exponent_bits(T))
        xu = xs | (xu & sign_mask(T))
    end
    return bitcast(T, (xu & ~exponent_mask(T)) | exponent_one(T))
end
function frexp(x::T) where {T<:IEEEFloat}
    xu = reinterpret(Unsigned, x)
    xs = xu & ~sign_mask(T)
    xs >= exponent_mask(T) && return x, 0
    k = rem(xs >> significand_bits(T), Int64)
    if k == 0
        xs == zero(xs) && return x, 0
        m = leading_zeros(xs) - exponent_bits(T)
        xs <<= unsigned(m)
        xu = xs | (xu & sign_mask(T))
        k = 1 - m
    end
    k -= exponent_bias(T) - 1
    return bitcast(T, (xu & ~exponent_mask(T)) | exponent_half(T)), k
end
ldexp_count(e::Integer) = e > 100000 ? rem(100000, Int32) : e < -100000 ? rem(-100000, Int32) : rem(e, Int32)
ldexp(x::Float64, e::Integer) = ccall(:scalbn, Float64, (Float64, Int32), x, ldexp_count(e))
ldexp(x::Float32, e::Integer) = ccall(:scalbnf, Float32, (Float32, Int32), x, ldexp_count(e))
