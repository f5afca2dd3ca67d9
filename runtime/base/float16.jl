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
Signed(x::Float16) = Int64(x)
Unsigned(x::Float16) = UInt64(x)
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
round(x::Float16, ::RoundingMode{:ToZero}) = trunc(x)
round(x::Float16, ::RoundingMode{:Down}) = floor(x)
round(x::Float16, ::RoundingMode{:Up}) = ceil(x)
round(x::Float16, ::RoundingMode{:Nearest}) = round(x)
trunc(::Type{T}, x::Float16) where {T<:BitInteger} = trunc(T, Float32(x))
floor(::Type{T}, x::Float16) where {T<:BitInteger} = floor(T, Float32(x))
ceil(::Type{T}, x::Float16) where {T<:BitInteger} = ceil(T, Float32(x))
round(::Type{T}, x::Float16) where {T<:BitInteger} = round(T, Float32(x))
# 1.7's math.jl: each of these is the Float32 function rounded to Float16, and the
# ComplexF16 one the ComplexF32 function rounded to ComplexF16
sqrt(x::Float16) = Float16(sqrt(Float32(x)))
exp(x::Float16) = Float16(exp(Float32(x)))
exp2(x::Float16) = Float16(exp2(Float32(x)))
exp10(x::Float16) = Float16(exp10(Float32(x)))
expm1(x::Float16) = Float16(expm1(Float32(x)))
log(x::Float16) = Float16(log(Float32(x)))
log2(x::Float16) = Float16(log2(Float32(x)))
log10(x::Float16) = Float16(log10(Float32(x)))
log1p(x::Float16) = Float16(log1p(Float32(x)))
sin(x::Float16) = Float16(sin(Float32(x)))
cos(x::Float16) = Float16(cos(Float32(x)))
tan(x::Float16) = Float16(tan(Float32(x)))
asin(x::Float16) = Float16(asin(Float32(x)))
acos(x::Float16) = Float16(acos(Float32(x)))
atan(x::Float16) = Float16(atan(Float32(x)))
sinh(x::Float16) = Float16(sinh(Float32(x)))
cosh(x::Float16) = Float16(cosh(Float32(x)))
tanh(x::Float16) = Float16(tanh(Float32(x)))
asinh(x::Float16) = Float16(asinh(Float32(x)))
acosh(x::Float16) = Float16(acosh(Float32(x)))
atanh(x::Float16) = Float16(atanh(Float32(x)))
atan(y::Float16, x::Float16) = Float16(atan(Float32(y), Float32(x)))
hypot(x::Float16, y::Float16) = Float16(hypot(Float32(x), Float32(y)))
cbrt(x::Float16) = Float16(cbrt(Float32(x)))
sincos(x::Float16) = (t = sincos(Float32(x)); (Float16(t[1]), Float16(t[2])))
sqrt(z::Complex{Float16}) = Complex{Float16}(sqrt(Complex{Float32}(z)))
exp(z::Complex{Float16}) = Complex{Float16}(exp(Complex{Float32}(z)))
log(z::Complex{Float16}) = Complex{Float16}(log(Complex{Float32}(z)))
sin(z::Complex{Float16}) = Complex{Float16}(sin(Complex{Float32}(z)))
cos(z::Complex{Float16}) = Complex{Float16}(cos(Complex{Float32}(z)))
tan(z::Complex{Float16}) = Complex{Float16}(tan(Complex{Float32}(z)))

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

# ---------------------------------------------------------------- parsing
# 1.7 parses a Float16 as a Float32 (strtof) and converts that, so it rounds twice:
# "1.00048828125001" is the Float32 midpoint 1 + 2^-11, which rounds to even, 1.0
tryparse(::Type{Float16}, s::AbstractString) = _tryparse_f16(tryparse(Float32, String(s)))
_tryparse_f16(::Nothing) = nothing
_tryparse_f16(x::Float32) = Float16(x)
function parse(::Type{Float16}, s::AbstractString)
    r = tryparse(Float16, s)
    r === nothing && throw(ArgumentError(string("cannot parse ", repr(s), " as Float16")))
    return r
end

# ---------------------------------------------------------------- random numbers
# 1.7's Xoshiro/TaskLocalRNG sampler: the top 11 bits of a UInt16 draw (the output's top
# 16) scaled by 2^-11 in Float32; arrays fill one draw per element (no bulk mode for Float16)
rand(r::AbstractRNG, ::Type{Float16}) =
    Float16(Float32(rand(r, UInt16) >> 5) * Float32(0x1.0p-11))
rand(r::AbstractRNG, ::Type{Complex{Float16}}) = complex(rand(r, Float16), rand(r, Float16))
