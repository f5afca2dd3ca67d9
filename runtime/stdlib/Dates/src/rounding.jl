# rounding.jl — floor, ceil and round of a Date or DateTime to a multiple of a period,
# counted from the rounding epoch 0000-01-01T00:00:00 (weeks from Monday 0000-01-03).

const EPOCH_DAY = -365           # Rata Die of 0000-01-01
const EPOCH_WEEK_DAY = -363      # Rata Die of 0000-01-03, a Monday

_check_precision(p::Period) = value(p) < 1 && throw(DomainError(p))

function floor(dt::Date, p::Year)
    _check_precision(p)
    y = year(dt)
    return Date(y - mod(y, value(p)))
end
function floor(dt::Date, p::Quarter)
    return floor(dt, Month(3 * value(p)))
end
function floor(dt::Date, p::Month)
    _check_precision(p)
    y, m = yearmonth(dt)
    k = 12y + m - 1              # months since the epoch
    k -= mod(k, value(p))
    return Date(fld(k, 12), mod(k, 12) + 1)
end
function floor(dt::Date, p::Week)
    _check_precision(p)
    n = value(dt) - EPOCH_WEEK_DAY
    return Date(UTD(EPOCH_WEEK_DAY + n - mod(n, 7 * value(p))))
end
function floor(dt::Date, p::Day)
    _check_precision(p)
    n = value(dt) - EPOCH_DAY
    return Date(UTD(EPOCH_DAY + n - mod(n, value(p))))
end
floor(dt::DateTime, p::DatePeriod) = DateTime(floor(Date(dt), p))
function floor(dt::DateTime, p::TimePeriod)
    _check_precision(p)
    ms = value(dt) - 86400000 * EPOCH_DAY
    step = toms(p)
    return DateTime(UTM(86400000 * EPOCH_DAY + ms - mod(ms, step)))
end

# periods of a fixed length round among themselves, in the finer of the two units
const ConvertiblePeriod = Union{TimePeriod,Week,Day}
function floor(x::ConvertiblePeriod, precision::T) where {T<:ConvertiblePeriod}
    _check_precision(precision)
    a, b = promote(x, precision)
    return T(a - mod(a, b))
end

const TimeTypeOrPeriod = Union{Date,DateTime,ConvertiblePeriod}
function ceil(x::TimeTypeOrPeriod, p::Period)
    f = floor(x, p)
    return x == f ? f : f + p
end
floorceil(x::TimeTypeOrPeriod, p::Period) = (floor(x, p), ceil(x, p))
# halfway rounds up; RoundDown and RoundUp are floor and ceil; no other mode applies
function round(x::TimeTypeOrPeriod, p::Period, r::RoundingMode{:NearestTiesUp})
    f, c = floorceil(x, p)
    return (x - f) < (c - x) ? f : c
end
function round(x::ConvertiblePeriod, p::ConvertiblePeriod, r::RoundingMode{:NearestTiesUp})
    f, c = floorceil(x, p)
    a, fa, ca = promote(x, f, c)      # the distances in the finest of the units
    return (a - fa) < (ca - a) ? f : c
end
round(x::TimeTypeOrPeriod, p::Period, ::RoundingMode{:Down}) = floor(x, p)
round(x::TimeTypeOrPeriod, p::Period, ::RoundingMode{:Up}) = ceil(x, p)
round(x::Union{TimeType,Period}, p::Period, r::RoundingMode) =
    throw(DomainError(r, "Unsupported rounding mode."))
# a period and a unit it cannot be measured in (Hour(3) to a Year)
round(x::ConvertiblePeriod, p::Union{Year,Quarter,Month}, r::RoundingMode{:NearestTiesUp}) =
    throw(DomainError(p, "cannot round to a calendar period"))
round(x::Union{TimeType,Period}, p::Period) = round(x, p, RoundNearestTiesUp)

@unrolled for f in (:floor, :ceil)
    @eval $f(x::TimeTypeOrPeriod, ::Type{P}) where {P<:Period} = $f(x, oneunit(P))
end
round(x::TimeTypeOrPeriod, ::Type{P}, r::RoundingMode = RoundNearestTiesUp) where {P<:Period} =
    round(x, oneunit(P), r)
floor(x::Union{Date,DateTime}, ::Type{Date}) = Date(x)

# days and milliseconds since the rounding epoch, and back
epochdays2date(n) = Date(UTD(EPOCH_DAY + n))
epochms2datetime(n) = DateTime(UTM(86400000 * EPOCH_DAY + n))
date2epochdays(dt::Date) = value(dt) - EPOCH_DAY
datetime2epochms(dt::DateTime) = value(dt) - 86400000 * EPOCH_DAY
