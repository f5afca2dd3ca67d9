# ranges of dates, the adjusters (firstdayofmonth, tonext, …), trunc/floor/ceil/round
using Dates
r = Date(2020,1,1):Day(1):Date(2020,1,10)
println(r); println(length(r)); println(collect(r)[end]); display(r)
r2 = Date(2020,1,31):Month(1):Date(2020,6,30)
println(collect(r2)); println(length(r2))
println(Date(2020,1,1):Date(2020,1,3))
println(collect(Date(2020,1,5):Day(-2):Date(2020,1,1)))
println(length(DateTime(2020):Hour(1):DateTime(2020,1,2)))
d = Date(2021, 6, 17)
println(firstdayofmonth(d), " ", lastdayofmonth(d), " ", firstdayofweek(d), " ", lastdayofweek(d))
println(firstdayofquarter(d), " ", lastdayofquarter(d), " ", firstdayofyear(d), " ", lastdayofyear(d))
println(tonext(d, Monday), " ", toprev(d, Thursday), " ", tonext(d, Thursday, same=true))
println(tofirst(d, Sunday), " ", tolast(d, Friday), " ", tofirst(d, Monday, of=Year))
println(tonext(x -> day(x) == 1, d))
dt = DateTime(2021, 6, 17, 14, 37, 29, 600)
println(trunc(dt, Hour), " ", trunc(dt, Month), " ", floor(dt, Minute(15)), " ", ceil(dt, Hour), " ", round(dt, Second))
println(floor(d, Week), " ", floor(d, Month(3)), " ", round(d, Year), " ", ceil(d, Day(10)))
println(round(Date(2021,6,16), Month))
println(Dates.ismonday(Date(2014, 1, 6)), " ", Dates.issunday(Date(2014, 1, 6)))
println(Date(Dates.ismonday, 2014), " ", DateTime(x -> hour(x) == 12, 2014, 5, 21), " ", Time(x -> second(x) == 5, 1))
println(filter(Dates.ismonday, Date(2014, 1, 1):Day(1):Date(2014, 2, 1)))
println(tonext(!Dates.iswednesday, Date(2014, 5, 21)), " ", toprev(x -> day(x) == 1, Date(2014, 5, 21)))
try tonext(Date(2014, 5, 21), 8) catch e; println(e) end
try tonext(Dates.iswednesday, Date(2014, 5, 21); limit = 6) catch e; println(e) end
try Dates.DateFunction(x -> 2, Date(0)) catch e; println(e) end
println(floor(Second(172799), Hour), " ", ceil(Second(172799), Day), " ", round(Hour(36), Day), " ", round(Nanosecond(2000999999), Millisecond))
println(round(DateTime(2016, 2, 28, 12), Day, RoundDown), " ", round(DateTime(2016, 2, 28, 12), Day, RoundUp))
try round(DateTime(2016, 2, 28, 12), Day, RoundNearest) catch e; println(typeof(e)) end
try floor(Date(2016), Month(0)) catch e; println(typeof(e), " ", e.val) end
println(length(Time(0):Second(1):Time(10)), " ", collect(Time(1):Minute(20):Time(2)))
r = typemin(DateTime):Day(1):typemax(DateTime)
println(length(r), " ", issorted(r), " ", sort(r) === r, " ", Date(2020, 1, 5) in Date(2020):Day(2):Date(2020, 2, 1), " ", Date(2020, 1, 4) in Date(2020):Day(2):Date(2020, 2, 1))
println(Second(5):Second(5):Second(27), " ", collect(Day(10):Day(-3):Day(1)), " ", length(Hour(0):Hour(6):Hour(24)))
println(iterate(Date(2020):Day(1):Date(2020, 1, 3)), " ", reverse(Date(2020):Day(1):Date(2020, 1, 3)))
println(range(Date(2020), step = Month(1), length = 3), " ", length(range(DateTime(2020), step = Hour(-6), length = 3)))
