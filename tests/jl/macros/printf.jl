using Printf
@printf("%d|%i|%5d|%-5d|%05d|%+d|% d\n", 42, -7, 42, 42, -42, 7, 3)
@printf("%x|%X|%o|%#x|%x|%08x\n", 255, 255, 8, 255, -255, -255)
@printf("%f|%.2f|%8.3f|%-8.1f|%+.1f\n", 3.14159, 2.5, -1.0, 0.25, 2.0)
@printf("%e|%.3e|%E\n", 12345.678, 0.00012, 1.5)
@printf("%g|%g|%g|%g|%.3g\n", 0.0001, 1e10, 100.0, 1.5e-5, 3.14159)
@printf("%s|%10s|%-6s|%.3s|%c|%%|%5c|%s\n", "hi", "right", "left", "truncate", 'z', 'q', :sym)
@printf("%f %F %5.1f|%-6f|\n", Inf, -Inf, NaN, Inf)
@printf("%d %f\n", 12, 3)
@printf("no args\n")
s = @sprintf("%3d:%s", 7, [1, 2])
println(s, " ", length(s))
@printf(stdout, "%.1f%%\n", 99.5)
println(@sprintf("%5.2f|%-5s|", 3.14159, "ab"))
println(sprint(io -> @printf(io, "%d-%d", 1, 2)))
try
    @sprintf("%d %d", 1)
catch e
    println(e)
end
