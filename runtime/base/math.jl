# math.jl — elementary functions: sqrt on the LLVM intrinsic, the rest from libm through
# ccall, with Julia's DomainError texts for arguments outside the real domain; `^` for
# floats and integers; the constant π as an Irrational.

# ---------------------------------------------------------------- roots
sqrt_domain_error(x) = throw(DomainError(x,
    "sqrt will only return a complex result if called with a complex argument. Try sqrt(Complex(x))."))
function sqrt(x::T) where {T<:IEEEFloat}
    x < zero(T) && sqrt_domain_error(x)
    return sqrt_llvm(x)
end
sqrt(x::Real) = sqrt(float(x))
const √ = sqrt
function cbrt(x::Float64)
    r = ccall(:cbrt, Float64, (Float64,), x)
    # one Newton step on the fma residual: libm may be an ulp off (cbrt(27.0) is 3.0)
    isfinite(r) & (r != 0.0) || return r
    r2 = r * r
    return r - fma(r2, r, -x) / (3.0 * r2)
end
cbrt(x::Float32) = ccall(:cbrtf, Float32, (Float32,), x)
cbrt(x::Real) = cbrt(float(x))
const ∛ = cbrt
hypot(x::Float64, y::Float64) = ccall(:hypot, Float64, (Float64, Float64), x, y)
hypot(x::Float32, y::Float32) = ccall(:hypotf, Float32, (Float32, Float32), x, y)
hypot(x::Real, y::Real) = hypot(promote(float(x), float(y))...)

# ---------------------------------------------------------------- exp and log
exp(x::Float64) = ccall(:exp, Float64, (Float64,), x)
exp(x::Float32) = ccall(:expf, Float32, (Float32,), x)
exp2(x::Float64) = ccall(:exp2, Float64, (Float64,), x)
exp10(x::Float64) = ccall(:exp10, Float64, (Float64,), x)
expm1(x::Float64) = ccall(:expm1, Float64, (Float64,), x)
log_domain_error(f, x) = throw(DomainError(x, string(f,
    " will only return a complex result if called with a complex argument. Try ", f,
    "(Complex(x)).")))
function log(x::Float64)
    x < 0.0 && log_domain_error("log", x)
    return ccall(:log, Float64, (Float64,), x)
end
function log(x::Float32)
    x < 0.0f0 && log_domain_error("log", x)
    return ccall(:logf, Float32, (Float32,), x)
end
function log2(x::Float64)
    x < 0.0 && log_domain_error("log2", x)
    return ccall(:log2, Float64, (Float64,), x)
end
function log10(x::Float64)
    x < 0.0 && log_domain_error("log10", x)
    return ccall(:log10, Float64, (Float64,), x)
end
function log1p(x::Float64)
    x < -1.0 && log_domain_error("log1p", x)
    return ccall(:log1p, Float64, (Float64,), x)
end
log(b::Number, x::Number) = log(float(x)) / log(float(b))
log2(x::Float32) = Float32(log2(Float64(x)))
log10(x::Float32) = Float32(log10(Float64(x)))

# ---------------------------------------------------------------- trigonometry
trig_arg(f, x::IEEEFloat) =
    isinf(x) ? throw(DomainError(x, string(f, "(x) is only defined for finite x."))) : x
sin(x::Float64) = ccall(:sin, Float64, (Float64,), trig_arg("sin", x))
cos(x::Float64) = ccall(:cos, Float64, (Float64,), trig_arg("cos", x))
tan(x::Float64) = ccall(:tan, Float64, (Float64,), trig_arg("tan", x))
sin(x::Float32) = ccall(:sinf, Float32, (Float32,), trig_arg("sin", x))
cos(x::Float32) = ccall(:cosf, Float32, (Float32,), trig_arg("cos", x))
tan(x::Float32) = ccall(:tanf, Float32, (Float32,), trig_arg("tan", x))
atan(x::Float64) = ccall(:atan, Float64, (Float64,), x)
atan(y::Float64, x::Float64) = ccall(:atan2, Float64, (Float64, Float64), y, x)
atan(x::Float32) = ccall(:atanf, Float32, (Float32,), x)
atan(y::Float32, x::Float32) = ccall(:atan2f, Float32, (Float32, Float32), y, x)
atan(y::Real, x::Real) = atan(promote(float(y), float(x))...)
function asin(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "asin(x) is not defined for |x| > 1."))
    return ccall(:asin, Float64, (Float64,), x)
end
function acos(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "acos(x) is not defined for |x| > 1."))
    return ccall(:acos, Float64, (Float64,), x)
end
sinh(x::Float64) = ccall(:sinh, Float64, (Float64,), x)
cosh(x::Float64) = ccall(:cosh, Float64, (Float64,), x)
tanh(x::Float64) = ccall(:tanh, Float64, (Float64,), x)
for_float(f, x::Integer) = f(float(x))
exp(x::Real) = exp(float(x))
log(x::Real) = log(float(x))
log2(x::Real) = log2(float(x))
log10(x::Real) = log10(float(x))
sin(x::Real) = sin(float(x))
cos(x::Real) = cos(float(x))
tan(x::Real) = tan(float(x))
atan(x::Real) = atan(float(x))
asin(x::Real) = asin(float(x))
acos(x::Real) = acos(float(x))

# ---------------------------------------------------------------- powers
pow_domain_error(x) = throw(DomainError(x,
    "Exponentiation yielding a complex result requires a complex argument.\nReplace x^y with (x+0im)^y, Complex(x)^y, or similar."))
function ^(x::Float64, y::Float64)
    (x < 0.0) & !isinteger(y) && isfinite(x) && pow_domain_error(x)
    return ccall(:pow, Float64, (Float64, Float64), x, y)
end
function ^(x::Float32, y::Float32)
    (x < 0.0f0) & !isinteger(y) && isfinite(x) && pow_domain_error(x)
    return ccall(:powf, Float32, (Float32, Float32), x, y)
end
^(x::Float64, n::Integer) = ccall(:pow, Float64, (Float64, Float64), x, Float64(n))
^(x::Float32, n::Integer) = ccall(:powf, Float32, (Float32, Float32), x, Float32(n))

throw_domerr_powbysq(x, p) = throw(DomainError(p, string(
    "Cannot raise an integer x to a negative power ", p, '.',
    "\nMake x or ", p, " a float by adding a zero decimal ",
    "(e.g., 2.0^", p, " or 2^", float(p), " instead of 2^", p, "), ",
    "or write 1/x^", -p, ", float(x)^", p, ", x^float(", p, ") or (x//1)^", p)))
# (for a number or a square matrix; a float matrix's negative powers invert first, in ^)
function power_by_squaring(x, p::Integer)
    if p == 1
        return x isa Number ? x : copy(x)
    elseif p == 0
        return one(x)
    elseif p == 2
        return x * x
    elseif p < 0
        isone(x) && return copy(x)
        isone(-x) && return iseven(p) ? one(x) : copy(x)
        throw_domerr_powbysq(x, p)
    end
    t = trailing_zeros(p) + 1
    p >>= t
    while (t -= 1) > 0
        x *= x
    end
    y = x
    while p > 0
        t = trailing_zeros(p) + 1
        p >>= t
        while (t -= 1) >= 0
            x *= x
        end
        y *= x
    end
    return y
end
^(x::T, p::T) where {T<:BitInteger} = power_by_squaring(x, p)
^(x::BitInteger, p::BitInteger) = power_by_squaring(x, p)
function ^(x::Bool, p::Integer)
    p < 0 && !x && throw_domerr_powbysq(x, p)
    return (p == 0) | x
end

# x^literal lowers to literal_pow(^, x, Val(p)), as in Julia
literal_pow(f, x, ::Val{p}) where {p} = f(x, p)
ntuple(f, ::Val{N}) where {N} = ntuple(f, N)   # (tuple.jl comes before Val)
literal_pow(::typeof(^), x::Union{IEEEFloat, BitInteger}, ::Val{0}) = one(x)
literal_pow(::typeof(^), x::Union{IEEEFloat, BitInteger}, ::Val{1}) = x
literal_pow(::typeof(^), x::Union{IEEEFloat, BitInteger}, ::Val{2}) = x * x
literal_pow(::typeof(^), x::Union{IEEEFloat, BitInteger}, ::Val{3}) = x * x * x
literal_pow(::typeof(^), x::IEEEFloat, ::Val{-1}) = inv(x)
# x^-n is inv(x)^n (a float for an integer x), as Julia's literal_pow
literal_pow(::typeof(^), x, ::Val{p}) where {p} = p < 0 ? inv(x)^(-p) : x^p

# ---------------------------------------------------------------- π
abstract type AbstractIrrational <: Real end
struct Irrational{sym} <: AbstractIrrational end
const π = Irrational{:π}()
const pi = π
Float64(::Irrational{:π}) = 3.141592653589793
Float32(::Irrational{:π}) = 3.1415927f0
float(x::AbstractIrrational) = Float64(x)
promote_rule(::Type{S}, ::Type{Float32}) where {S<:AbstractIrrational} = Float32
promote_rule(::Type{S}, ::Type{T}) where {S<:AbstractIrrational, T<:Real} = Float64
promote_rule(::Type{S}, ::Type{T}) where {S<:AbstractIrrational, T<:AbstractIrrational} = Float64
==(x::AbstractIrrational, y::AbstractIrrational) = x === y
-(x::AbstractIrrational) = -Float64(x)
sin(x::AbstractIrrational) = sin(Float64(x))
cos(x::AbstractIrrational) = cos(Float64(x))
