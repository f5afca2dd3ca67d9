# importing a name the module does not have warns (as Julia 1.7) and goes on
module A
const x = 1
end
module B
import ..A: x, nothere
using ..A: alsonot
println(x)
end
println("done")
