# Printf's macros are usable after `using Printf`, `using Printf: @sprintf` (per module),
# and qualified after `import Printf`
module A
import Printf
Printf.@printf("%d|%s\n", 7, "a")
println(Printf.@sprintf("%x", 255))
end
module B
using Printf: @sprintf
println(@sprintf("%05d", 42))
end
using Printf
@printf("%.3f\n", pi)
println(@sprintf("%-4s|", "ab"))
