# rationalround.jl — trunc/floor/ceil/round of a Rational, as Julia 1.7's base/rational.jl.
# Included after floatfuncs.jl, which defines the RoundingMode singletons.

# As Julia 1.7: trunc/floor/ceil/round(T, x) divide num by den in the matching mode and
# convert the integer quotient to T (Int, Float64, a Rational type, ...); round(x, mode)
# and the one-argument forms give a Rational of x's type. RoundNearest sends halves to the
# even neighbour, RoundNearestTiesAway away from zero, RoundNearestTiesUp towards +Inf.
# A zero denominator divides by zero, except that round to a non-integer type keeps ±1//0.
trunc(::Type{T}, x::Rational) where {T} = convert(T, div(x.num, x.den))
floor(::Type{T}, x::Rational) where {T} = convert(T, fld(x.num, x.den))
ceil(::Type{T}, x::Rational) where {T} = convert(T, cld(x.num, x.den))
trunc(x::Rational{T}) where {T} = Rational(trunc(T, x))
floor(x::Rational{T}) where {T} = Rational(floor(T, x))
ceil(x::Rational{T}) where {T} = Rational(ceil(T, x))
round(x::Rational) = round(typeof(x), x, RoundNearest)
round(x::Rational, r::RoundingMode) = round(typeof(x), x, r)
round(::Type{T}, x::Rational) where {T} = round(T, x, RoundNearest)
function round(::Type{T}, x::Rational{Tr}, r::RoundingMode) where {T,Tr}
    if iszero(x.den) && !(T <: Integer)
        return convert(T, unsafe_rational(Tr, copysign(one(Tr), x.num), zero(Tr)))
    end
    return convert(T, _rational_div(x.num, x.den, r))
end
_rational_div(n::Integer, d::Integer, ::RoundingMode{:ToZero}) = div(n, d)
_rational_div(n::Integer, d::Integer, ::RoundingMode{:Down}) = fld(n, d)
_rational_div(n::Integer, d::Integer, ::RoundingMode{:Up}) = cld(n, d)
# n/d to the nearest integer; tie(q, up) says whether a half goes from q to q ± 1
function _rational_nearest(n::Integer, d::Integer, tie)
    q = div(n, d)
    r = rem(n, d)
    iszero(r) && return q
    ar = abs(r)
    rest = abs(d) - ar              # the distance to the other neighbour, q ± 1
    away = (n < 0) != (d < 0)       # the other neighbour is q - 1
    c = ar > rest ? 1 : (ar < rest ? -1 : 0)
    (c > 0 || (c == 0 && tie(q, away))) || return q
    return away ? q - one(q) : q + one(q)
end
_rational_div(n::Integer, d::Integer, ::RoundingMode{:Nearest}) =
    _rational_nearest(n, d, (q, away) -> isodd(q))
_rational_div(n::Integer, d::Integer, ::RoundingMode{:NearestTiesAway}) =
    _rational_nearest(n, d, (q, away) -> true)
_rational_div(n::Integer, d::Integer, ::RoundingMode{:NearestTiesUp}) =
    _rational_nearest(n, d, (q, away) -> !away)
