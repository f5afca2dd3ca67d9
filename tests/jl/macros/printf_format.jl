# Printf.Format / Printf.format: a format parsed when the program runs
using Printf
f = Printf.Format("%5.2f|%-4d|%s|%%|%x\n")
print(Printf.format(f, pi, 42, "ab", 255))
Printf.format(stdout, Printf.Format("%d + %d = %d\n"), 1, 2, 3)
fmt = "%08.3e"
println(Printf.format(Printf.Format(fmt), 12345.678))
println(Printf.format(Printf.Format("no conversions")))
println(Printf.format(Printf.Format("%c%c"), 'h', 105))
for bad in ("%y", "%5", "abc %")
    try
        Printf.Format(bad)
    catch e
        println(e)
    end
end
try
    Printf.format(Printf.Format("%d %d"), 1)
catch e
    println(e)
end
