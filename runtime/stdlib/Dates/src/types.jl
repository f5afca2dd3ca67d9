# types.jl — the abstract time hierarchy, the period and instant types, Date, DateTime and
# Time, their construction from parts with Julia's validation errors, and ordering.

abstract type AbstractTime end
abstract type Period <: AbstractTime end
abstract type DatePeriod <: Period end
abstract type TimePeriod <: Period end

# each period wraps an Int64; a value that is not one exactly raises InexactError
@unrolled for P in (:Year, :Quarter, :Month, :Week, :Day)
    @eval struct $P <: DatePeriod
        value::Int64
        $P(v::Number) = new(Int64(v))
    end
end
@unrolled for P in (:Hour, :Minute, :Second, :Millisecond, :Microsecond, :Nanosecond)
    @eval struct $P <: TimePeriod
        value::Int64
        $P(v::Number) = new(Int64(v))
    end
end

abstract type Instant <: AbstractTime end
# a count of periods on the universal-time line
struct UTInstant{P<:Period} <: Instant
    periods::P
end
UTM(x) = UTInstant(Millisecond(x))
UTD(x) = UTInstant(Day(x))

abstract type Calendar <: AbstractTime end
struct ISOCalendar <: Calendar end

abstract type TimeZone end
struct UTC <: TimeZone end

abstract type TimeType <: AbstractTime end
abstract type AbstractDateTime <: TimeType end

struct DateTime <: AbstractDateTime
    instant::UTInstant{Millisecond}
    DateTime(instant::UTInstant{Millisecond}) = new(instant)
end
struct Date <: TimeType
    instant::UTInstant{Day}
    Date(instant::UTInstant{Day}) = new(instant)
end
const NS_PER_DAY = 86400000000000
struct Time <: TimeType
    instant::Nanosecond
    Time(instant::Nanosecond) = new(Nanosecond(mod(instant.value, NS_PER_DAY)))
end

# ---------------------------------------------------------------- the calendar
# Rata Die day of y-m-d: the year is taken to start on March 1st, so that February (and
# its leap day) ends it; the table holds the days from March 1st to each month's start.
const MARCH_OFFSETS = (306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275)
function totaldays(y, m, d)
    z = m < 3 ? y - 1 : y
    return d + MARCH_OFFSETS[m] + 365z + fld(z, 4) - fld(z, 100) + fld(z, 400) - 306
end

isleapyear(y::Integer) = (y % 4 == 0) && ((y % 100 != 0) || (y % 400 == 0))
const MONTH_LENGTHS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
daysinmonth(y::Integer, m::Integer) = MONTH_LENGTHS[m] + (m == 2 && isleapyear(y) ? 1 : 0)

# ---------------------------------------------------------------- AM/PM of parsed input
@enum AMPM AM PM TWENTYFOURHOUR
function adjusthour(h::Int64, ampm::AMPM)
    ampm == PM && h < 12 && return h + 12
    ampm == AM && h == 12 && return Int64(0)
    return h
end

# ---------------------------------------------------------------- validation
# nothing when the parts make a value of the type, else the ArgumentError to throw
function validargs(::Type{Date}, y::Int64, m::Int64, d::Int64)
    0 < m < 13 || return ArgumentError("Month: $m out of range (1:12)")
    n = daysinmonth(y, m)
    0 < d <= n || return ArgumentError("Day: $d out of range (1:$n)")
    return nothing
end
function _validhour(h::Int64, ampm::AMPM, rest_zero::Bool)
    if ampm == TWENTYFOURHOUR
        (-1 < h < 24 || (h == 24 && rest_zero)) || return ArgumentError("Hour: $h out of range (0:23)")
    else
        0 < h < 13 || return ArgumentError("Hour: $h out of range (1:12)")
    end
    return nothing
end
function _validclock(mi::Int64, s::Int64, ms::Int64)
    -1 < mi < 60 || return ArgumentError("Minute: $mi out of range (0:59)")
    -1 < s < 60 || return ArgumentError("Second: $s out of range (0:59)")
    -1 < ms < 1000 || return ArgumentError("Millisecond: $ms out of range (0:999)")
    return nothing
end
function validargs(::Type{DateTime}, y::Int64, m::Int64, d::Int64, h::Int64, mi::Int64,
                   s::Int64, ms::Int64, ampm::AMPM = TWENTYFOURHOUR)
    e = validargs(Date, y, m, d)
    e === nothing || return e
    e = _validhour(h, ampm, mi == 0 && s == 0 && ms == 0)
    e === nothing || return e
    return _validclock(mi, s, ms)
end
function validargs(::Type{Time}, h::Int64, mi::Int64, s::Int64, ms::Int64, us::Int64,
                   ns::Int64, ampm::AMPM = TWENTYFOURHOUR)
    e = _validhour(h, ampm, false)
    e === nothing || return e
    e = _validclock(mi, s, ms)
    e === nothing || return e
    -1 < us < 1000 || return ArgumentError("Microsecond: $us out of range (0:999)")
    -1 < ns < 1000 || return ArgumentError("Nanosecond: $ns out of range (0:999)")
    return nothing
end

# ---------------------------------------------------------------- construction from parts
function DateTime(y::Int64, m::Int64 = 1, d::Int64 = 1, h::Int64 = 0, mi::Int64 = 0,
                  s::Int64 = 0, ms::Int64 = 0, ampm::AMPM = TWENTYFOURHOUR)
    e = validargs(DateTime, y, m, d, h, mi, s, ms, ampm)
    e === nothing || throw(e)
    h = adjusthour(h, ampm)
    return DateTime(UTM(ms + 1000 * (s + 60mi + 3600h + 86400 * totaldays(y, m, d))))
end
function Date(y::Int64, m::Int64 = 1, d::Int64 = 1)
    e = validargs(Date, y, m, d)
    e === nothing || throw(e)
    return Date(UTD(totaldays(y, m, d)))
end
function Time(h::Int64, mi::Int64 = 0, s::Int64 = 0, ms::Int64 = 0, us::Int64 = 0,
              ns::Int64 = 0, ampm::AMPM = TWENTYFOURHOUR)
    e = validargs(Time, h, mi, s, ms, us, ns, ampm)
    e === nothing || throw(e)
    h = adjusthour(h, ampm)
    return Time(Nanosecond(ns + 1000us + 1000000ms + 1000000000s + 60000000000mi +
                           3600000000000h))
end
DateTime(y, m = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0, ampm::AMPM = TWENTYFOURHOUR) =
    DateTime(Int64(y), Int64(m), Int64(d), Int64(h), Int64(mi), Int64(s), Int64(ms), ampm)
Date(y, m = 1, d = 1) = Date(Int64(y), Int64(m), Int64(d))
Time(h, mi = 0, s = 0, ms = 0, us = 0, ns = 0, ampm::AMPM = TWENTYFOURHOUR) =
    Time(Int64(h), Int64(mi), Int64(s), Int64(ms), Int64(us), Int64(ns), ampm)

# from periods, in order or in any order (missing parts take their defaults)
DateTime(y::Year, m::Month = Month(1), d::Day = Day(1), h::Hour = Hour(0),
         mi::Minute = Minute(0), s::Second = Second(0), ms::Millisecond = Millisecond(0)) =
    DateTime(y.value, m.value, d.value, h.value, mi.value, s.value, ms.value)
Date(y::Year, m::Month = Month(1), d::Day = Day(1)) = Date(y.value, m.value, d.value)
Time(h::Hour, mi::Minute = Minute(0), s::Second = Second(0), ms::Millisecond = Millisecond(0),
     us::Microsecond = Microsecond(0), ns::Nanosecond = Nanosecond(0)) =
    Time(h.value, mi.value, s.value, ms.value, us.value, ns.value)

# the value of the period of type P among ps, or its default
function _part(::Type{P}, default::Int64, ps) where {P}
    v = default
    for p in ps
        p isa P && (v = p.value)
    end
    return v
end
function DateTime(p::Period, ps::Period...)
    a = (p, ps...)
    return DateTime(_part(Year, 1, a), _part(Month, 1, a), _part(Day, 1, a),
                    _part(Hour, 0, a), _part(Minute, 0, a), _part(Second, 0, a),
                    _part(Millisecond, 0, a))
end
function Date(p::Period, ps::Period...)
    a = (p, ps...)
    return Date(_part(Year, 1, a), _part(Month, 1, a), _part(Day, 1, a))
end
function Time(p::TimePeriod, ps::TimePeriod...)
    a = (p, ps...)
    return Time(_part(Hour, 0, a), _part(Minute, 0, a), _part(Second, 0, a),
                _part(Millisecond, 0, a), _part(Microsecond, 0, a), _part(Nanosecond, 0, a))
end

# ---------------------------------------------------------------- traits and ordering
value(dt::Union{Date,DateTime}) = dt.instant.periods.value
value(t::Time) = t.instant.value

isfinite(::Union{Type{T},T}) where {T<:TimeType} = true
calendar(::Union{Date,DateTime}) = ISOCalendar

eps(::Type{DateTime}) = Millisecond(1)
eps(::Type{Date}) = Day(1)
eps(::Type{Time}) = Nanosecond(1)
eps(x::TimeType) = eps(typeof(x))

zero(::Type{DateTime}) = Millisecond(0)
zero(::Type{Date}) = Day(0)
zero(::Type{Time}) = Nanosecond(0)
zero(x::TimeType) = zero(typeof(x))

typemax(::Union{DateTime,Type{DateTime}}) = DateTime(146138512, 12, 31, 23, 59, 59)
typemin(::Union{DateTime,Type{DateTime}}) = DateTime(-146138511, 1, 1, 0, 0, 0)
typemax(::Union{Date,Type{Date}}) = Date(252522163911149, 12, 31)
typemin(::Union{Date,Type{Date}}) = Date(-252522163911150, 1, 1)
typemax(::Union{Time,Type{Time}}) = Time(23, 59, 59, 999, 999, 999)
typemin(::Union{Time,Type{Time}}) = Time(0)

promote_rule(::Type{Date}, ::Type{DateTime}) = DateTime
isless(x::T, y::T) where {T<:TimeType} = isless(value(x), value(y))
isless(x::TimeType, y::TimeType) = isless(promote(x, y)...)
==(x::T, y::T) where {T<:TimeType} = value(x) == value(y)
==(x::TimeType, y::TimeType) = ===(promote(x, y)...)
Base.min(x::AbstractTime) = x
Base.max(x::AbstractTime) = x
Base.minmax(x::AbstractTime) = (x, x)

hash(x::Date, h::UInt) = hash(value(x), hash(Date, h))
hash(x::DateTime, h::UInt) = hash(value(x), hash(DateTime, h))
hash(x::Time, h::UInt) = hash(value(x), hash(Time, h))

# times are ordered and their arithmetic wraps: range(d; step, length) is a StepRange
Base.OrderStyle(::Type{<:AbstractTime}) = Base.Ordered()
Base.ArithmeticStyle(::Type{<:AbstractTime}) = Base.ArithmeticWraps()
