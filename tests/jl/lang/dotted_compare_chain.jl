# A comparison chain with a dotted operator before the last: a .<= b .< c is
# (a .<= b) .& (b .< c), a plain operator still short-circuits (a < b .< c)
a = [0.5, 2.0, -1.0]
println(0.0 .<= a .< 1.0)
println(0.0 .<= a .< 1.0 .< 2.0)
println(1 < 2 .< [3, 1])
println(2 < 1 .< [3, 1])
println(a .> 0 .== [true, false, false])
f(x) = (println("f"); x)
println(f(0) .< f(1) .< f(2))
println(1 < 2 <= 3, " ", 1 < 3 < 2)
