# conversions.jl — between Date, DateTime and Time; the clock (now, today, now(UTC));
# Unix time, Rata Die days and Julian days.

DateTime(dt::Date) = DateTime(UTM(86400000 * value(dt)))
Date(dt::DateTime) = Date(UTD(days(dt)))
Time(dt::DateTime) = Time(Nanosecond(1000000 * mod(value(dt), 86400000)))
Date(dt::Date) = dt
DateTime(dt::DateTime) = dt
convert(::Type{DateTime}, dt::Date) = DateTime(dt)
convert(::Type{Date}, dt::DateTime) = Date(dt)
convert(::Type{Time}, dt::DateTime) = Time(dt)
convert(::Type{T}, x::T) where {T<:TimeType} = x

function DateTime(dt::Date, t::Time)
    (microsecond(t) > 0 || nanosecond(t) > 0) && throw(InexactError(:DateTime, DateTime, t))
    return DateTime(UTM(86400000 * value(dt) + div(value(t), 1000000)))
end

# 1970-01-01T00:00:00 in milliseconds on the Rata Die line
const UNIXEPOCH = 62135683200000
unix2datetime(x) = DateTime(UTM(UNIXEPOCH + round(Int64, 1000 * x)))
datetime2unix(dt::DateTime) = (value(dt) - UNIXEPOCH) / 1000.0

# the offset of local time from UTC, in seconds, at Unix time t (libc's localtime_r:
# tm_gmtoff follows the nine int fields of struct tm, at byte 40 on 64-bit glibc)
function _utc_offset(t::Int64)
    buf = zeros(UInt8, 64)
    ccall(:localtime_r, Ptr{Cvoid}, (Ref{Int64}, Ptr{UInt8}), t, buf)
    off = Int64(0)
    for k in 8:-1:1
        off = (off << 8) | Int64(buf[40 + k])
    end
    return off
end

now(::Type{UTC}) = unix2datetime(time())
function now()
    t = time()
    return unix2datetime(t + _utc_offset(floor(Int64, t)))
end
today() = Date(now())

rata2datetime(days) = DateTime(UTM(86400000 * days))
datetime2rata(dt::TimeType) = days(dt)

# noon of -4713-11-24 (4714 BC), where Julian day 0 begins
julian2datetime(f) = DateTime(UTM(_julian_epoch() + round(Int64, 86400000 * f)))
datetime2julian(dt::DateTime) = (value(dt) - _julian_epoch()) / 86400000.0
_julian_epoch() = value(DateTime(-4713, 11, 24, 12))

# sleeping and waiting for a period
Base.sleep(duration::Period) = sleep(toms(duration) / 1000)
Base.timedwait(testcb, timeout::Period; pollint::Period = Millisecond(100)) =
    timedwait(testcb, toms(timeout) / 1000; pollint = toms(pollint) / 1000)
