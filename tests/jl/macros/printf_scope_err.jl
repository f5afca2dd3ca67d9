# @sprintf without `using Printf` is an undefined macro (the statements before it run)
import Printf
println(Printf.@sprintf("%d", 1))
println(@sprintf("%d", 2))
