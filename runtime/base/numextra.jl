# numextra.jl — number functions the rest of Base leaves out, as Julia 1.7 has them:
#   hash of Rational and Int128/UInt128 (Julia's hash(::Real) decomposition, so Dict/Set
#   lay them out as Julia does), the Real fallbacks of the elementary functions, the
#   hyperbolic inverses with their DomainError texts, muladd/modf, rationalize and the
#   exact float -> Rational conversions, T(::Complex) for a real T, Base.Checked's div-like
#   checked_* operations, and Val(x).

# ---------------------------------------------------------------- hashing
# Julia's hash_integer: the low word, then every further word of |n|
function hash_integer(n::Integer, h::UInt64)
    h = xor(h, hash_uint(xor(n % UInt64, h)))
    n = abs(n)
    n >>>= 64
    while n != 0
        h = xor(h, hash_uint(xor(n % UInt64, h)))
        n >>>= 64
    end
    return h
end

# hash(::Real) for a 128-bit integer x = num * 2^pow: as the Int64/UInt64/Float64 it
# equals when there is one, else from its words
function hash(x::Union{Int128, UInt128}, h::UInt64)
    x == 0 && return hash(0, h)
    pow = trailing_zeros(x)
    num = x >> pow
    left = (128 - leading_zeros(unsigned(abs(num)))) + pow
    if left <= 64
        left <= 63 && return hash(Int64(num) << pow, h)
        num > 0 && return hash(UInt64(num) << pow, h)
    end
    left <= 1024 && left - pow <= 53 && return hash(ldexp(Float64(num), pow), h)
    h = hash_integer(1, h)
    h = hash_integer(pow, h)
    return hash_integer(num, h)
end

function hash(x::Rational{T}, h::UInt64) where {T<:Union{Int8, Int16, Int32, Int64,
                                                       UInt8, UInt16, UInt32, UInt64}}
    num = x.num
    den = x.den
    den == 1 && return hash(num, h)
    den == 0 && return hash(ifelse(num > 0, Inf, -Inf), h)
    if isodd(den)
        pow = trailing_zeros(num)
        num >>= pow
    else
        pow = trailing_zeros(den)
        den >>= pow
        pow = -pow
        if den == 1 && abs(num) < 9007199254740992
            return hash(ldexp(Float64(num), pow), h)
        end
    end
    h = hash_integer(den, h)
    h = hash_integer(pow, h)
    return hash_integer(num, h)
end

# ---------------------------------------------------------------- elementary functions
muladd(x, y, z) = x * y + z
function modf(x::T) where {T<:IEEEFloat}
    isinf(x) && return (copysign(zero(T), x), x)
    ix = trunc(x)
    return (copysign(x - ix, x), ix)
end
modf(x::Real) = modf(float(x))

exp2(x::Float32) = ccall(:exp2f, Float32, (Float32,), x)
exp10(x::Float32) = Float32(exp10(Float64(x)))
expm1(x::Float32) = ccall(:expm1f, Float32, (Float32,), x)
function log1p(x::Float32)
    x < -1.0f0 && log_domain_error("log1p", x)
    return ccall(:log1pf, Float32, (Float32,), x)
end
exp2(x::Real) = exp2(float(x))
exp10(x::Real) = exp10(float(x))
expm1(x::Real) = expm1(float(x))
log1p(x::Real) = log1p(float(x))

sinh(x::Float32) = ccall(:sinhf, Float32, (Float32,), x)
cosh(x::Float32) = ccall(:coshf, Float32, (Float32,), x)
tanh(x::Float32) = ccall(:tanhf, Float32, (Float32,), x)
asinh(x::Float64) = ccall(:asinh, Float64, (Float64,), x)
asinh(x::Float32) = ccall(:asinhf, Float32, (Float32,), x)
acosh_domain_error(x) = throw(DomainError(x, "acosh(x) is only defined for x ≥ 1."))
atanh_domain_error(x) = throw(DomainError(x, "atanh(x) is only defined for |x| ≤ 1."))
function acosh(x::Float64)
    x < 1.0 && acosh_domain_error(x)
    return ccall(:acosh, Float64, (Float64,), x)
end
function acosh(x::Float32)
    x < 1.0f0 && acosh_domain_error(x)
    return ccall(:acoshf, Float32, (Float32,), x)
end
function atanh(x::Float64)
    abs(x) > 1.0 && atanh_domain_error(x)
    return ccall(:atanh, Float64, (Float64,), x)
end
function atanh(x::Float32)
    abs(x) > 1.0f0 && atanh_domain_error(x)
    return ccall(:atanhf, Float32, (Float32,), x)
end
function asin(x::Float32)
    abs(x) > 1.0f0 && throw(DomainError(x, "asin(x) is not defined for |x| > 1."))
    return ccall(:asinf, Float32, (Float32,), x)
end
function acos(x::Float32)
    abs(x) > 1.0f0 && throw(DomainError(x, "acos(x) is not defined for |x| > 1."))
    return ccall(:acosf, Float32, (Float32,), x)
end
sinh(x::Real) = sinh(float(x))
cosh(x::Real) = cosh(float(x))
tanh(x::Real) = tanh(float(x))
asinh(x::Real) = asinh(float(x))
acosh(x::Real) = acosh(float(x))
atanh(x::Real) = atanh(float(x))
sec(x::Real) = inv(cos(x))
csc(x::Real) = inv(sin(x))
cot(x::Real) = inv(tan(x))
sincos(x::Real) = (sin(x), cos(x))
deg2rad(z::AbstractFloat) = z * (oftype(z, π) / 180)
rad2deg(z::AbstractFloat) = z * (180 / oftype(z, π))
deg2rad(z::Real) = deg2rad(float(z))
rad2deg(z::Real) = rad2deg(float(z))

# ---------------------------------------------------------------- rationals from floats
# Julia's rationalize: the continued-fraction convergents of x, then the best
# semiconvergent within tol; an overflowing step returns the last convergent
function rationalize(::Type{T}, x::AbstractFloat, tol::Real) where {T<:Integer}
    tol < 0 && throw(ArgumentError(string("negative tolerance ", tol)))
    isnan(x) && return T(x) // one(T)
    isinf(x) && return unsafe_rational(x < 0 ? -one(T) : one(T), zero(T))
    p = x < 0 ? -one(T) : one(T)
    q = zero(T)
    pp = zero(T)
    qq = one(T)
    x = abs(x)
    a = trunc(x)
    r = x - a
    y = one(x)
    tolx = oftype(x, tol)
    nt = tolx
    t = zero(tolx)
    tt = tolx
    while r > nt
        ia = zero(T)
        np = zero(T)
        nq = zero(T)
        try
            ia = convert(T, a)
            np = checked_add(checked_mul(ia, p), pp)
            nq = checked_add(checked_mul(ia, q), qq)
        catch e
            isa(e, InexactError) || isa(e, OverflowError) || rethrow()
            return p // q
        end
        pp = p
        p = np
        qq = q
        q = nq
        x = y
        y = r
        a = div(x, y)
        r = rem(x, y)
        tt = t
        t = nt
        nt = a * t + tt
    end
    a = cld(x - tt, y + t)
    try
        ia = convert(T, a)
        np = checked_add(checked_mul(ia, p), pp)
        nq = checked_add(checked_mul(ia, q), qq)
        return np // nq
    catch e
        isa(e, InexactError) || isa(e, OverflowError) || rethrow()
        return p // q
    end
end
rationalize(::Type{T}, x::AbstractFloat; tol::Real = eps(x)) where {T<:Integer} =
    rationalize(T, x, tol)::Rational{T}
rationalize(x::AbstractFloat; tol::Real = eps(x)) = rationalize(Int64, x, tol)
rationalize(::Type{T}, x::Integer; tol::Real = 0) where {T<:Integer} = Rational{T}(x)
function (::Type{Rational{T}})(x::AbstractFloat) where {T<:Integer}
    r = rationalize(T, x, 0)
    x == convert(typeof(x), r) || throw(InexactError(:Rational, Rational{T}, x))
    return r
end
Rational(x::Float64) = Rational{Int64}(x)
Rational(x::Float32) = Rational{Int64}(x)
convert(::Type{Rational{T}}, x::AbstractFloat) where {T<:Integer} = Rational{T}(x)

# ---------------------------------------------------------------- complex to real
_complex_to_real(::Type{T}, z::Complex) where {T<:Real} =
    isreal(z) ? T(z.re)::T : throw(InexactError(nameof(T), T, z))
Int8(z::Complex) = _complex_to_real(Int8, z)
Int16(z::Complex) = _complex_to_real(Int16, z)
Int32(z::Complex) = _complex_to_real(Int32, z)
Int64(z::Complex) = _complex_to_real(Int64, z)
Int128(z::Complex) = _complex_to_real(Int128, z)
UInt8(z::Complex) = _complex_to_real(UInt8, z)
UInt16(z::Complex) = _complex_to_real(UInt16, z)
UInt32(z::Complex) = _complex_to_real(UInt32, z)
UInt64(z::Complex) = _complex_to_real(UInt64, z)
UInt128(z::Complex) = _complex_to_real(UInt128, z)
Float32(z::Complex) = _complex_to_real(Float32, z)
Float64(z::Complex) = _complex_to_real(Float64, z)

# ---------------------------------------------------------------- Base.Checked
checked_div(x::Integer, y::Integer) = div(x, y)
checked_rem(x::Integer, y::Integer) = rem(x, y)
checked_fld(x::Integer, y::Integer) = fld(x, y)
checked_mod(x::Integer, y::Integer) = mod(x, y)
checked_cld(x::Integer, y::Integer) = cld(x, y)

# ---------------------------------------------------------------- Val
# (built by the runtime: an executable has no compiled Val{x}() for an x known only at run time)
Val(x) = ccall(:rt_exc_new, Any, (Any, Any), Val{x}, ())

# evalpoly(x, p): p[1] + x*p[2] + x^2*p[3] + ... by Horner's rule (muladd at each step),
# as Julia 1.7; a complex x takes Goertzel's recurrence on its real quadratic factor.
function evalpoly(x, p::Union{Tuple,AbstractVector})
    n = length(p)
    acc = p[n]
    for i in n-1:-1:1
        acc = muladd(x, acc, p[i])
    end
    return acc
end
function evalpoly(z::Complex, p::Union{Tuple,AbstractVector})
    n = length(p)
    n == 1 && return p[1]
    a = p[n]
    b = p[n-1]
    x = real(z)
    y = imag(z)
    r = x + x
    s = muladd(x, x, y * y)
    for i in n-2:-1:1
        ai = a
        a = muladd(r, ai, b)
        b = muladd(-s, ai, p[i])
    end
    return muladd(a, z, b)
end
