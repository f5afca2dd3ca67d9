# using a module's variables: explicitly (`using .A: y`) and exported, read after the
# module's own code changes them, in the JIT and in executables
module A
export z
const C = 5
y = 2
counter = 0
inc() = (global counter += 1)
z = [1, 2]
end
using .A: C, y, counter, inc
using .A
println(C, " ", y, " ", z, " ", counter)
inc(); inc()
println(counter, " ", A.counter)
push!(z, 9)
println(A.z)
