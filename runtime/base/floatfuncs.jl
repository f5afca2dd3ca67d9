# floatfuncs.jl — rounding modes and rounding to digits, as Julia 1.7's rounding.jl and
# floatfuncs.jl: RoundingMode{:Nearest} etc. as singletons, round(x, mode) and
# round(T, x, mode) on the LLVM rounding intrinsics, and round/trunc/floor/ceil with the
# digits/sigdigits/base keywords: scale by base^digits (or divide by base^-digits), round
# in that mode, scale back, keeping x when the scaled value overflows. sigdigits counts
# from the leading digit (hidigit). The positional round(x::IEEEFloat) of float.jl stays
# more specific than the keyword method's no-keyword forms.

struct RoundingMode{T} end
const RoundNearest = RoundingMode{:Nearest}()
const RoundToZero = RoundingMode{:ToZero}()
const RoundUp = RoundingMode{:Up}()
const RoundDown = RoundingMode{:Down}()
const RoundFromZero = RoundingMode{:FromZero}()
const RoundNearestTiesAway = RoundingMode{:NearestTiesAway}()
const RoundNearestTiesUp = RoundingMode{:NearestTiesUp}()

# div/rem/divrem with a rounding mode (Julia 1.7's div.jl)
div(x, y, ::RoundingMode{:ToZero}) = div(x, y)
div(x, y, ::RoundingMode{:Down}) = fld(x, y)
div(x, y, ::RoundingMode{:Up}) = cld(x, y)
rem(x, y, ::RoundingMode{:ToZero}) = rem(x, y)
rem(x, y, ::RoundingMode{:Down}) = mod(x, y)
rem(x, y, ::RoundingMode{:Up}) = mod(x, -y)
divrem(x, y, r::RoundingMode) = (div(x, y, r), rem(x, y, r))
# the quotient rounded to nearest, ties to even
function div(x::T, y::T, ::RoundingMode{:Nearest}) where {T<:Integer}
    q, r = divrem(x, y)
    tie = isodd(y) | iseven(q)
    if x >= 0
        return y >= 0 ? (r >= div(y, 2) + tie ? q + one(T) : q) :
                        (r >= -div(y, 2) + tie ? q - one(T) : q)
    else
        return y >= 0 ? (r <= -div(y, 2) - tie ? q - one(T) : q) :
                        (r <= div(y, 2) - tie ? q + one(T) : q)
    end
end
div(x::Integer, y::Integer, r::RoundingMode{:Nearest}) = div(promote(x, y)..., r)
rem(x::Integer, y::Integer, r::RoundingMode{:Nearest}) = x - y * div(x, y, r)
rem(x::Float64, y::Float64, ::RoundingMode{:Nearest}) =
    ccall(:remainder, Float64, (Float64, Float64), x, y)
div(x::Float64, y::Float64, ::RoundingMode{:Nearest}) =
    round((x - rem(x, y, RoundNearest)) / y)

round(x::IEEEFloat, ::RoundingMode{:ToZero}) = trunc_llvm(x)
round(x::IEEEFloat, ::RoundingMode{:Down}) = floor_llvm(x)
round(x::IEEEFloat, ::RoundingMode{:Up}) = ceil_llvm(x)
round(x::IEEEFloat, ::RoundingMode{:Nearest}) = rint_llvm(x)
# C-style: ties away from zero
function round(x::AbstractFloat, ::RoundingMode{:NearestTiesAway})
    y = trunc(x)
    return ifelse(x == y, y, trunc(2 * x - y))
end
# Java-style: ties toward +Inf
round(x::T, ::RoundingMode{:NearestTiesUp}) where {T<:AbstractFloat} =
    copysign(floor((x + (T(0.25) - eps(T(0.5)))) + (T(0.25) + eps(T(0.5)))), x)
round(x::Integer, ::RoundingMode) = x

function round(::Type{T}, x::AbstractFloat, r::RoundingMode) where {T<:Integer}
    r != RoundToZero && (x = round(x, r))
    return trunc(T, x)
end

# the keyword forms; with no keyword at all this method has nothing to do (MethodError)
function round(x::Real, r::RoundingMode=RoundNearest;
               digits::Union{Nothing,Integer}=nothing, sigdigits::Union{Nothing,Integer}=nothing,
               base::Union{Nothing,Integer}=nothing)
    if digits === nothing
        if sigdigits === nothing
            base === nothing && throw(MethodError(round, (x, r)))
            return round(x, r)
        end
        isfinite(x) || return float(x)
        return _round_sigdigits(x, r, sigdigits, base === nothing ? 10 : base)
    end
    sigdigits === nothing ||
        throw(ArgumentError("`round` cannot use both `digits` and `sigdigits` arguments."))
    isfinite(x) || return float(x)
    return _round_digits(x, r, digits, base === nothing ? 10 : base)
end
trunc(x::Real; kwargs...) = round(x, RoundToZero; kwargs...)
floor(x::Real; kwargs...) = round(x, RoundDown; kwargs...)
ceil(x::Real; kwargs...) = round(x, RoundUp; kwargs...)
# complex: round each part: rr for the real one, ri for the imaginary one; digits/sigdigits/base
# keywords pass through to both
round(z::Complex, rr::RoundingMode = RoundNearest, ri::RoundingMode = rr; kwargs...) =
    Complex(round(real(z), rr; kwargs...), round(imag(z), ri; kwargs...))

# x rounded to a multiple of 1/invstep
function _round_invstep(x, invstep, r::RoundingMode)
    y = round(x * invstep, r) / invstep
    return isfinite(y) ? y : x
end
# x rounded to a multiple of step (a negative digits count)
function _round_step(x, step, r::RoundingMode)
    y = round(x / step, r) * step
    isfinite(y) && return y
    if x > 0
        return r == RoundUp ? oftype(x, Inf) : zero(x)
    elseif x < 0
        return r == RoundDown ? -oftype(x, Inf) : -zero(x)
    end
    return x
end
function _round_digits(x, r::RoundingMode, digits::Integer, base)
    fx = float(x)
    if digits >= 0
        return _round_invstep(fx, oftype(fx, base)^digits, r)
    end
    return _round_step(fx, oftype(fx, base)^(-digits), r)
end

# the position of the leading digit of x in base `base`
hidigit(x::Integer, base) = ndigits0z(x, base)
function hidigit(x::AbstractFloat, base)
    iszero(x) && return 0
    if base == 10
        return 1 + floor(Int, log10(abs(x)))
    elseif base == 2
        return 1 + exponent(x)
    end
    return 1 + floor(Int, log(base, abs(x)))
end
hidigit(x::Real, base) = hidigit(float(x), base)
_round_sigdigits(x, r::RoundingMode, sigdigits::Integer, base) =
    _round_digits(x, r, sigdigits - hidigit(x, base), base)

# ---------------------------------------------------------------- isapprox, ≈
_rtoldefault(::Type{T}) where {T<:AbstractFloat} = sqrt(eps(T))
_rtoldefault(::Type{T}) where {T<:Real} = 0
_rtoldefault(::Type{Complex{T}}) where {T} = _rtoldefault(T)
function _rtoldefault(x, y, atol::Real)
    rtol = max(_rtoldefault(typeof(x)), _rtoldefault(typeof(y)))
    return atol > 0 ? zero(rtol) : rtol
end
function isapprox(x::Number, y::Number; atol::Real = 0, rtol::Real = _rtoldefault(x, y, atol),
                  nans::Bool = false, norm::Function = abs)
    x == y && return true
    if isfinite(x) && isfinite(y)
        return norm(x - y) <= max(atol, rtol * max(norm(x), norm(y)))
    end
    return nans && isnan(x) && isnan(y)
end
_vecnorm(a) = (s = 0.0; for v in a; s += abs2(v); end; sqrt(s))
function isapprox(x::AbstractArray, y::AbstractArray; atol::Real = 0,
                  rtol::Real = _rtoldefault(zero(eltype(x)), zero(eltype(y)), atol), nans::Bool = false,
                  norm::Function = _vecnorm)
    d = norm(x - y)
    if isfinite(d)
        return d <= max(atol, rtol * max(norm(x), norm(y)))
    end
    return x == y
end
isapprox(y; kwargs...) = x -> isapprox(x, y; kwargs...)
≈(x, y; kwargs...) = isapprox(x, y; kwargs...)
≉(x, y; kwargs...) = !isapprox(x, y; kwargs...)

# rem2pi(x, r): x - 2πk for the integer k that rounding mode r picks, 2π taken in two
# parts and k·2π's rounding error recovered with fma, so the result keeps its precision;
# mod2pi is RoundDown's
const _twopi_2 = 2.44929359829470635445e-16   # 2π minus its Float64
function _rem2pi(x::Float64, k::Float64)
    p = k * 6.283185307179586
    e = fma(k, 6.283185307179586, -p)          # the rounding error of p
    return ((x - p) - e) - k * _twopi_2
end
function rem2pi(x::Float64, ::RoundingMode{:Nearest})
    isfinite(x) || return NaN
    k = round(x / 6.283185307179586)
    r = _rem2pi(x, k)
    # x/2π rounded near a half may pick the neighbouring k: the result stays in [-π, π]
    return r > 3.141592653589793 ? _rem2pi(x, k + 1) : r < -3.141592653589793 ? _rem2pi(x, k - 1) : r
end
rem2pi(x::Float64, ::RoundingMode{:ToZero}) = x < 0 ? rem2pi(x, RoundUp) : rem2pi(x, RoundDown)
function rem2pi(x::Float64, ::RoundingMode{:Down})
    isfinite(x) || return NaN
    k = floor(x / 6.283185307179586)
    r = _rem2pi(x, k)
    return r < 0 ? _rem2pi(x, k - 1) : r   # the quotient rounded up
end
function rem2pi(x::Float64, ::RoundingMode{:Up})
    isfinite(x) || return NaN
    k = ceil(x / 6.283185307179586)
    r = _rem2pi(x, k)
    return r > 0 ? _rem2pi(x, k + 1) : r
end
rem2pi(x::Float32, r::RoundingMode) = Float32(rem2pi(Float64(x), r))
rem2pi(x::Integer, r::RoundingMode) = rem2pi(Float64(x), r)
mod2pi(x) = rem2pi(x, RoundDown)
