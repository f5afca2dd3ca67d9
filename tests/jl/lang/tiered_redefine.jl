# A method redefined after its baseline code tiered up (codegen/cg_tier.c): calls made
# after the redefinition reach the new definition, from the caller's code compiled again
# and from dynamic dispatch; the optimised code of the old one is never called again.
# (JIT only: an executable has every method from the start.)
sq(x) = x * x + 1
const F = Any[sq]
function drive(n)
    s = 0
    for i in 1:n
        s += F[1](i)
    end
    s
end
direct(n) = sq(n) + sq(n + 1)
function drive_direct(n)
    s = 0
    for i in 1:n
        s += direct(i)
    end
    s
end
println(drive(3000))
println(drive_direct(3000))
sq(x) = x * x + 2
println(drive(3000))
println(drive_direct(3000))
println(sq(10), " ", direct(10))
