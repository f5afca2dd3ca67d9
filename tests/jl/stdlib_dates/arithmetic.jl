# dates plus and minus periods: years and months keep the day, clamped to the month's end
using Dates
d = Date(2020, 1, 31)
println(d + Month(1), " ", d + Month(2), " ", d + Month(13), " ", d - Month(2), " ", d + Dates.Quarter(1))
println(Date(2020, 2, 29) + Year(1), " ", Date(2020, 2, 29) + Year(4), " ", Date(2020, 2, 29) - Year(1))
println(d + Day(1), " ", d - Week(5), " ", d + Day(-31), " ", Day(3) + d)
dt = DateTime(2020, 1, 31, 10, 30)
println(dt + Month(1), " ", dt + Hour(15), " ", dt - Minute(31), " ", dt + Millisecond(1500), " ", dt + Week(1))
println(dt + Year(1) + Month(1), " ", dt + (Year(1) + Month(1)), " ", dt - (Day(1) + Hour(1)))
println(d + Day(1) + Month(1) == d + (Day(1) + Month(1)))
println(Date(2021, 12, 31) + Day(1), " ", Date(2021, 3, 1) - Day(1), " ", Date(2100, 3, 1) - Day(1))
println(Time(23, 30) + Hour(1), " ", Time(0, 15) - Minute(30), " ", Time(1) + Nanosecond(5))
println(Date(2021, 5, 6) - Date(2020, 5, 6), " ", Date(2020, 5, 6) - Date(2021, 5, 6))
println(DateTime(2021, 1, 1) - DateTime(2020, 12, 31, 23), " ", Dates.value(DateTime(2021) - DateTime(2020)))
ds = [Date(2020, 3, 1), Date(2020, 1, 1), Date(2020, 2, 1)]
println(sort(ds), " ", maximum(ds), " ", minimum(ds), " ", extrema(ds))
println(ds .+ Day(1))
println(Dict(Date(2020, 1, 1) => 1)[Date(2020, 1, 1)], " ", hash(Date(2020, 1, 1)) == hash(Date(2020, 1, 1)), " ", Date(2020, 1, 1) in Set(ds))
println(isequal(Date(2020), Date(2020)), " ", Date(2020) != Date(2021), " ", DateTime(2020) < Date(2020, 1, 2))
