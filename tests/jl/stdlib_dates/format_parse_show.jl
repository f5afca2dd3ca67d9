# print/show/display forms, Dates.format, DateFormat and parsing (errors included)
using Dates
d = Date(2020, 1, 31)
println(d); show(d); println(); display(d)
x = [d, Date(2021,2,3)]
show(x); println(); display(x)
dt = DateTime(2020,5,6,7,8,9,500)
println(dt); show(dt); println()
println(Time(12,30)); show(Time(12,30)); println(); show(Time(1,2,3,4,5,6)); println()
println(Date("2020-03-04"), " ", DateTime("2020-03-04T05:06:07.25"))
println(Dates.format(dt, "yyyy/mm/dd HH:MM:SS.sss e E u U p"))
df = dateformat"yyyy-mm-dd HH:MM:SS"
println(df)
println(DateTime("2021-02-03 04:05:06", df))
println(Date("03/04/2020", "mm/dd/yyyy"))
println(tryparse(Date, "xx"))
try Date("2020-13-01") catch e; println(e) end
try Date("abc") catch e; println(e) end
try Date("2020-01-01x") catch e; println(e) end
try DateTime("2020x") catch e; println(e) end
println(Time("12:34"))
println(DateTime("20200102", "yyyymmdd"))
println(Dates.format(Date(2021,3,4), "d/m/yy"), " ", Dates.format(DateTime(2021,3,4,15,4,5), "I:MM p"))
println(Dates.format(DateTime(2021,3,4,15,4,5), RFC1123Format))
println(DateTime("Thu, 04 Mar 2021 15:04:05", RFC1123Format))
println(Date("March 4, 2021", "U d, yyyy"), " ", Date("4 mar 2021", "d u yyyy"))
println(DateTime("03:04 PM 2021-01-01", "II:MM p yyyy-mm-dd"), " ", DateTime("12:30 am", "HH:MM p"))
println(Dates.format(Date(1995,1,1), "yyyy\\ymm\\m"), " ", DateFormat("y\\ym\\m"))
println(repr(Date(2020,1,1)), " ", repr(DateTime(2020,1,1,2,3)), " ", repr(Time(12)), " ", repr(Time(0)))
println(string(Time(1,2,3,4)), " ", string(Time(1,2,3,0,5)), " ", string(DateTime(2001,2,3,4,5,6,70)))
println(Dates.DatePart{'y'}(4, false), " ", Dates.Delim('-'), " ", ISODateTimeFormat, " ", ISOTimeFormat)
println(tryparse(DateTime, "2020-01-01T25:00:00"), " ", tryparse(Date, "2020-02-03"), " ", parse(Date, "2020-1-2"))
println(Date.(["2020-01-01", "2020-02-01"]))
println(Dates.format.([Date(2020,1,1), Date(2021,6,7)], "yyyy/mm"))
println(Dates.format(Time(9, 5, 7, 12), "HH:MM:SS.sss"), " ", Dates.format(Date(33, 4, 5), "yyyy Y"))
println(DateTime("2020-01"), " ", DateTime("2020-01-02T03"), " ", DateTime("2020-01-02T03:04:05.1"))
println(DateTime("2021/02/03 4:05", "yyyy/mm/dd H:MM"))
try DateTime("2021-02-03 04:05", "yyyy-mm-dd HH:MM:SS") ; println("ok") catch e; println(e) end
try Date("2021-02/03") catch e; println(e) end
println(parse(Date, "2020-01-01.5", dateformat"yyyy-mm-dd.s"), " ", DateTime("2020-01-01.5", dateformat"yyyy-mm-dd.s"))
