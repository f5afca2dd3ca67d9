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

function ceil(dt::Union{Date,DateTime}, p::Period)
    f = floor(dt, p)
    return dt == f ? f : f + p
end
floorceil(dt::Union{Date,DateTime}, p::Period) = (floor(dt, p), ceil(dt, p))
# halfway rounds up
function round(dt::Union{Date,DateTime}, p::Period, r::RoundingMode{:NearestTiesUp})
    f, c = floorceil(dt, p)
    return (dt - f) < (c - dt) ? f : c
end
round(dt::Union{Date,DateTime}, p::Period, ::RoundingMode{:Down}) = floor(dt, p)
round(dt::Union{Date,DateTime}, p::Period, ::RoundingMode{:Up}) = ceil(dt, p)
round(dt::Union{Date,DateTime}, p::Period) = round(dt, p, RoundNearestTiesUp)

for f in (:floor, :ceil, :round)
    @eval $f(dt::Union{Date,DateTime}, ::Type{P}) where {P<:Period} = $f(dt, oneunit(P))
end
floor(x::Union{Date,DateTime}, ::Type{Date}) = Date(x)
