# Date, DateTime and Time parts, calendar queries, conversions and the clock
using Dates
for d in (Date(2020,1,1), Date(2021,1,3), Date(2020,12,31), Date(2024,2,29), Date(1,1,1), Date(-1,3,1), Date(2000,2,29))
    println(d, " ", year(d), " ", month(d), " ", day(d), " ", dayofweek(d), " ", dayname(d), " ", dayabbr(d), " ", monthabbr(d), " ",
      dayofyear(d), " ", week(d), " ", quarterofyear(d), " ", dayofquarter(d), " ", isleapyear(d), " ", daysinmonth(d), " ", daysinyear(d), " ",
      dayofweekofmonth(d), " ", daysofweekinmonth(d), " ", Dates.value(d))
end
dt = DateTime(2021, 12, 31, 23, 59, 58, 999)
println(hour(dt), " ", minute(dt), " ", second(dt), " ", millisecond(dt), " ", yearmonthday(dt), " ", yearmonth(dt), " ", monthday(dt))
println(Year(dt), " ", Month(dt), " ", Day(dt), " ", Hour(dt), " ", Week(dt))
t = Time(13, 14, 15, 16, 17, 18)
println(t, " ", hour(t), " ", minute(t), " ", second(t), " ", millisecond(t), " ", microsecond(t), " ", nanosecond(t))
println(Time(dt), " ", Date(dt), " ", DateTime(Date(2020,5,5)))
println(DateTime(Date(2020,5,5), Time(6,7,8)))
println(Date(2020,5,5) + Time(1,2))
for y in (1900, 2000, 2004, 2100, 2023) print(isleapyear(y), " ") end; println()
println(Dates.daysinmonth(2023, 2), " ", Dates.daysinmonth(2024, 2))
println(typemax(Date), " ", typemin(DateTime), " ", typemax(Time))
println(eps(Date), " ", eps(DateTime), " ", eps(Time))
println(Date(2020,1,1) < Date(2020,1,2), " ", Date(2020,1,1) == DateTime(2020,1,1), " ", isless(DateTime(2020), Date(2020,1,2)))
println(Date(2021, 3, 1) - Date(2020, 3, 1), " ", DateTime(2020,1,1,12) - DateTime(2020,1,1), " ", Time(12) - Time(11, 30))
println(unix2datetime(0), " ", unix2datetime(1.6e9), " ", datetime2unix(DateTime(2020)))
println(Dates.julian2datetime(2451545.0), " ", Dates.datetime2julian(DateTime(2000,1,1,12)))
println(Dates.rata2datetime(737000), " ", Dates.datetime2rata(Date(2020,1,1)))
n = now(); u = now(UTC); t0 = today()
println(typeof(n), " ", typeof(u), " ", typeof(t0), " ", abs(n - u) <= Millisecond(Hour(15)), " ", Date(n) - t0 <= Day(1))
println(Date(2019) , " ", Date(2019, 4), " ", DateTime(2019, 4, 5, 6), " ", Time(7))
