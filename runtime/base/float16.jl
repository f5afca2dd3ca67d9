# float16.jl — Float16 as Julia 1.7 has it on x86-64: stored as IEEE half, computed in
# Float32 (every operation converts both operands to Float32 and rounds the result back),
# converted with fptrunc/fpext, printed as the shortest digits that round-trip
# (show Float16(0.1), print 0.1; Inf16, NaN16).

const Inf16 = bitcast(Float16, 0x7c00)
const NaN16 = bitcast(Float16, 0x7e00)

# ---------------------------------------------------------------- conversions
Float16(x::Float16) = x
Float16(x::Float32) = fptrunc(Float16, x)
Float16(x::Float64) = fptrunc(Float16, x)
Float16(x::BitSigned) = Float16(sitofp(Float64, x))
Float16(x::BitUnsigned) = Float16(uitofp(Float64, x))
Float16(x::Bool) = x ? bitcast(Float16, 0x3c00) : bitcast(Float16, 0x0000)
Float16(x::Real) = Float16(Float64(x))
Float32(x::Float16) = fpext(Float32, x)
Float64(x::Float16) = fpext(Float64, x)
AbstractFloat(x::Float16) = x
Int8(x::Float16) = Int8(Float32(x))
Int16(x::Float16) = Int16(Float32(x))
Int32(x::Float16) = Int32(Float32(x))
Int64(x::Float16) = Int64(Float32(x))
Int128(x::Float16) = Int128(Float32(x))
UInt8(x::Float16) = UInt8(Float32(x))
UInt16(x::Float16) = UInt16(Float32(x))
UInt32(x::Float16) = UInt32(Float32(x))
UInt64(x::Float16) = UInt64(Float32(x))
UInt128(x::Float16) = UInt128(Float32(x))
promote_rule(::Type{Float32}, ::Type{Float16}) = Float32
promote_rule(::Type{Float64}, ::Type{Float16}) = Float64
promote_rule(::Type{Float16}, ::Type{T}) where {T<:Integer} = Float16

# ---------------------------------------------------------------- arithmetic, in Float32
+(x::Float16, y::Float16) = Float16(Float32(x) + Float32(y))
-(x::Float16, y::Float16) = Float16(Float32(x) - Float32(y))
*(x::Float16, y::Float16) = Float16(Float32(x) * Float32(y))
/(x::Float16, y::Float16) = Float16(Float32(x) / Float32(y))
^(x::Float16, y::Float16) = Float16(Float32(x)^Float32(y))
^(x::Float16, n::Integer) = Float16(Float32(x)^n)
-(x::Float16) = bitcast(Float16, xor(bitcast(UInt16, x), 0x8000))
rem(x::Float16, y::Float16) = Float16(rem(Float32(x), Float32(y)))
mod(x::Float16, y::Float16) = Float16(mod(Float32(x), Float32(y)))
muladd(x::Float16, y::Float16, z::Float16) = Float16(muladd(Float32(x), Float32(y), Float32(z)))
fma(x::Float16, y::Float16, z::Float16) = Float16(fma(Float32(x), Float32(y), Float32(z)))
div(x::Float16, y::Float16) = Float16(div(Float32(x), Float32(y)))
fld(x::Float16, y::Float16) = Float16(fld(Float32(x), Float32(y)))
cld(x::Float16, y::Float16) = Float16(cld(Float32(x), Float32(y)))

# ---------------------------------------------------------------- comparison and predicates
==(x::Float16, y::Float16) = Float32(x) == Float32(y)
!=(x::Float16, y::Float16) = Float32(x) != Float32(y)
<(x::Float16, y::Float16) = Float32(x) < Float32(y)
<=(x::Float16, y::Float16) = Float32(x) <= Float32(y)
isequal(x::Float16, y::Float16) = isequal(Float32(x), Float32(y))
isless(x::Float16, y::Float16) = isless(Float32(x), Float32(y))
min(x::Float16, y::Float16) = Float16(min(Float32(x), Float32(y)))
max(x::Float16, y::Float16) = Float16(max(Float32(x), Float32(y)))
isnan(x::Float16) = (bitcast(UInt16, x) & 0x7fff) > 0x7c00
isinf(x::Float16) = (bitcast(UInt16, x) & 0x7fff) == 0x7c00
isfinite(x::Float16) = (bitcast(UInt16, x) & 0x7c00) != 0x7c00
signbit(x::Float16) = (bitcast(UInt16, x) & 0x8000) != 0x0000
abs(x::Float16) = bitcast(Float16, bitcast(UInt16, x) & 0x7fff)
copysign(x::Float16, y::Float16) =
    bitcast(Float16, (bitcast(UInt16, x) & 0x7fff) | (bitcast(UInt16, y) & 0x8000))
copysign(x::Float16, y::Real) = copysign(x, Float16(y))
hash(x::Float16, h::UInt64) = hash(Float64(x), h)

# ---------------------------------------------------------------- rounding and functions
floor(x::Float16) = Float16(floor(Float32(x)))
ceil(x::Float16) = Float16(ceil(Float32(x)))
trunc(x::Float16) = Float16(trunc(Float32(x)))
round(x::Float16) = Float16(round(Float32(x)))
trunc(::Type{T}, x::Float16) where {T<:BitInteger} = trunc(T, Float32(x))
floor(::Type{T}, x::Float16) where {T<:BitInteger} = floor(T, Float32(x))
ceil(::Type{T}, x::Float16) where {T<:BitInteger} = ceil(T, Float32(x))
round(::Type{T}, x::Float16) where {T<:BitInteger} = round(T, Float32(x))
sqrt(x::Float16) = Float16(sqrt(Float32(x)))
exp(x::Float16) = Float16(exp(Float32(x)))
log(x::Float16) = Float16(log(Float32(x)))
sin(x::Float16) = Float16(sin(Float32(x)))
cos(x::Float16) = Float16(cos(Float32(x)))
tan(x::Float16) = Float16(tan(Float32(x)))

# ---------------------------------------------------------------- limits
zero(::Type{Float16}) = bitcast(Float16, 0x0000)
one(::Type{Float16}) = bitcast(Float16, 0x3c00)
typemin(::Type{Float16}) = -Inf16
typemax(::Type{Float16}) = Inf16
floatmax(::Type{Float16}) = bitcast(Float16, 0x7bff)
floatmin(::Type{Float16}) = bitcast(Float16, 0x0400)
eps(::Type{Float16}) = bitcast(Float16, 0x1400)
maxintfloat(::Type{Float16}) = bitcast(Float16, 0x6800)
precision(::Type{Float16}) = 11

# ---------------------------------------------------------------- printing
show(io::IO, x::Float16) = ccall(:rt_print_float16, Cvoid, (Any, UInt16, Bool), io, bitcast(UInt16, x), true)
print(io::IO, x::Float16) = ccall(:rt_print_float16, Cvoid, (Any, UInt16, Bool), io, bitcast(UInt16, x), false)
function show(io::IOContext, x::Float16)
    typed = !(get(io, :typeinfo, Any) === Float16 || get(io, :compact, false) === true)
    return ccall(:rt_print_float16, Cvoid, (Any, UInt16, Bool), io.io, bitcast(UInt16, x), typed)
end
_show_elt(io::IO, x::Float16, T) = T === Float16 ? print(io, x) : show(io, x)
float(x::Float16) = x
float(::Type{Float16}) = Float16
reinterpret(::Type{T}, x::Float16) where {T<:Bits16} = bitcast(T, x)
reinterpret(::Type{Float16}, x::Bits16) = bitcast(Float16, x)
reinterpret(::Type{Float16}, x::Float16) = x
reinterpret(::Type{Unsigned}, x::Float16) = bitcast(UInt16, x)
reinterpret(::Type{Signed}, x::Float16) = bitcast(Int16, x)
bitstring(x::Float16) = bitstring(bitcast(UInt16, x))

# ---------------------------------------------------------------- neighbours and parts
# nextfloat steps through the floats in order (−Inf … −0.0/0.0 … Inf, saturating at
# ±Inf); a zero result keeps the sign of f, as Julia's bit-stepping does
function nextfloat(f::Float16, d::Integer)
    isnan(f) && return f
    u = bitcast(UInt16, f)
    k = (u & 0x8000) != 0x0000 ? -Int64(u & 0x7fff) : Int64(u)
    k += Int64(clamp(d, -63488, 63488))
    k = clamp(k, -31744, 31744)
    k == 0 && return copysign(zero(Float16), f)
    return k < 0 ? bitcast(Float16, UInt16(-k) | 0x8000) : bitcast(Float16, UInt16(k))
end
nextfloat(f::Float16) = nextfloat(f, 1)
prevfloat(f::Float16, d::Integer) = nextfloat(f, -d)
prevfloat(f::Float16) = nextfloat(f, -1)
exponent(x::Float16) = exponent(Float32(x))
significand(x::Float16) = Float16(significand(Float32(x)))
uinttype(::Type{Float16}) = UInt16
sign_mask(::Type{Float16}) = 0x8000
exponent_mask(::Type{Float16}) = 0x7c00
significand_mask(::Type{Float16}) = 0x03ff
significand_bits(::Type{Float16}) = 10
exponent_bits(::Type{Float16}) = 5
exponent_bias(::Type{Float16}) = 15
