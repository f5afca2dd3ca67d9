# periods.jl — period values, their printing ("1 day", "2 hours", shown as Day(1)),
# arithmetic and comparison (fixed periods convert into one another, Year into Month),
# CompoundPeriod (a sum of periods of different units) and canonicalize.

value(x::Period) = x.value

const PERIOD_TYPES = (Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond,
                      Microsecond, Nanosecond)
@unrolled for P in (:Year, :Quarter, :Month, :Week, :Day, :Hour, :Minute, :Second, :Millisecond,
          :Microsecond, :Nanosecond)
    unit = lowercase(string(P))
    @eval _unit(::$P) = $unit
    @eval $P(s::AbstractString) = $P(Base.parse(Int64, s))
    @eval Base.typeinfo_implicit(::Type{$P}) = true
    @eval $P(p::Period) = convert($P, p)::$P
end
_units(x::Period) = string(" ", _unit(x), abs(value(x)) == 1 ? "" : "s")

print(io::IO, x::Period) = print(io, value(x), _units(x))
show(io::IO, ::MIME"text/plain", x::Period) = print(io, x)
show(io::IO, x::P) where {P<:Period} = print(io, P, '(', value(x), ')')

zero(::Union{Type{P},P}) where {P<:Period} = P(0)
one(::Union{Type{P},P}) where {P<:Period} = 1
Base.oneunit(::Union{Type{P},P}) where {P<:Period} = P(1)
typemin(::Type{P}) where {P<:Period} = P(typemin(Int64))
typemax(::Type{P}) where {P<:Period} = P(typemax(Int64))
Base.iszero(x::Period) = value(x) == 0

# the value a part takes when a date or format leaves it out
default(::Union{T,Type{T}}) where {T<:DatePeriod} = T(1)
default(::Union{T,Type{T}}) where {T<:TimePeriod} = T(0)

# ---------------------------------------------------------------- arithmetic
-(x::P) where {P<:Period} = P(-value(x))
+(x::P, y::P) where {P<:Period} = P(value(x) + value(y))
-(x::P, y::P) where {P<:Period} = P(value(x) - value(y))
Base.gcd(x::P, y::P) where {P<:Period} = P(gcd(value(x), value(y)))
Base.lcm(x::P, y::P) where {P<:Period} = P(lcm(value(x), value(y)))
/(x::P, y::P) where {P<:Period} = value(x) / value(y)
/(x::P, y::Real) where {P<:Period} = P(value(x) / y)
div(x::P, y::P) where {P<:Period} = div(value(x), value(y))
div(x::P, y::Real) where {P<:Period} = P(div(value(x), Int64(y)))
div(x::P, y::P, r::RoundingMode) where {P<:Period} = div(value(x), value(y), r)
div(x::P, y::Real, r::RoundingMode) where {P<:Period} = P(div(value(x), Int64(y), r))
fld(x::P, y::P) where {P<:Period} = fld(value(x), value(y))
cld(x::P, y::P) where {P<:Period} = cld(value(x), value(y))
rem(x::P, y::P) where {P<:Period} = P(rem(value(x), value(y)))
rem(x::P, y::Real) where {P<:Period} = P(rem(value(x), Int64(y)))
mod(x::P, y::P) where {P<:Period} = P(mod(value(x), value(y)))
mod(x::P, y::Real) where {P<:Period} = P(mod(value(x), Int64(y)))
*(x::P, y::Real) where {P<:Period} = P(value(x) * y)
*(y::Real, x::Period) = x * y
*(A::Period, B::AbstractArray) = A .* B
*(A::AbstractArray, B::Period) = A .* B
/(A::AbstractArray{<:Period}, y::Period) = A ./ y
isfinite(::Union{Type{P},P}) where {P<:Period} = true
abs(x::P) where {P<:Period} = P(abs(value(x)))
sign(x::Period) = sign(value(x))

# mixed units meet in the finer one (div, rem and friends of two different fixed periods)
@unrolled for f in (:div, :fld, :cld, :/)
    @eval $f(x::Period, y::Period) = $f(promote(x, y)...)
end
@unrolled for f in (:rem, :mod)
    @eval $f(x::Period, y::Period) = $f(promote(x, y)...)
end


# ---------------------------------------------------------------- conversions
# fixed periods, coarsest first, with how many of the next finer one make one of them
const FIXED_STEPS = ((Week, 7), (Day, 24), (Hour, 60), (Minute, 60), (Second, 1000),
                     (Millisecond, 1000), (Microsecond, 1000), (Nanosecond, 1))
const FixedPeriod = Union{Week,Day,Hour,Minute,Second,Millisecond,Microsecond,Nanosecond}
const OtherPeriod = Union{Month,Quarter,Year}

# comparisons: the same unit by value; others in their common unit; a calendar period
# (months) and a fixed one (days) are never equal and have no order
==(x::P, y::P) where {P<:Period} = value(x) == value(y)
==(x::Period, y::Period) = ==(promote(x, y)...)
isless(x::P, y::P) where {P<:Period} = isless(value(x), value(y))
isless(x::Period, y::Period) = isless(promote(x, y)...)
==(x::FixedPeriod, y::OtherPeriod) = false
==(x::OtherPeriod, y::FixedPeriod) = false
isless(x::FixedPeriod, y::OtherPeriod) = throw(MethodError(isless, (x, y)))
isless(x::OtherPeriod, y::FixedPeriod) = throw(MethodError(isless, (x, y)))

# the quotient, or InexactError when the division leaves a remainder
function divexact(x, y)
    q, r = divrem(x, y)
    r == 0 || throw(InexactError(:divexact, Int, x / y))
    return q
end

@unrolled for i in 1:length(FIXED_STEPS)
    T = FIXED_STEPS[i][1]
    factor = Int64(1)
    for j in (i + 1):length(FIXED_STEPS)   # finer units: T(x) = x / factor, exactly
        factor *= FIXED_STEPS[j - 1][2]
        F = FIXED_STEPS[j][1]
        @eval convert(::Type{$T}, x::$F) = $T(divexact(value(x), $factor))
        @eval promote_rule(::Type{$T}, ::Type{$F}) = $F
        hi = typemax(Int64) ÷ factor
        lo = typemin(Int64) ÷ factor
        @eval function convert(::Type{$F}, x::$T)
            $lo <= value(x) <= $hi || throw(InexactError(:convert, $F, x))
            return $F(value(x) * $factor)
        end
    end
end
@unrolled for (T, F, factor) in ((Year, Month, 12), (Year, Quarter, 4), (Quarter, Month, 3))
    @eval convert(::Type{$T}, x::$F) = $T(divexact(value(x), $factor))
    @eval convert(::Type{$F}, x::$T) = $F(value(x) * $factor)
    @eval promote_rule(::Type{$T}, ::Type{$F}) = $F
end
convert(::Type{P}, x::P) where {P<:Period} = x

# milliseconds, nanoseconds and days in a fixed period (the months-based ones by their
# average length, as Julia reckons them)
days(c::Day) = value(c)
days(c::Week) = 7 * value(c)
days(c::Year) = 365.2425 * value(c)
days(c::Quarter) = 91.310625 * value(c)
days(c::Month) = 30.436875 * value(c)
toms(c::Union{Day,Week}) = 86400000 * days(c)
toms(c::OtherPeriod) = 86400000.0 * days(c)
toms(c::Hour) = 3600000 * value(c)
toms(c::Minute) = 60000 * value(c)
toms(c::Second) = 1000 * value(c)
toms(c::Millisecond) = value(c)
toms(c::Microsecond) = div(value(c), 1000)
toms(c::Nanosecond) = div(value(c), 1000000)
days(c::Union{Hour,Minute,Second,Millisecond}) = div(toms(c), 86400000)
tons(x) = toms(x) * 1000000
tons(x::Microsecond) = value(x) * 1000
tons(x::Nanosecond) = value(x)

hash(x::FixedPeriod, h::UInt) = hash(tons(x), h)
hash(x::Year, h::UInt) = hash(12 * value(x), h + 0x2a9c8e5b2ff2b3ab)
hash(x::Quarter, h::UInt) = hash(3 * value(x), h + 0x2a9c8e5b2ff2b3ab)
hash(x::Month, h::UInt) = hash(value(x), h + 0x2a9c8e5b2ff2b3ab)

# ---------------------------------------------------------------- CompoundPeriod
# the rank of a period type, coarsest (Year) first; the list of a CompoundPeriod runs by rank
_rank(::Year) = 1
_rank(::Quarter) = 2
_rank(::Month) = 3
_rank(::Week) = 4
_rank(::Day) = 5
_rank(::Hour) = 6
_rank(::Minute) = 7
_rank(::Second) = 8
_rank(::Millisecond) = 9
_rank(::Microsecond) = 10
_rank(::Nanosecond) = 11

# the periods in rank order, one per type (summed), zeros left out
struct CompoundPeriod <: AbstractTime
    periods::Vector{Period}
    function CompoundPeriod(p::Vector{Period})
        sorted = sort(p, by = _rank)
        out = Period[]
        for x in sorted
            if !isempty(out) && typeof(out[end]) === typeof(x)
                out[end] = out[end] + x
            else
                push!(out, x)
            end
        end
        return new(filter(x -> value(x) != 0, out))
    end
end
CompoundPeriod(p::Vector{<:Period}) = CompoundPeriod(Vector{Period}(p))
CompoundPeriod(p::Period...) = CompoundPeriod(Period[p...])
CompoundPeriod(t::Time) = CompoundPeriod(Period[Hour(t), Minute(t), Second(t), Millisecond(t),
                                                Microsecond(t), Nanosecond(t)])
convert(::Type{CompoundPeriod}, x::Period) = CompoundPeriod(Period[x])
# the milliseconds, nanoseconds or days of all the parts together
@unrolled for f in (:toms, :tons, :days)
    @eval $f(c::CompoundPeriod) = isempty(c.periods) ? 0.0 : Float64(sum($f, c.periods))
end

Base.periods(x::CompoundPeriod) = x.periods

function string(x::CompoundPeriod)
    isempty(x.periods) && return "empty period"
    return join((string(p) for p in x.periods), ", ")
end
show(io::IO, x::CompoundPeriod) = print(io, string(x))
print(io::IO, x::CompoundPeriod) = print(io, string(x))

zero(::Union{CompoundPeriod,Type{CompoundPeriod}}) = CompoundPeriod()
one(::Union{CompoundPeriod,Type{CompoundPeriod}}) = 1
Base.isempty(x::CompoundPeriod) = isempty(x.periods)

+(x::Period, y::Period) = CompoundPeriod(Period[x, y])
+(x::CompoundPeriod, y::Period) = CompoundPeriod(vcat(x.periods, Period[y]))
+(y::Period, x::CompoundPeriod) = x + y
+(x::CompoundPeriod, y::CompoundPeriod) = CompoundPeriod(vcat(x.periods, y.periods))
-(x::Period, y::Period) = CompoundPeriod(Period[x, -y])
-(x::CompoundPeriod, y::Period) = CompoundPeriod(vcat(x.periods, Period[-y]))
-(x::CompoundPeriod) = CompoundPeriod(Period[-p for p in x.periods])
-(y::Union{Period,CompoundPeriod}, x::CompoundPeriod) = (-x) + y
*(x::CompoundPeriod, y::Real) =
    iszero(y) ? CompoundPeriod() : CompoundPeriod(Period[p * y for p in x.periods])
*(y::Real, x::CompoundPeriod) = x * y
+(x::Union{Period,CompoundPeriod}) = x

==(x::CompoundPeriod, y::Period) = x == CompoundPeriod(y)
==(x::Period, y::CompoundPeriod) = y == x
function ==(x::CompoundPeriod, y::CompoundPeriod)
    a = canonicalize(x).periods
    b = canonicalize(y).periods
    length(a) == length(b) || return false
    for i in 1:length(a)
        (typeof(a[i]) === typeof(b[i]) && value(a[i]) == value(b[i])) || return false
    end
    return true
end
Base.isequal(x::CompoundPeriod, y::Period) = isequal(x, CompoundPeriod(y))
Base.isequal(x::Period, y::CompoundPeriod) = isequal(y, x)
function Base.isequal(x::CompoundPeriod, y::CompoundPeriod)
    length(x.periods) == length(y.periods) || return false
    for i in 1:length(x.periods)
        isequal(x.periods[i], y.periods[i]) || return false
    end
    return true
end

# the next coarser unit of a fixed period and how many of this one it holds
coarser(::Type{Nanosecond}) = (Microsecond, 1000)
coarser(::Type{Microsecond}) = (Millisecond, 1000)
coarser(::Type{Millisecond}) = (Second, 1000)
coarser(::Type{Second}) = (Minute, 60)
coarser(::Type{Minute}) = (Hour, 60)
coarser(::Type{Hour}) = (Day, 24)
coarser(::Type{Day}) = (Week, 7)
coarser(::Type{Month}) = (Year, 12)
coarser(::Type{P}) where {P<:Period} = (P, 1)

# canonicalize: carry each unit's overflow into the next coarser one, then give every
# chain of convertible units (weeks down to nanoseconds; years and months) the sign of its
# largest part, so that 1 hour, -1 minute becomes 59 minutes.
function canonicalize(x::CompoundPeriod)
    isempty(x.periods) && return x
    # the total of each chain in its finest unit present, then split back out
    out = Period[]
    for chain in ((Year, Month), (Quarter,), (Week, Day, Hour, Minute, Second, Millisecond,
                                           Microsecond, Nanosecond))
        ps = [p for p in x.periods if any(T -> p isa T, chain)]
        isempty(ps) && continue
        finest = typeof(ps[end])
        total = Int128(0)
        for p in ps
            total += Int128(value(_as_finer(p, finest)))
        end
        append!(out, _split(total, finest, chain))
    end
    return CompoundPeriod(out)
end
# p in the (finer or equal) unit F
_as_finer(p::Period, ::Type{F}) where {F} = typeof(p) === F ? p : convert(F, p)
# total (of unit F) as coarsest-first parts of the chain's units, all of total's sign
function _split(total::Int128, ::Type{F}, chain) where {F}
    s = total < 0 ? -1 : 1
    t = abs(total)
    parts = Period[]
    P = F
    while true
        C, f = _chain_coarser(P, chain)
        if f == 1
            t != 0 && push!(parts, P(s * Int64(t)))
            break
        end
        r = t % f
        r != 0 && push!(parts, P(s * Int64(r)))
        t = div(t, f)
        t == 0 && break
        P = C
    end
    return reverse!(parts)
end
_chain_coarser(::Type{Month}, chain) = (Year, 12)
_chain_coarser(::Type{P}, chain) where {P} = coarser(P)
canonicalize(p::Period) = canonicalize(CompoundPeriod(p))
