# Globals named like Base functions (count, max) are the script's own variables, in an
# executable too, where the assignments run only when the program does; an exported type
# brought in by `using` prints unqualified.
count = 0
for i in 1:3
    global count += 1
end
println(count)
max = 10
f(x) = x + max
println(f(1), " ", max)
inc, get = let n = 0
    (() -> (n += 1), () -> n)
end
inc(); inc()
println(get())
module Geo
    export Sq
    struct Sq
        s::Float64
    end
end
using .Geo
println(Sq(1.0), " ", [Sq(2.0)], " ", typeof(Sq(1.0)))
