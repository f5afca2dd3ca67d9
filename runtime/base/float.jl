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
div(x::T, y::T) where {T<:IEEEFloat} = trunc((x - rem(x, y)) / y)
fld(x::T, y::T) where {T<:IEEEFloat} = floor((x - mod(x, y)) / y)
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
