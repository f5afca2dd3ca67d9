# complex.jl — Complex{T}: z = re + im*i over a real T, with `im`, promotion against reals
# and other complex types, arithmetic, abs/abs2/conj/angle, Julia's sqrt algorithm, hash,
# and show as `3 + 4im` / `1.0 - 2.0im` (`im` alone for Complex{Bool}(0, 1)).

struct Complex{T<:Real} <: Number
    re::T
    im::T
end
Complex(x::T, y::T) where {T<:Real} = Complex{T}(x, y)
Complex(x::Real, y::Real) = Complex(promote(x, y)...)
Complex(x::Real) = Complex(x, zero(x))
Complex(z::Complex) = z
(::Type{Complex{T}})(x::Real) where {T<:Real} = Complex{T}(convert(T, x), zero(T))
(::Type{Complex{T}})(z::Complex) where {T<:Real} = Complex{T}(convert(T, z.re), convert(T, z.im))
const im = Complex(false, true)
const ComplexF64 = Complex{Float64}
const ComplexF32 = Complex{Float32}
const ComplexF16 = Complex{Float16}

complex(z::Complex) = z
complex(x::Real) = Complex(x)
complex(x::Real, y::Real) = Complex(x, y)
complex(::Type{T}) where {T<:Real} = Complex{T}
complex(::Type{Complex{T}}) where {T<:Real} = Complex{T}

real(z::Complex) = z.re
imag(z::Complex) = z.im
real(x::Real) = x
imag(x::Real) = zero(x)
real(::Type{T}) where {T<:Real} = T
real(::Type{Complex{T}}) where {T<:Real} = T
reim(z) = (real(z), imag(z))
conj(z::Complex) = Complex(z.re, -z.im)
conj(x::Real) = x
isreal(z::Complex) = iszero(z.im)
isinteger(z::Complex) = isreal(z) & isinteger(z.re)
isfinite(z::Complex) = isfinite(z.re) & isfinite(z.im)
isnan(z::Complex) = isnan(z.re) | isnan(z.im)
isinf(z::Complex) = isinf(z.re) | isinf(z.im)
iszero(z::Complex) = iszero(z.re) & iszero(z.im)
zero(::Type{Complex{T}}) where {T<:Real} = Complex{T}(zero(T), zero(T))
one(::Type{Complex{T}}) where {T<:Real} = Complex{T}(one(T), zero(T))
float(z::Complex) = Complex(float(z.re), float(z.im))
float(::Type{Complex{T}}) where {T<:Real} = Complex{float(T)}

promote_rule(::Type{Complex{T}}, ::Type{S}) where {T<:Real, S<:Real} = Complex{promote_type(T, S)}
promote_rule(::Type{Complex{T}}, ::Type{Complex{S}}) where {T<:Real, S<:Real} = Complex{promote_type(T, S)}
convert(::Type{Complex{T}}, z::Complex{T}) where {T<:Real} = z
convert(::Type{Complex{T}}, x::Number) where {T<:Real} = Complex{T}(x)

# ---------------------------------------------------------------- arithmetic
==(z::Complex, w::Complex) = (z.re == w.re) & (z.im == w.im)
==(z::Complex, x::Real) = isreal(z) && z.re == x
==(x::Real, z::Complex) = isreal(z) && z.re == x
isequal(z::Complex, w::Complex) = isequal(z.re, w.re) & isequal(z.im, w.im)
-(z::Complex) = Complex(-z.re, -z.im)
+(z::Complex, w::Complex) = Complex(z.re + w.re, z.im + w.im)
-(z::Complex, w::Complex) = Complex(z.re - w.re, z.im - w.im)
*(z::Complex, w::Complex) = Complex(z.re * w.re - z.im * w.im, z.re * w.im + z.im * w.re)
+(x::Real, z::Complex) = Complex(x + z.re, z.im)
+(z::Complex, x::Real) = Complex(x + z.re, z.im)
-(x::Real, z::Complex) = Complex(x - z.re, -z.im)
-(z::Complex, x::Real) = Complex(z.re - x, z.im)
*(x::Real, z::Complex) = Complex(x * z.re, x * z.im)
*(z::Complex, x::Real) = Complex(x * z.re, x * z.im)
# x*im keeps x's type: multiplying by the Bool parts selects, never promotes to NaN
_bool_mul(b::Bool, x::Real) = b ? x : (x isa AbstractFloat ? copysign(zero(x), x) : zero(x))
*(x::Real, z::Complex{Bool}) = Complex(_bool_mul(z.re, x), _bool_mul(z.im, x))
*(z::Complex{Bool}, x::Real) = Complex(_bool_mul(z.re, x), _bool_mul(z.im, x))
*(x::Bool, z::Complex{Bool}) = Complex(x & z.re, x & z.im)
*(z::Complex{Bool}, x::Bool) = Complex(z.re & x, z.im & x)
+(x::Real, z::Complex{Bool}) = Complex(x + z.re, z.im)
+(z::Complex{Bool}, x::Real) = Complex(z.re + x, z.im)
function -(x::Real, z::Complex{Bool})
    re = x - z.re
    return Complex(re, -oftype(re, z.im))
end
-(z::Complex{Bool}, x::Real) = Complex(z.re - x, z.im)
/(z::Complex, x::Real) = Complex(z.re / x, z.im / x)
/(x::Real, z::Complex) = Complex(x) / z
/(z::Complex, w::Complex) = _cdiv(promote(float(z), float(w))...)
function _cdiv(a::Complex{T}, b::Complex{T}) where {T<:Real}
    are = a.re
    aim = a.im
    bre = b.re
    bim = b.im
    if abs(bre) <= abs(bim)
        r = bre / bim
        den = bim + r * bre
        return Complex((are * r + aim) / den, (aim * r - are) / den)
    else
        r = bim / bre
        den = bre + r * bim
        return Complex((are + aim * r) / den, (aim - are * r) / den)
    end
end
inv(z::Complex) = one(float(z.re)) / z
abs(z::Complex) = hypot(z.re, z.im)
abs2(z::Complex) = z.re * z.re + z.im * z.im
angle(z::Complex) = atan(z.im, z.re)
function ^(z::Complex, n::Int64)
    n < 0 && return inv(z^(-n))
    r = one(z)
    b = z
    while n > 0
        (n & 1) == 1 && (r = r * b)
        b = b * b
        n >>= 1
    end
    return r
end
one(z::Complex) = one(typeof(z))

# ---------------------------------------------------------------- sqrt (Julia's algorithm)
# ρ = sqrt((|x| + |z|)/2) computed as sqrt(2(|x| + sqrt(x² + y²)))/2; scaled by powers of
# two only when x² + y² would overflow or underflow
function _ssqs(x::T, y::T) where {T<:IEEEFloat}
    k = 0
    ρ = x * x + y * y
    if !isfinite(ρ) && (isinf(x) || isinf(y))
        ρ = T(Inf)
    elseif isinf(ρ) || (ρ == 0 && (x != 0 || y != 0)) || ρ < _tiny(T) / (2 * eps(T) * eps(T))
        m = max(abs(x), abs(y))
        k = m == 0 ? 0 : _exponent(m)
        xk = _ldexp(x, -k)
        yk = _ldexp(y, -k)
        ρ = xk * xk + yk * yk
    end
    return (ρ, k)
end
_tiny(::Type{Float64}) = bitcast(Float64, 0x0000000000000001)
_tiny(::Type{Float32}) = bitcast(Float32, 0x00000001)
function _exponent(m::Float64)
    e = rem((bitcast(UInt64, m) >> 52) & 0x7ff, Int64)
    e == 0 && return _exponent(m * 18014398509481984.0) - 54   # subnormal: scale by 2^54
    return e - 1023
end
_exponent(m::Float32) = _exponent(Float64(m))
function _ldexp(x::T, k::Int64) where {T<:IEEEFloat}
    while k > 0
        s = min(k, 1000)
        x = x * T(2.0^s)
        k -= s
    end
    while k < 0
        s = min(-k, 1000)
        x = x / T(2.0^s)
        k += s
    end
    return x
end
function sqrt(z::Complex)
    z = float(z)
    x = z.re
    y = z.im
    if x == 0 && y == 0
        return Complex(zero(x), y)
    end
    ρk = _ssqs(x, y)
    ρ = ρk[1]
    k = ρk[2]
    if isfinite(x)
        ρ = _ldexp(abs(x), -k) + sqrt(ρ)
    end
    if isodd(k)
        k = div(k - 1, 2)
    else
        k = div(k, 2) - 1
        ρ += ρ
    end
    ρ = _ldexp(sqrt(ρ), k)
    ξ = ρ
    η = y
    if ρ != 0
        isfinite(η) && (η = (η / ρ) / 2)
        if x < 0
            ξ = abs(η)
            η = copysign(ρ, y)
        end
    end
    return Complex(ξ, η)
end

# ---------------------------------------------------------------- hash and show
const _h_imag = 0x32a7a07f3e7cd1f9
hash(z::Complex, h::UInt64) = hash(z.re, xor(xor(h, hash(z.im, _h_imag)), hash(0, _h_imag)))

function show(io::IO, z::Complex)
    r = z.re
    i = z.im
    compact = get(io, :compact, false) === true   # (no spaces around the sign)
    show(io, r)
    if signbit(i) && !(i isa AbstractFloat && isnan(i))
        print(io, compact ? "-" : " - ")
        show(io, -i)
    else
        print(io, compact ? "+" : " + ")
        show(io, i)
    end
    if !((i isa Integer && !(i isa Bool)) || (i isa AbstractFloat && isfinite(i)))
        print(io, "*")
    end
    print(io, "im")
end
show(io::IO, z::Complex{Bool}) =
    z == im ? print(io, "im") : print(io, "Complex(", z.re, ",", z.im, ")")

# ---------------------------------------------------------------- elementary functions
cis(x::Real) = Complex(cos(x), sin(x))
cispi(x::Real) = (t = sincospi(x); Complex(t[2], t[1]))   # cis(π x), exact at multiples of ½ (1.6)
function cispi(z::Complex)
    v = exp(-(pi * imag(z)))
    t = sincospi(real(z))
    return Complex(v * t[2], v * t[1])
end
function exp(z::Complex{T}) where {T<:AbstractFloat}
    er = exp(z.re)
    iszero(z.im) && return Complex(er, z.im)
    return Complex(er * cos(z.im), er * sin(z.im))
end
exp(z::Complex) = exp(float(z))
log(z::Complex{T}) where {T<:AbstractFloat} = Complex(log(abs(z)), angle(z))
log(z::Complex) = log(float(z))
log10(z::Complex) = log(z) / log(10.0)
log2(z::Complex) = log(z) / log(2.0)
sin(z::Complex{T}) where {T<:AbstractFloat} =
    Complex(sin(z.re) * cosh(z.im), cos(z.re) * sinh(z.im))
cos(z::Complex{T}) where {T<:AbstractFloat} =
    Complex(cos(z.re) * cosh(z.im), -sin(z.re) * sinh(z.im))
sin(z::Complex) = sin(float(z))
cos(z::Complex) = cos(float(z))
tan(z::Complex) = sin(z) / cos(z)
# z^p in polar form: |z|^p·e^(-Im p·arg z) at angle Re p·arg z + Im p·log|z| (as Julia)
function _cpow_polar(z::Complex, pr::Real, pim::Real)
    r = abs(float(z))
    th = angle(float(z))
    if iszero(pim)
        rp = r^pr
        ang = pr * th
    else
        rp = r^pr * exp(-pim * th)
        ang = pr * th + pim * log(r)
    end
    iszero(ang) && return Complex(rp, zero(rp))
    return Complex(rp * cos(ang), rp * sin(ang))
end
function ^(z::Complex, p::Real)
    isinteger(p) && abs(p) < 2^53 && return float(z)^Int64(p)
    iszero(z) && return p > 0 ? zero(float(z)) : Complex(Inf, 0.0)
    return _cpow_polar(z, p, zero(p))
end
function ^(z::Complex, p::Complex)
    iszero(p.im) && return z^p.re
    iszero(z) && return zero(float(z))
    return _cpow_polar(z, p.re, p.im)
end
^(x::Real, p::Complex) = Complex(x)^p

# (matrix display, arrayshow.jl) complex numbers align on the sign of the imaginary part (the last + or - not after e/f)
function _alignment(s::String, x::Complex)
    w = _strwidth(s)
    k = ncodeunits(s)
    while k > 1
        c = codeunit(s, k)
        if (c == 0x2b || c == 0x2d) && !(codeunit(s, k - 1) in (0x65, 0x66))
            return (k, w - k)
        end
        k -= 1
    end
    return (w, 0)
end

# z // y on complex numbers: exact division part by part (as Julia's rational.jl)
//(x::Complex, y::Real) = complex(real(x) // y, imag(x) // y)
//(x::Number, y::Complex) = x * conj(y) // abs2(y)

# ---------------------------------------------------------------- parse(Complex{T}, s)
# "re±imIM" where the unit IM is im, i or j; either part may stand alone. Each part is
# parsed as a T, whose own error (or nothing) is the answer when it is malformed.
function _parse_complex(::Type{Complex{T}}, s::String, raise::Bool) where {T<:Real}
    part(a, b) = raise ? parse(T, s[a:b]) : tryparse(T, s[a:b])
    i, e = firstindex(s), lastindex(s)
    while i <= e && isspace(s[i])
        i = nextind(s, i)
    end
    if i > e
        raise && throw(ArgumentError("input string is empty or only contains whitespace"))
        return nothing
    end
    sign(j) = something(findnext(in(('+', '-')), s, j), 0)
    k = sign(i)                              # the sign between the parts
    k == i && (k = sign(k + 1))              # (not a leading sign)
    k != 0 && s[k-1] in ('e', 'E') && (k = sign(k + 1))   # (nor an exponent's)
    u = something(findprev(in(('m', 'i', 'j')), s, e), 0) # the unit's first letter
    if u > 0 && s[u] == 'm'
        u -= 1
        if s[u] != 'i'
            raise && throw(ArgumentError("expected trailing \"im\", found only \"m\""))
            return nothing
        end
    end
    if k == 0
        if u > i && !(u == i + 1 && s[i] in ('+', '-'))   # imaginary only ("-inf" is real)
            y = part(i, u - 1)
            return y === nothing ? nothing : Complex{T}(zero(y), y)
        end
        x = part(i, e)
        return x === nothing ? nothing : Complex{T}(x)
    end
    if u < k
        raise && throw(ArgumentError("missing imaginary unit"))
        return nothing
    end
    x = part(i, k - 1)
    x === nothing && return nothing
    y = part(k + 1, u - 1)
    y === nothing && return nothing
    return Complex{T}(x, s[k] == '-' ? -y : y)
end
parse(::Type{Complex{T}}, s::AbstractString) where {T<:Real} =
    _parse_complex(Complex{T}, String(s), true)::Complex{T}
tryparse(::Type{Complex{T}}, s::AbstractString) where {T<:Real} =
    _parse_complex(Complex{T}, String(s), false)
