# construction from parts and from periods, Julia's validation errors, and the
# uncaught-error report
using Dates
println(Date(2020, 2, 29), " ", DateTime(2020, 2, 29, 23, 59, 59, 999), " ", Time(23, 59, 59))
println(Date(Int32(2021), Int8(7)), " ", DateTime(2021.0, 7.0))
for args in ((2021, 13, 1), (2021, 0, 1), (2021, 2, 29), (2020, 4, 31))
    try
        Date(args...)
    catch e
        println(e)
    end
end
for args in ((2021, 1, 1, 24, 1), (2021, 1, 1, 1, 60), (2021, 1, 1, 1, 1, -1), (2021, 1, 1, 1, 1, 1, 1000))
    try
        DateTime(args...)
    catch e
        println(e)
    end
end
for args in ((24,), (1, 2, 3, 4, 1000), (1, 2, 3, 4, 5, 1000))
    try
        Time(args...)
    catch e
        println(e)
    end
end
try Date(2021.5) catch e; println(typeof(e)) end
println(Time(0) == Time(0, 0, 0, 0, 0, 0))
println(Date(Day(3), Month(2), Year(2019)), " ", Time(Second(5), Hour(4)))
println(Dates.validargs(Date, 2021, 2, 30))
Date(2023, 2, 29)
