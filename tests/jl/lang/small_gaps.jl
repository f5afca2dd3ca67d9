# Small Base functions scripts reach for: @sprintf of other reals, objectid,
# isimmutable, ntuple with a Val length
using Printf
println(@sprintf("%08.3f|%.2e|%s|%5.1f", pi, 1 // 3, 1 // 3, ℯ))
@printf("%.4f %g\n", pi, 3 // 8)
println(objectid(1) isa UInt64, " ", objectid("a") == objectid("a"), " ", objectid(:a) == objectid(:a))
println(isimmutable(1), " ", isimmutable([1]))
t = ntuple(i -> i^2, Val(3))
println(t, " ", typeof(t))
