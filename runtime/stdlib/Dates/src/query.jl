# query.jl — calendar questions about a date: day of week, leap years, month lengths, day
# of the year and quarter, and the English names of days and months (DateLocale).

struct DateLocale
    months::Vector{String}
    months_abbr::Vector{String}
    days_of_week::Vector{String}
    days_of_week_abbr::Vector{String}
    month_value::Dict{String,Int64}
    month_abbr_value::Dict{String,Int64}
    day_of_week_value::Dict{String,Int64}
    day_of_week_abbr_value::Dict{String,Int64}
end
# the lookup tables match names whatever their case
_lower_index(names) = Dict{String,Int64}(lowercase(n) => i for (i, n) in enumerate(names))
DateLocale(months::Vector, months_abbr::Vector, days_of_week::Vector, days_of_week_abbr::Vector) =
    DateLocale(months, months_abbr, days_of_week, days_of_week_abbr,
               _lower_index(months), _lower_index(months_abbr),
               _lower_index(days_of_week), _lower_index(days_of_week_abbr))

# locales are equal when their names are
==(a::DateLocale, b::DateLocale) = a.months == b.months && a.months_abbr == b.months_abbr &&
    a.days_of_week == b.days_of_week && a.days_of_week_abbr == b.days_of_week_abbr
hash(l::DateLocale, h::UInt) = hash(l.months, hash(l.days_of_week, h))

const ENGLISH = DateLocale(
    ["January", "February", "March", "April", "May", "June",
     "July", "August", "September", "October", "November", "December"],
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
const LOCALES = Dict{String,DateLocale}("english" => ENGLISH)

# the number of a name in the locale, 0 when it names nothing
@unrolled for (f, field) in ((:monthname_to_value, :month_value), (:monthabbr_to_value, :month_abbr_value),
                   (:dayname_to_value, :day_of_week_value), (:dayabbr_to_value, :day_of_week_abbr_value))
    @eval $f(word::AbstractString, locale::DateLocale) = get(locale.$field, lowercase(word), 0)
end

const Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday = 1, 2, 3, 4, 5, 6, 7
const Mon, Tue, Wed, Thu, Fri, Sat, Sun = 1, 2, 3, 4, 5, 6, 7
const January, February, March, April, May, June = 1, 2, 3, 4, 5, 6
const July, August, September, October, November, December = 7, 8, 9, 10, 11, 12
const Jan, Feb, Mar, Apr, Jun, Jul, Aug, Sep, Oct, Nov, Dec = 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12

_locale(l::DateLocale) = l
_locale(l::AbstractString) = LOCALES[l]

# Rata Die day 1 (0001-01-01) was a Monday
dayofweek(n::Int64) = mod1(n, 7)
dayofweek(dt::Union{Date,DateTime}) = dayofweek(days(dt))

# dayname(3) == "Wednesday", monthabbr(dt) == "Jan", …: of a number or a date's part
@unrolled for (f, field, part) in ((:dayname, :days_of_week, :dayofweek), (:dayabbr, :days_of_week_abbr, :dayofweek),
                         (:monthname, :months, :month), (:monthabbr, :months_abbr, :month))
    @eval begin
        $f(i::Integer, locale::DateLocale) = locale.$field[i]
        $f(i::Integer; locale = "english") = $f(i, _locale(locale))
        $f(dt::TimeType; locale = "english") = $f($part(dt); locale = locale)
    end
end

# which occurrence of its weekday in the month a date is (1:5), and how many there are
function dayofweekofmonth(dt::TimeType)
    return div(day(dt) - 1, 7) + 1
end
function daysofweekinmonth(dt::TimeType)
    y, m, d = yearmonthday(dt)
    first_same = mod1(d, 7)
    return div(daysinmonth(y, m) - first_same, 7) + 1
end

isleapyear(dt::TimeType) = isleapyear(year(dt))
daysinmonth(dt::TimeType) = ((y, m) = yearmonth(dt); daysinmonth(y, m))
daysinyear(y::Integer) = 365 + isleapyear(y)
daysinyear(dt::TimeType) = daysinyear(year(dt))

dayofyear(y::Integer, m::Integer, d::Integer) = totaldays(y, m, d) - totaldays(y, 1, 1) + 1
dayofyear(dt::TimeType) = ((y, m, d) = yearmonthday(dt); dayofyear(y, m, d))

quarterofyear(dt::TimeType) = quarter(dt)
function dayofquarter(dt::TimeType)
    y, m, d = yearmonthday(dt)
    return totaldays(y, m, d) - totaldays(y, 3 * div(m - 1, 3) + 1, 1) + 1
end
