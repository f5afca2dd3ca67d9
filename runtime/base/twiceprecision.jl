# twiceprecision.jl — exact floating-point ranges, as Julia 1.7 builds them.
# `a:s:b`, range(a, b; length) and range(a; step, length) on Float64 look for a rational
# form n/d of the endpoints and step (continued fractions, `_rat`); when one exists the
# range stores its smallest-magnitude element and its step as TwicePrecision{Float64}
# (a hi + lo pair, Dekker arithmetic), so (0.1:0.1:0.3)[3] == 0.3 and the endpoints are
# exact. Float32 ranges keep ref and step as Float64. Element i is then
# hi(ref) + (i - offset)·hi(step) plus the low parts, rounded once.

struct TwicePrecision{T}
    hi::T    # most significant bits
    lo::T    # least significant bits (|lo| ≤ ulp(hi)/2 once canonical)
end
TwicePrecision(x::T) where {T<:AbstractFloat} = TwicePrecision{T}(x, zero(T))
TwicePrecision(hi::T, lo::T) where {T<:AbstractFloat} = TwicePrecision{T}(hi, lo)
Float64(x::TwicePrecision{Float64}) = x.hi + x.lo
Float32(x::TwicePrecision{Float32}) = x.hi + x.lo
-(x::TwicePrecision{T}) where {T} = TwicePrecision{T}(-x.hi, -x.lo)

# ---------------------------------------------------------------- Dekker arithmetic
_truncbits(x::Float64, nb::Int64) = bitcast(Float64, bitcast(UInt64, x) & (0xffffffffffffffff << nb))
_truncbits(x::Float32, nb::Int64) = bitcast(Float32, bitcast(UInt32, x) & (0xffffffff << nb))
_truncbits(x::Float16, nb::Int64) = bitcast(Float16, bitcast(UInt16, x) & (0xffff << nb))
# (h, l) with h = fl(big + little) and h + l exactly big + little (|big| ≥ |little|)
function _canon2(big, little)
    h = big + little
    return (h, (big - h) + little)
end
_add12(x, y) = abs(y) > abs(x) ? _canon2(y, x) : _canon2(x, y)
function _mul12(x::T, y::T) where {T<:AbstractFloat}
    h = x * y
    (iszero(h) | !isfinite(h)) && return (h, h)
    return _canon2(h, fma(x, y, -h))
end
_tp(p::Tuple) = TwicePrecision(p[1], p[2])
# an integer split exactly into hi (its top 26 bits) and lo
function _tp_int(::Type{Float64}, i::Int64)
    hi = _truncbits(Float64(i), 27)
    lo = Float64(i - trunc(Int64, hi))
    return _tp(_canon2(hi, lo))
end
function _tp_add(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T}
    r = x.hi + y.hi
    s = abs(x.hi) > abs(y.hi) ? (((x.hi - r) + y.hi) + y.lo) + x.lo :
                                (((y.hi - r) + x.hi) + x.lo) + y.lo
    return _tp(_canon2(r, s))
end
function _tp_addf(x::TwicePrecision{T}, y::T) where {T}
    s = _add12(x.hi, y)
    return _tp(_canon2(s[1], s[2] + x.lo))
end
# ceil(log2(v)) for v ≥ 1
_clog2(v::Int64) = v <= 1 ? 0 : 64 - leading_zeros(v - 1)
function _tp_muli(x::TwicePrecision{T}, v::Int64) where {T}
    v == 0 && return TwicePrecision(x.hi * v, x.lo * v)
    u = _truncbits(x.hi, _clog2(abs(v)))
    return _tp(_canon2(u * v, ((x.hi - u) + x.lo) * v))
end
function _tp_mul(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T}
    z = _mul12(x.hi, y.hi)
    (iszero(z[1]) | !isfinite(z[1])) && return TwicePrecision(z[1], z[1])
    return _tp(_canon2(z[1], (x.hi * y.lo + x.lo * y.hi) + z[2]))
end
_tp_mulf(x::TwicePrecision{T}, v::T) where {T} =
    v == 0 ? TwicePrecision(x.hi * v, x.lo * v) : _tp_mul(x, TwicePrecision(v))
function _tp_div(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T}
    hi = x.hi / y.hi
    u = _mul12(hi, y.hi)
    lo = ((((x.hi - u[1]) - u[2]) + x.lo) - hi * y.lo) / y.hi
    (iszero(hi) | !isfinite(hi)) && return TwicePrecision(hi, hi)
    return _tp(_canon2(hi, lo))
end
# the rational n/d to twice precision
_tp_ratio(::Type{Float64}, n::Int64, d::Int64) = _tp_div(_tp_int(Float64, n), TwicePrecision(Float64(d)))
# hi with nb trailing zero bits, so that hi·k is exact for |k| < 2^nb
function _tp_trunc(x::TwicePrecision{T}, nb::Int64) where {T}
    hi = _truncbits(x.hi, nb)
    return TwicePrecision(hi, (x.hi - hi) + x.lo)
end
+(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T} = _tp_add(x, y)
+(x::TwicePrecision{T}, y::T) where {T<:AbstractFloat} = _tp_addf(x, y)
*(x::TwicePrecision, v::Int64) = _tp_muli(x, v)
*(v::Int64, x::TwicePrecision) = _tp_muli(x, v)
*(x::TwicePrecision{T}, v::T) where {T<:AbstractFloat} = _tp_mulf(x, v)
*(v::T, x::TwicePrecision{T}) where {T<:AbstractFloat} = _tp_mulf(x, v)
zero(::Type{TwicePrecision{T}}) where {T} = TwicePrecision{T}(zero(T), zero(T))
==(x::TwicePrecision, y::Number) = x.hi + x.lo == y
!=(x::TwicePrecision, y::Number) = !(x == y)

# ---------------------------------------------------------------- building ranges
# trailing-zero bits the step's hi part needs for len elements around offset
_nbitslen(::Type{Float64}, len::Int64, offset::Int64) = min(27, _nbitslen(len, offset))
_nbitslen(::Type{Float32}, len::Int64, offset::Int64) = min(12, _nbitslen(len, offset))
_nbitslen(::Type{Float16}, len::Int64, offset::Int64) = min(6, _nbitslen(len, offset))
_nbitslen(len::Int64, offset::Int64) = len < 2 ? 0 : _clog2(max(offset - 1, len - offset)) + 1

# ref = n1/d1 at index offset, step = n2/d2 (Float64: twice precision, step hi truncated)
_hp(::Type{Float64}, ref::Tuple{Int64,Int64}, st::Tuple{Int64,Int64}, nb::Int64, len::Int64, offset::Int64) =
    _srl(Float64, _tp_ratio(Float64, ref[1], ref[2]),
         _tp_trunc(_tp_ratio(Float64, st[1], st[2]), nb), len, offset)
_hp(::Type{T}, ref::Tuple{Int64,Int64}, st::Tuple{Int64,Int64}, nb::Int64, len::Int64, offset::Int64) where {T<:Union{Float16,Float32}} =
    _srl(T, ref[1] / ref[2], st[1] / st[2], len, offset)
# from floats (a value or a (hi, lo) pair)
_hp(::Type{Float64}, ref, st, nb::Int64, len::Int64, offset::Int64) =
    _srl(Float64, _tp_of(ref), _tp_trunc(_tp_of(st), nb), len, offset)
_hp(::Type{T}, ref, st, nb::Int64, len::Int64, offset::Int64) where {T<:Union{Float16,Float32}} =
    _srl(T, _f64_of(ref), _f64_of(st), len, offset)
_tp_of(x::Float64) = TwicePrecision(x, 0.0)
_tp_of(x::Tuple{Float64,Float64}) = TwicePrecision(x[1], x[2])
_f64_of(x::AbstractFloat) = Float64(x)
_f64_of(x::Tuple) = Float64(x[1]) + Float64(x[2])

# the range start_n/den : step_n/den with len elements, referenced at its smallest element
function _floatrange(::Type{T}, start_n::Int64, step_n::Int64, len::Int64, den::Int64) where {T}
    if len < 2 || step_n == 0
        return _hp(T, (start_n, den), (step_n, den), 0, len, 1)
    end
    imin = clamp(round(Int64, -start_n / step_n + 1), 1, len)
    ref_n = start_n + (imin - 1) * step_n
    return _hp(T, (ref_n, den), (step_n, den), _nbitslen(T, len, imin), len, imin)
end

_maxint(::Type{Float64}) = 9.007199254740992e15   # maxintfloat(Float64, Int)
_maxint(::Type{Float32}) = 1.6777216e7            # maxintfloat(Float32, Int)
_maxint(::Type{Float16}) = 2048.0                 # maxintfloat(Float16, Int)
_ratmax(::Type{Float64}) = 16777216                # maxintfloat(Float32): rat's bound for Float64
_ratmax(::Type{Float32}) = 2048                    # maxintfloat(Float16)
_ratmax(::Type{Float16}) = 2048                    # maxintfloat(Float16)
_isbetween(a, x, b) = ((a <= x) & (x <= b)) | ((b <= x) & (x <= a))
_lcm_unchecked(a::Int64, b::Int64) = a * div(b, gcd(a, b))

# a best rational approximation (n, d) of x by continued fractions; d == 0 when none
function _rat(x::T) where {T<:AbstractFloat}
    y = x
    a = 1
    d = 1
    b = 0
    c = 0
    m = _ratmax(T)
    while abs(y) <= m
        f = trunc(Int64, y)
        y -= f
        a, c = f * a + c, a
        b, d = f * b + d, b
        max(abs(a), abs(b)) <= m || return (c, d)
        T(a) / T(b) == x && break
        y = inv(y)
    end
    return (a, b)
end

(:)(a::Float64, b::Float64) = (:)(a, 1.0, b)
(:)(a::Float32, b::Float32) = (:)(a, 1.0f0, b)
(:)(a::Float16, b::Float16) = (:)(a, Float16(1), b)
(:)(a::Real, b::AbstractFloat) = (:)(promote(a, b)...)
(:)(a::AbstractFloat, b::Real) = (:)(promote(a, b)...)
(:)(a::Real, s::Real, b::Real) = _fcolon(promote(a, s, b)...)
(:)(a::Float64, s::Float64, b::Float64) = _fcolon(a, s, b)
(:)(a::Float32, s::Float32, b::Float32) = _fcolon(a, s, b)
(:)(a::Float16, s::Float16, b::Float16) = _fcolon(a, s, b)
_fcolon(a::Int64, s::Int64, b::Int64) = a:s:b
function _fcolon(start::T, step::T, stop::T) where {T<:Union{Float16,Float32,Float64}}
    step == 0 && throw(ArgumentError("range step cannot be zero"))
    step_n, step_d = _rat(step)
    if step_d != 0 && T(step_n / step_d) == step
        start_n, start_d = _rat(start)
        stop_n, stop_d = _rat(stop)
        if start_d != 0 && stop_d != 0 && T(start_n / start_d) == start && T(stop_n / stop_d) == stop
            den = _lcm_unchecked(start_d, step_d)
            m = _maxint(T)
            if den != 0 && abs(start * den) <= m && abs(step * den) <= m &&
                    rem(den, start_d) == 0 && rem(den, step_d) == 0
                start_n = round(Int64, start * den)
                step_n = round(Int64, step * den)
                len = max(0, div(den * stop_n - stop_d * start_n + step_n * stop_d, step_n * stop_d))
                if _isbetween(start, start + (len - 1) * step, stop + step / 2) &&
                        !_isbetween(start, start + len * step, stop)
                    return _floatrange(T, start_n, step_n, len, den)
                end
            end
        end
    end
    # no exact rational form: take start and step literally
    lf = (stop - start) / step
    if lf < 0
        len = 0
    elseif lf == 0
        len = 1
    else
        len = round(Int64, lf) + 1
        stop2 = start + (len - 1) * step
        len -= ((start < stop) & (stop < stop2)) + ((start > stop) & (stop > stop2))
    end
    return _hp(T, start, step, 0, len, 1)
end

# range(a; step, length)
function _range_fstep(a::T, st::T, len::Integer) where {T<:Union{Float16,Float32,Float64}}
    len < 0 && throw(ArgumentError(string("length cannot be negative, got ", len)))
    start_n, start_d = _rat(a)
    step_n, step_d = _rat(st)
    if start_d != 0 && step_d != 0 && T(start_n / start_d) == a && T(step_n / step_d) == st
        den = _lcm_unchecked(start_d, step_d)
        m = _maxint(T)
        if abs(den * a) <= m && abs(den * st) <= m && rem(den, start_d) == 0 && rem(den, step_d) == 0
            return _floatrange(T, round(Int64, den * a), round(Int64, den * st), len, den)
        end
    end
    return _hp(T, a, st, 0, len, 1)
end

# range(a, b; length)
function _range_flen(start::T, stop::T, len::Integer) where {T<:Union{Float16,Float32,Float64}}
    len < 2 && return _linspace1(T, start, stop, len)
    start == stop && return _hp(T, start, zero(T), 0, len, 1)
    start_n, start_d = _rat(start)
    stop_n, stop_d = _rat(stop)
    if start_d != 0 && stop_d != 0
        den = _lcm_unchecked(start_d, stop_d)
        m = _maxint(T)
        if den != 0 && abs(den * start) <= m && abs(den * stop) <= m
            start_n = round(Int64, den * start)
            stop_n = round(Int64, den * stop)
            if T(start_n / den) == start && T(stop_n / den) == stop
                return _linspace(T, start_n, stop_n, len, den)
            end
        end
    end
    return _linspace_f(start, stop, len)
end

# len points from start_n/den to stop_n/den
function _linspace(::Type{T}, start_n::Integer, stop_n::Integer, len::Integer, den::Integer) where {T}
    len < 2 && return _linspace1(T, start_n / den, stop_n / den, len)
    start_n == stop_n && return _hp(T, (start_n, den), (0, den), 0, len, 1)
    tmin = -start_n / (Float64(stop_n) - Float64(start_n))
    imin = clamp(round(Int64, tmin * (len - 1) + 1), 1, len)
    ref_d = (len - 1) * den
    ref = ((len - imin) * start_n + (imin - 1) * stop_n, ref_d)
    return _hp(T, ref, (stop_n - start_n, ref_d), _nbitslen(T, len, imin), len, imin)
end

# len points from start to stop when they have no rational form
function _linspace_f(start::T, stop::T, len::Int64) where {T<:Union{Float16,Float32,Float64}}
    (isfinite(start) && isfinite(stop)) ||
        throw(ArgumentError(string("start and stop must be finite, got ", start, " and ", stop)))
    D = stop - start
    Dfac = 1
    if !isfinite(D)
        D = stop / len - start / len
        Dfac = len
    end
    tmin = -(start / D) / Dfac
    imin = round(Int64, tmin * (len - 1) + 1)
    if 1 < imin < len
        t = (imin - 1) / (len - 1)
        ref = T((1 - t) * start + t * stop)
        st = imin - 1 < len - imin ? (ref - start) / (imin - 1) : (stop - ref) / (len - imin)
    elseif imin <= 1
        imin = 1
        ref = start
        st = (D / (len - 1)) * Dfac
    else
        imin = len
        ref = stop
        st = (D / (len - 1)) * Dfac
    end
    if len == 2 && !isfinite(st)
        return _hp(T, start, (-start, stop), 0, 2, 1)
    end
    m = bitcast(Float64, 0x7feffffffffffffe)
    k = max(imin - 1, len - imin)
    st_pre = clamp(st, max(-(m + ref) / k, (-m + ref) / k), min((m - ref) / k, (m + ref) / k))
    nb = _nbitslen(T, len, imin)
    st_hi = _truncbits(st_pre, nb)
    x1 = _add12((1 - imin) * st_hi, ref)
    x2 = _add12((len - imin) * st_hi, ref)
    a = (start - x1[1]) - x1[2]
    b = (stop - x2[1]) - x2[2]
    st_lo = (b - a) / (len - 1)
    ref_lo = a - (1 - imin) * st_lo
    return _hp(T, (ref, ref_lo), (st_hi, st_lo), 0, len, imin)
end

# zero or one element
function _linspace1(::Type{T}, start, stop, len::Integer) where {T}
    len < 0 && throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len,
                                          "): negative length")))
    len == 1 && start != stop &&
        throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len,
                                   "): endpoints differ")))
    T === Float64 && return _srl(Float64, TwicePrecision(Float64(start), 0.0),
                                 TwicePrecision(Float64(start), -Float64(stop)), len, 1)
    return _srl(T, Float64(start), Float64(start) - Float64(stop), len, 1)
end

# ---------------------------------------------------------------- element access
function _range_at(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}, i::Int64) where {T}
    u = i - r.offset
    shi = u * r.step.hi
    slo = u * r.step.lo
    x = _add12(r.ref.hi, shi)
    return T(x[1] + (x[2] + (slo + r.ref.lo)))
end
# the element at i to twice precision
function _range_at_hp(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}, i::Int64) where {T}
    u = i - r.offset
    shi = u * r.step.hi
    slo = u * r.step.lo
    x = _add12(r.ref.hi, shi)
    return _tp(_add12(x[1], x[2] + (slo + r.ref.lo)))
end

# sum(1:n) as a product of two integers
_sumpair(n::Int64) = iseven(n) ? (n + 1, n >> 1) : (n, (n + 1) >> 1)
function sum(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}) where {T}
    l = length(r)
    sp = _sumpair(l - r.offset)
    sn = _sumpair(r.offset - 1)
    tp = (r.step * sp[1]) * sp[2]
    tn = (r.step * sn[1]) * sn[2]
    s = _add12(tp.hi, -tn.hi)
    s_lo = s[2] + (tp.lo - tn.lo)
    ref = r.ref * l
    sm = _add12(s[1], ref.hi)
    return _add12(sm[1], sm[2] + ref.lo)[1]
end
