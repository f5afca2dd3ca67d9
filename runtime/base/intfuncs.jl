# intfuncs.jl — integer functions of Julia 1.7's base/intfuncs.jl: 1-based modulo (mod1,
# fld1, fldmod1), integer square root, digit counts and digit vectors in any base (also
# negative bases), modular powers and inverses (powermod, invmod, gcdx), and powers of a
# base around a value (nextpow, prevpow). Also isodd/iseven on any real.

# ---------------------------------------------------------------- 1-based modulo
function mod1(x::T, y::T) where {T<:Real}
    m = mod(x, y)
    return ifelse(m == 0, y, m)
end
mod1(x::Real, y::Real) = mod1(promote(x, y)...)
fld1(x::T, y::T) where {T<:Real} = (m = mod1(x, y); fld(x + y - m, y))
function fld1(x::T, y::T) where {T<:Integer}
    d = div(x, y)
    return d + rem(!signbit(x ⊻ y) & (d * y != x), T)
end
fld1(x::Real, y::Real) = fld1(promote(x, y)...)
fldmod1(x::T, y::T) where {T<:Real} = (fld1(x, y), mod1(x, y))
fldmod1(x::Real, y::Real) = fldmod1(promote(x, y)...)

isodd(n::Real) = isinteger(n) && !iszero(rem(Integer(n), 2))
iseven(n::Real) = isinteger(n) && iszero(rem(Integer(n), 2))
isodd(n::Number) = isreal(n) && isodd(real(n))     # 1.7: any number
iseven(n::Number) = isreal(n) && iseven(real(n))
ispow2(x::Number) = isreal(x) && ispow2(real(x))   # 1.6: any number
ispow2(x::Real) = isinteger(x) ? ispow2(Integer(x)) : (x > 0 && isfinite(x) && ispow2(inv(x)))

# ---------------------------------------------------------------- isqrt
isqrt(x::Integer) = oftype(x, trunc(sqrt(x)))
function isqrt(x::Union{Int64, UInt64, Int128, UInt128})
    x == zero(x) && return x
    s = oftype(x, trunc(sqrt(x)))
    # one Newton step: the float square root loses bits of wide arguments
    s = (s + div(x, s)) >> 1
    return s * s > x ? s - one(s) : s
end

# ---------------------------------------------------------------- digit counts
function ndigits0zpb(x::Integer, b::Integer)   # b > 1
    x == 0 && return 0
    b = Int64(b)
    u = unsigned(abs(x))
    b == 2 && return sizeof(u) << 3 - leading_zeros(u)
    b == 8 && return div(sizeof(u) << 3 - leading_zeros(u) + 2, 3)
    b == 16 && return sizeof(u) << 1 - leading_zeros(u) >> 2
    if ispow2(b)
        dv, rm = divrem(sizeof(u) << 3 - leading_zeros(u), trailing_zeros(b))
        return iszero(rm) ? dv : dv + 1
    end
    ub = rem(b, typeof(u))
    d = 0
    while u != zero(u)
        u = div(u, ub)
        d += 1
    end
    return d
end
function ndigits0znb(x::Integer, b::Integer)   # b < -1
    d = 0
    if x isa Unsigned
        d += (x != 0)
        x = -signed(fld(x, -b))
    end
    while x != 0
        x = cld(x, b)
        d += 1
    end
    return d
end
function ndigits0z(x::Integer, b::Integer)
    if b < -1
        return ndigits0znb(x, b)
    elseif b > 1
        return ndigits0zpb(x, b)
    end
    throw(DomainError(b, "The base must not be in `[-1, 0, 1]`."))
end
ndigits0z(x::Integer) = ndigits0zpb(x, 10)
ndigits(x::Integer; base::Integer=10, pad::Integer=1) = max(pad, ndigits0z(x, base))

# ---------------------------------------------------------------- digit vectors
digits(n::Integer; base::Integer=10, pad::Integer=1) = digits(typeof(base), n; base=base, pad=pad)
digits(::Type{T}, n::Integer; base::Integer=10, pad::Integer=1) where {T<:Integer} =
    digits!(zeros(T, ndigits(n; base=base, pad=pad)), n; base=base)
function digits!(a::AbstractVector{T}, n::Integer; base::Integer=10) where {T<:Integer}
    2 <= abs(base) || throw(DomainError(base, "base must be ≥ 2 or ≤ -2"))
    abs(base) - 1 > typemax(T) && throw(ArgumentError(string("type ", T, " too small for base ", base)))
    isempty(a) && return a
    if base > 0
        for i in eachindex(a)
            n, d = divrem(n, base)
            a[i] = d
        end
    else
        # the first step peeled off so that n keeps one type
        n, d = fldmod(n, -base)
        a[firstindex(a)] = d
        n = -signed(n)
        for i in firstindex(a)+1:lastindex(a)
            n, d = fldmod(n, -base)
            a[i] = d
            n = -signed(n)
        end
    end
    return a
end

# ---------------------------------------------------------------- modular arithmetic
function gcdx(a::Integer, b::Integer)
    T = promote_type(typeof(a), typeof(b))
    s0, s1 = oneunit(T), zero(T)
    t0, t1 = s1, s0
    x = a % T
    y = b % T
    while y != 0
        q = div(x, y)
        x, y = y, rem(x, y)
        s0, s1 = s1, s0 - q * s1
        t0, t1 = t1, t0 - q * t1
    end
    return x < 0 ? (-x, -s0, -t0) : (x, s0, t0)
end
function invmod(n::T, m::T) where {T<:Integer}
    iszero(m) && throw(DomainError(m, "`m` must not be 0."))
    if n isa Signed
        n == typemin(T) && m == -one(T) && return zero(T)
    end
    g, x, y = gcdx(n, m)
    g != 1 && throw(DomainError((n, m), string("Greatest common divisor is ", g, ".")))
    if n isa Unsigned && x > typemax(T) >> 1
        x += m    # x wrapped where it would have been negative
    end
    return mod(x, m)
end
invmod(n::Integer, m::Integer) = invmod(promote(n, m)...)
function powermod(x::Integer, p::Integer, m::T) where {T<:Integer}
    p < 0 && return powermod(invmod(x, m), -p, m)
    p == 0 && return mod(one(m), m)
    (m == 1 || m == -1) && return zero(m)
    b = oftype(m, mod(x, m))   # also checks m for zero
    t = prevpow(2, p)
    r = one(T)
    while true
        if p >= t
            r = oftype(m, mod(widemul(r, b), m))
            p -= t
        end
        t >>>= 1
        t <= 0 && break
        r = oftype(m, mod(widemul(r, r), m))
    end
    return r
end

# ---------------------------------------------------------------- powers around a value
_nextpow2(x::Unsigned) = oneunit(x) << ((sizeof(x) << 3) - leading_zeros(x - oneunit(x)))
_nextpow2(x::Integer) = reinterpret(typeof(x), x < 0 ? -_nextpow2(unsigned(-x)) : _nextpow2(unsigned(x)))
_prevpow2(x::Unsigned) = one(x) << unsigned((sizeof(x) << 3) - leading_zeros(x) - 1)
_prevpow2(x::Integer) = reinterpret(typeof(x), x < 0 ? -_prevpow2(unsigned(-x)) : _prevpow2(unsigned(x)))
function nextpow(a::Real, x::Real)
    x <= 0 && throw(DomainError(x, "`x` must be positive."))
    a == 2 && isa(x, Integer) && return _nextpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    x <= 1 && return one(a)
    n = ceil(Integer, log(a, x))
    p = a^(n - 1)
    return p >= x ? p : a^n   # guards roundoff, as nextpow(5, 125)
end
# nextprod(factors, x): the least product of powers of the factors that is >= x (1.6)
function nextprod(a::Union{Tuple{Vararg{Integer}},AbstractVector{<:Integer}}, x::Real)
    x > typemax(Int) && throw(ArgumentError("unsafe for x > typemax(Int), got $x"))
    fs = Int[f for f in a]
    return _nextprod(fs, 1, 1, x, Int(nextpow(fs[1], x)))
end
# the best product from p times powers of fs[i:end], given the best found so far
function _nextprod(fs::Vector{Int}, i::Int, p::Int, x::Real, best::Int)
    p >= x && return min(p, best)
    i > length(fs) && return best
    while p < best
        best = _nextprod(fs, i + 1, p, x, best)
        p *= fs[i]
    end
    return best
end
function prevpow(a::Real, x::Real)
    x < 1 && throw(DomainError(x, "`x` must be ≥ 1."))
    a == 2 && isa(x, Integer) && return _prevpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    n = floor(Integer, log(a, x))
    p = a^(n + 1)
    return p <= x ? p : a^n
end

# ---------------------------------------------------------------- factorial, binomial
# factorial of an Int64/UInt64 looks up 0! … 20! as Julia's combinatorics.jl does (a tuple,
# which an executable embeds as it is)
const _fact_table64 = (1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800,
    479001600, 6227020800, 87178291200, 1307674368000, 20922789888000, 355687428096000,
    6402373705728000, 121645100408832000, 2432902008176640000)
function _factorial_lookup(n::Integer, lim::Integer)
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    n > lim && throw(OverflowError(string(n, " is too large to look up in the table; consider using `factorial(big(", n, "))` instead")))
    n == 0 && return one(n)
    return oftype(n, _fact_table64[Int64(n)])
end
factorial(n::Union{Int64,UInt64}) = _factorial_lookup(n, 20)
factorial(n::Union{Int32,UInt32}) = _factorial_lookup(n, 12)
factorial(n::Union{Int8,UInt8,Int16,UInt16}) = factorial(Int32(n))
# binomial(n, k) by the multiplicative formula in the wider type, checking each step
function binomial(n::T, k::T) where {T<:Integer}
    n0, k0 = n, k
    k < 0 && return zero(T)
    sgn = one(T)
    if n < 0
        n = -n + k - 1
        isodd(k) && (sgn = -sgn)
    end
    k > n && return zero(T)
    (k == 0 || k == n) && return sgn
    k == 1 && return sgn * n
    k > (n >> 1) && (k = n - k)
    x = nn = n - k + 1
    nn += 1
    rr = 2
    while rr <= k
        xt = div(widemul(x, nn), rr)
        x = xt % T
        x == xt || throw(OverflowError(string("binomial(", n0, ", ", k0, ") overflows")))
        rr += 1
        nn += 1
    end
    return convert(T, copysign(x, sgn))
end
binomial(n::Integer, k::Integer) = binomial(promote(n, k)...)
