# Dates — Julia 1.7's standard library for calendar dates, clock times and periods.
#
# A Date counts days, a DateTime milliseconds, on the proleptic Gregorian calendar's
# Rata Die line (day 1 = 0001-01-01, a Monday); a Time counts the nanoseconds of one day.
# Periods (Year … Nanosecond) wrap an Int64 each. The files, one concept each:
# types (the types, their construction and validation), periods (period arithmetic,
# CompoundPeriod, canonicalize), accessors and query (parts, names, calendar questions),
# arithmetic (dates plus periods, month-end clamping), conversions (now, today, Unix and
# Julian days), ranges, adjusters (firstdayofmonth, tonext, …), rounding (floor/ceil/round
# to a period) and io (DateFormat, format, parse, show).
module Dates

import Base: ==, isless, +, -, *, /, div, rem, mod, fld, cld, hash, show, print, string,
    zero, one, typemin, typemax, abs, sign, convert, promote_rule, trunc, floor, ceil, round,
    parse, tryparse, isfinite, eps, length

# `@unrolled for …; @eval ex; end`: the loop runs when the macro expands and each `@eval ex`
# it meets adds ex (interpolated) to the code the macro returns. A plain top-level loop of
# @eval runs only when the program does, which an executable (no eval there) cannot; this
# way the definitions are made while the program is compiled, in executables too.
macro unrolled(loop)
    name = gensym("definitions")
    body = _evals_collected(loop)
    Core.eval(__module__, :(function $name()
        out = Any[]
        $body
        return out
    end))
    exprs = Base.invokelatest(getproperty(__module__, name))
    return esc(Expr(:block, exprs...))
end
# ex with each `@eval x` made `push!(out, :(x))` (the quote keeps x's interpolations)
function _evals_collected(ex)
    ex isa Expr || return ex
    if ex.head === :macrocall && ex.args[1] === Symbol("@eval")
        return :(push!(out, $(Expr(:quote, ex.args[end]))))
    end
    return Expr(ex.head, Any[_evals_collected(a) for a in ex.args]...)
end

include("types.jl")
include("periods.jl")
include("accessors.jl")
include("query.jl")
include("arithmetic.jl")
include("conversions.jl")
include("ranges.jl")
include("adjusters.jl")
include("rounding.jl")
include("io.jl")

export Period, DatePeriod, TimePeriod,
       Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond,
       Microsecond, Nanosecond,
       TimeZone, UTC, TimeType, DateTime, Date, Time,
       # periods.jl
       canonicalize,
       # accessors.jl
       yearmonthday, yearmonth, monthday, year, month, week, day,
       hour, minute, second, millisecond, dayofmonth,
       microsecond, nanosecond,
       # query.jl
       dayofweek, isleapyear, daysinmonth, daysinyear, dayofyear, dayname, dayabbr,
       dayofweekofmonth, daysofweekinmonth, monthname, monthabbr,
       quarterofyear, dayofquarter,
       Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday,
       Mon, Tue, Wed, Thu, Fri, Sat, Sun,
       January, February, March, April, May, June,
       July, August, September, October, November, December,
       Jan, Feb, Mar, Apr, Jun, Jul, Aug, Sep, Oct, Nov, Dec,
       # conversions.jl
       unix2datetime, datetime2unix, now, today,
       rata2datetime, datetime2rata, julian2datetime, datetime2julian,
       # adjusters.jl
       firstdayofweek, lastdayofweek,
       firstdayofmonth, lastdayofmonth,
       firstdayofyear, lastdayofyear,
       firstdayofquarter, lastdayofquarter,
       adjust, tonext, toprev, tofirst, tolast,
       # io.jl
       ISODateTimeFormat, ISODateFormat, ISOTimeFormat, DateFormat, RFC1123Format, @dateformat_str

end # module
