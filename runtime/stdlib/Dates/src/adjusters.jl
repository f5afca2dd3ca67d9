# adjusters.jl — moving a date: truncation to a unit, the first and last day of its week,
# month, quarter and year, the next or previous given weekday (tonext, toprev, tofirst,
# tolast), and the same driven by a predicate (adjust, tonext(f, dt), Date(f, y, m, d)).

trunc(dt::Date, ::Type{Year}) = Date(UTD(totaldays(year(dt), 1, 1)))
trunc(dt::Date, ::Type{Quarter}) = firstdayofquarter(dt)
trunc(dt::Date, ::Type{Month}) = firstdayofmonth(dt)
trunc(dt::Date, ::Type{Day}) = dt
trunc(dt::DateTime, ::Type{P}) where {P<:DatePeriod} = DateTime(trunc(Date(dt), P))
trunc(dt::DateTime, ::Type{Hour}) = DateTime(UTM(value(dt) - mod(value(dt), 3600000)))
trunc(dt::DateTime, ::Type{Minute}) = DateTime(UTM(value(dt) - mod(value(dt), 60000)))
trunc(dt::DateTime, ::Type{Second}) = DateTime(UTM(value(dt) - mod(value(dt), 1000)))
trunc(dt::DateTime, ::Type{Millisecond}) = dt
@unrolled for (P, ns) in ((:Hour, 3600000000000), (:Minute, 60000000000), (:Second, 1000000000),
                (:Millisecond, 1000000), (:Microsecond, 1000), (:Nanosecond, 1))
    @eval trunc(t::Time, ::Type{$P}) = Time(Nanosecond(value(t) - mod(value(t), $ns)))
end

# the date-time adjusters drop the clock part, as Julia's do
@unrolled for f in (:firstdayofweek, :lastdayofweek, :firstdayofmonth, :lastdayofmonth,
          :firstdayofyear, :lastdayofyear, :firstdayofquarter, :lastdayofquarter)
    @eval $f(dt::DateTime) = DateTime($f(Date(dt)))
end
firstdayofweek(dt::Date) = Date(UTD(value(dt) - dayofweek(dt) + 1))
lastdayofweek(dt::Date) = Date(UTD(value(dt) + 7 - dayofweek(dt)))
firstdayofmonth(dt::Date) = Date(UTD(value(dt) - day(dt) + 1))
function lastdayofmonth(dt::Date)
    y, m, d = yearmonthday(dt)
    return Date(UTD(value(dt) + daysinmonth(y, m) - d))
end
firstdayofyear(dt::Date) = Date(UTD(value(dt) - dayofyear(dt) + 1))
function lastdayofyear(dt::Date)
    y, m, d = yearmonthday(dt)
    return Date(UTD(value(dt) + daysinyear(y) - dayofyear(y, m, d)))
end
function firstdayofquarter(dt::Date)
    y, m = yearmonth(dt)
    return Date(y, 3 * div(m - 1, 3) + 1, 1)
end
function lastdayofquarter(dt::Date)
    y, m = yearmonth(dt)
    qm = 3 * div(m - 1, 3) + 3
    return Date(y, qm, daysinmonth(y, qm))
end

# ismonday(dt) … issunday(dt)
@unrolled for (k, f) in enumerate((:ismonday, :istuesday, :iswednesday, :isthursday, :isfriday,
                         :issaturday, :issunday))
    @eval $f(dt::TimeType) = dayofweek(dt) == $k
end
_check_dow(dow::Int) = 1 <= dow <= 7 || throw(KeyError(dow))

# the next (or previous) day dow after dt; dt itself when same and it is one
function tonext(dt::TimeType, dow::Int; same::Bool = false)
    _check_dow(dow)
    k = mod(dow - dayofweek(dt), 7)
    (k == 0 && !same) && (k = 7)
    return dt + Day(k)
end
function toprev(dt::TimeType, dow::Int; same::Bool = false)
    _check_dow(dow)
    k = mod(dayofweek(dt) - dow, 7)
    (k == 0 && !same) && (k = 7)
    return dt - Day(k)
end
function tofirst(dt::TimeType, dow::Int; of::Union{Type{Year},Type{Month}} = Month)
    start = of === Month ? firstdayofmonth(dt) : firstdayofyear(dt)
    return tonext(start, dow; same = true)
end
function tolast(dt::TimeType, dow::Int; of::Union{Type{Year},Type{Month}} = Month)
    stop = of === Month ? lastdayofmonth(dt) : lastdayofyear(dt)
    return toprev(stop, dow; same = true)
end

# a predicate on dates: one argument, a Bool result
struct DateFunction
    f::Function
    function DateFunction(f, dt::TimeType)
        f(dt) isa Bool ||
            throw(ArgumentError("Provided function must take a single TimeType argument and return true or false"))
        return new(f)
    end
end
(df::DateFunction)(dt) = df.f(dt)

# the first of start, start+step, … for which f holds, within limit steps
function adjust(df::DateFunction, start, step, limit)
    for _ in 1:limit
        df.f(start) && return start
        start += step
    end
    throw(ArgumentError("Adjustment limit reached: $limit iterations"))
end
adjust(f::Function, start; step::Period = Day(1), limit::Int = 10000) =
    adjust(DateFunction(f, start), start, step, limit)

function tonext(f::Function, dt::TimeType; step::Period = Day(1), limit::Int = 10000,
                same::Bool = false)
    start = same ? dt : dt + step
    return adjust(DateFunction(f, start), start, step, limit)
end
function toprev(f::Function, dt::TimeType; step::Period = Day(-1), limit::Int = 10000,
                same::Bool = false)
    start = same ? dt : dt + step
    return adjust(DateFunction(f, start), start, step, limit)
end

# Date(f, y, m, d), DateTime(f, y, …), Time(f, h, …): the first value from the parts given
# on for which f holds, stepping by the unit after the last part given
_adjusted(f, start, step, limit) = adjust(DateFunction(f, start), start, step, limit)
Date(f::Function, y, m = 1, d = 1; step::Period = Day(1), limit::Int = 10000) =
    _adjusted(f, Date(y, m, d), step, limit)
# (the type, its parts in order, the default step when the first n parts are given)
@unrolled for (T, names, steps) in ((:DateTime, (:y, :m, :d, :h, :mi, :s),
                           (:Day, :Day, :Hour, :Minute, :Second, :Millisecond)),
                          (:Time, (:h, :mi, :s, :ms, :us),
                           (:Second, :Second, :Millisecond, :Microsecond, :Nanosecond)))
    for n in 1:length(names)
        args = names[1:n]
        @eval $T(f::Function, $(args...); step::Period = $(steps[n])(1), limit::Int = 10000) =
            _adjusted(f, $T($(args...)), step, limit)
    end
end
