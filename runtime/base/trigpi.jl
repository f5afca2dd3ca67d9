# trigpi.jl — sinpi, cospi, sincospi and the degree functions sind, cosd, tand, sincosd as
# Julia 1.7 computes them (base/special/trig.jl): reduce the argument exactly, multiply by
# π (or π/180) in extended precision into a (hi, lo) pair, then evaluate fdlibm's sine and
# cosine kernel polynomials with the low part's correction, so results agree to the bit.
# Float32 arguments go through the Float64 path and are rounded once (Julia has Float32
# kernels of its own; they agree except in rare last-bit cases).

struct _HiLo
    hi::Float64   # leading part
    lo::Float64   # correction below hi's last bit
end

# Horner with muladd, as Julia's @horner (lowest coefficient first)
_hpoly(x::Float64, a::Float64, b::Float64, c::Float64) = muladd(x, muladd(x, c, b), a)
_hpoly(x::Float64, a::Float64, b::Float64) = muladd(x, b, a)

# fdlibm k_sin.c / k_cos.c coefficients
const _KS1 = -1.66666666666666324348e-01
const _KS2 = 8.33333333332248946124e-03
const _KS3 = -1.98412698298579493134e-04
const _KS4 = 2.75573137070700676789e-06
const _KS5 = -2.50507602534068634195e-08
const _KS6 = 1.58969099521155010221e-10
const _KC1 = 4.16666666666666019037e-02
const _KC2 = -1.38888888888741095749e-03
const _KC3 = 2.48015872894767294178e-05
const _KC4 = -2.75573143513906633035e-07
const _KC5 = 2.08757232129817482790e-09
const _KC6 = -1.13596475577881948265e-11

# sine and cosine of y.hi + y.lo for |y| <= π/4
function _sin_kernel(y::_HiLo)
    y2 = y.hi * y.hi
    y4 = y2 * y2
    r = _hpoly(y2, _KS2, _KS3, _KS4) + y2 * y4 * _hpoly(y2, _KS5, _KS6)
    y3 = y2 * y.hi
    return y.hi - ((y2 * (0.5 * y.lo - y3 * r) - y.lo) - y3 * _KS1)
end
function _cos_kernel(y::_HiLo)
    y2 = y.hi * y.hi
    y4 = y2 * y2
    r = y2 * _hpoly(y2, _KC1, _KC2, _KC3) + y4 * y4 * _hpoly(y2, _KC4, _KC5, _KC6)
    h = 0.5 * y2
    w = 1.0 - h
    return w + (((1.0 - w) - h) + (y2 * r - y.hi * y.lo))
end

# x * π and x * π/180 as (hi, lo): x split in halves, the constant in a two-part form
function _mulpi_ext(x::Float64)
    xh = reinterpret(Float64, reinterpret(UInt64, x) & 0xfffffffff8000000)
    xl = x - xh
    yh = 3.141592653589793 * x
    yl = xh * 3.178650954705639e-8 + (xl * 3.1415926218032837 +
         ((xh * 3.1415926218032837 - yh) + xl * 3.178650954705639e-8))
    return _HiLo(yh, yl)
end
function _deg2rad_ext(x::Float64)
    u = 134217729.0 * x
    xh = u - (u - x)
    xl = x - xh
    yh = 0.017453292519943295 * x
    yl = xh * 1.3519960527851425e-10 + (xl * 0.01745329238474369 +
         ((xh * 0.01745329238474369 - yh) + xl * 1.3519960527851425e-10))
    return _HiLo(yh, yl)
end

_inf_arg(x) = throw(DomainError(x, "`x` cannot be infinite."))

function sinpi(x::Float64)
    if !isfinite(x)
        isnan(x) && return x
        _inf_arg(x)
    end
    s = 4.503599627370496e15                  # maxintfloat(Float64) / 2
    abs(x) >= s && return copysign(0.0, x)
    t = 3 * s
    rx = x - ((x + t) - t)                    # x reduced to [-1, 1]
    arx = abs(rx)
    (arx == 0) | (arx == 1) && return copysign(0.0, x)
    arx < 0.25 && return _sin_kernel(_mulpi_ext(rx))
    arx < 0.75 && return copysign(_cos_kernel(_mulpi_ext(0.5 - arx)), rx)
    return _sin_kernel(_mulpi_ext(copysign(1.0, rx) - rx))
end
function cospi(x::Float64)
    if !isfinite(x)
        isnan(x) && return x
        _inf_arg(x)
    end
    ax = abs(x)
    s = 9.007199254740992e15                  # maxintfloat(Float64)
    ax >= s && return 1.0
    rx = abs(ax - ((ax + s) - s))             # reduced to [0, 1]
    rx <= 0.25 && return _cos_kernel(_mulpi_ext(rx))
    rx < 0.75 && return _sin_kernel(_mulpi_ext(0.5 - rx))
    return -_cos_kernel(_mulpi_ext(1.0 - rx))
end
function sincospi(x::Float64)
    if !isfinite(x)
        isnan(x) && return (x, x)
        _inf_arg(x)
    end
    ax = abs(x)
    s = 9.007199254740992e15
    ax >= s && return (copysign(0.0, x), 1.0)
    t = 3 * (s / 2)
    rx = x - ((x + t) - t)
    arx = abs(rx)
    (arx == 0) | (arx == 1) && return (copysign(0.0, x), ax % 2 == 0 ? 1.0 : -1.0)
    if arx < 0.25
        y = _mulpi_ext(rx)
        return (_sin_kernel(y), _cos_kernel(y))
    elseif arx < 0.75
        y = _mulpi_ext(0.5 - arx)
        return (copysign(_cos_kernel(y), rx), _sin_kernel(y))
    end
    return (_sin_kernel(_mulpi_ext(copysign(1.0, rx) - rx)), -_cos_kernel(_mulpi_ext(1.0 - arx)))
end
sinpi(x::Float32) = Float32(sinpi(Float64(x)))
cospi(x::Float32) = Float32(cospi(Float64(x)))
sincospi(x::Float32) = (t = sincospi(Float64(x)); (Float32(t[1]), Float32(t[2])))
sinpi(x::Integer) = x >= 0 ? zero(float(x)) : -zero(float(x))
cospi(x::Integer) = isodd(x) ? -one(float(x)) : one(float(x))
sincospi(x::Integer) = (sinpi(x), cospi(x))
sinpi(x::Real) = sinpi(float(x))
cospi(x::Real) = cospi(float(x))
sincospi(x::Real) = sincospi(float(x))

function sind(x::Real)
    isinf(x) && _inf_arg(x)
    isnan(x) && return oftype(x, NaN)
    rx = copysign(float(rem(x, 360)), x)
    rx isa Float32 && return Float32(sind(Float64(rx)))
    arx = abs(rx)
    rx == 0 && return rx
    arx < 45 && return _sin_kernel(_deg2rad_ext(rx))
    arx <= 135 && return copysign(_cos_kernel(_deg2rad_ext(90 - arx)), rx)
    arx == 180 && return copysign(zero(rx), rx)
    arx < 225 && return _sin_kernel(_deg2rad_ext((180 - arx) * sign(rx)))
    arx <= 315 && return -copysign(_cos_kernel(_deg2rad_ext(270 - arx)), rx)
    return _sin_kernel(_deg2rad_ext(rx - copysign(360.0, rx)))
end
function cosd(x::Real)
    isinf(x) && _inf_arg(x)
    isnan(x) && return oftype(x, NaN)
    rx = abs(float(rem(x, 360)))
    rx isa Float32 && return Float32(cosd(Float64(rx)))
    rx <= 45 && return _cos_kernel(_deg2rad_ext(rx))
    rx < 135 && return _sin_kernel(_deg2rad_ext(90 - rx))
    rx <= 225 && return -_cos_kernel(_deg2rad_ext(180 - rx))
    rx < 315 && return _sin_kernel(_deg2rad_ext(rx - 270))
    return _cos_kernel(_deg2rad_ext(360 - rx))
end
tand(x::Real) = sind(x) / cosd(x)
function sincosd(x::Real)
    isinf(x) && throw(DomainError(x, "sincosd(x) is only defined for finite `x`."))
    isnan(x) && return (oftype(x, NaN), oftype(x, NaN))
    return (sind(x), cosd(x))
end
