# accessors.jl — the parts of a Date, DateTime or Time: the civil date of a Rata Die day
# (year, month, day), the clock parts, the ISO week, and the period constructors from them.

# the civil date of Rata Die day n: count from March 1st of year 0 in 400-year cycles of
# 146097 days, centuries of 36524 and 4-year cycles of 1461, then months of the
# March-based year (their lengths repeat 31 30 31 30 31 every five months: 153 days)
function yearmonthday(n::Int64)
    z = n + 305                       # days since 0000-03-01
    era = fld(z, 146097)
    doe = z - era * 146097            # day of the 400-year era, 0:146096
    yoe = div(doe - div(doe, 1460) + div(doe, 36524) - div(doe, 146096), 365)
    doy = doe - (365yoe + div(yoe, 4) - div(yoe, 100))   # day of the March year, 0:365
    mp = div(5doy + 2, 153)           # month counted from March, 0:11
    d = doy - div(153mp + 2, 5) + 1
    m = mp < 10 ? mp + 3 : mp - 9
    y = yoe + 400era + (m <= 2 ? 1 : 0)
    return (y, m, d)
end
year(n::Int64) = yearmonthday(n)[1]
month(n::Int64) = yearmonthday(n)[2]
day(n::Int64) = yearmonthday(n)[3]
yearmonth(n::Int64) = (t = yearmonthday(n); (t[1], t[2]))
monthday(n::Int64) = (t = yearmonthday(n); (t[2], t[3]))

# the Rata Die day of a date or date-time
days(dt::Date) = value(dt)
days(dt::DateTime) = fld(value(dt), 86400000)

# ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday
function week(n::Int64)
    thursday = n - mod1(n, 7) + 4
    y = year(thursday)
    return div(thursday - totaldays(y, 1, 1), 7) + 1
end

@unrolled for f in (:year, :month, :day, :week, :yearmonthday, :yearmonth, :monthday)
    @eval $f(dt::Union{Date,DateTime}) = $f(days(dt))
end
dayofmonth(dt::Union{Date,DateTime}) = day(dt)
quarter(n::Int64) = div(month(n) - 1, 3) + 1
quarter(dt::Union{Date,DateTime}) = quarter(days(dt))

hour(dt::DateTime) = mod(fld(value(dt), 3600000), 24)
minute(dt::DateTime) = mod(fld(value(dt), 60000), 60)
second(dt::DateTime) = mod(fld(value(dt), 1000), 60)
millisecond(dt::DateTime) = mod(value(dt), 1000)
hour(t::Time) = mod(fld(value(t), 3600000000000), 24)
minute(t::Time) = mod(fld(value(t), 60000000000), 60)
second(t::Time) = mod(fld(value(t), 1000000000), 60)
millisecond(t::Time) = mod(fld(value(t), 1000000), 1000)
microsecond(t::Time) = mod(fld(value(t), 1000), 1000)
nanosecond(t::Time) = mod(value(t), 1000)

# Year(dt), Hour(t), …: the part as a period
@unrolled for (P, f) in ((:Year, :year), (:Quarter, :quarter), (:Month, :month), (:Week, :week), (:Day, :day))
    @eval $P(dt::Union{Date,DateTime}) = $P($f(dt))
end
@unrolled for (P, f) in ((:Hour, :hour), (:Minute, :minute), (:Second, :second), (:Millisecond, :millisecond))
    @eval $P(dt::Union{DateTime,Time}) = $P($f(dt))
end
Microsecond(t::Time) = Microsecond(microsecond(t))
Nanosecond(t::Time) = Nanosecond(nanosecond(t))
