# @printf/@sprintf with splatted arguments: the values are counted when the code runs
using Printf
t = (1.5, 2.25)
@printf("%.2f %.2f\n", t...)
@printf("a%%b %d-%s|\n", 7, ["x"]...)
s = @sprintf("%d,%d", (3, 4)...)
println(s)
@printf(stdout, "[%5.1f]\n", [2.0]...)
try
    @printf("%d %d\n", (1, 2, 3)...)
catch e
    println(e)
end
@printf("%d %d\n", 1, 2)
