# Loop-free functions start as baseline code and are compiled again, optimised, after
# 1000 calls (codegen/cg_tier.c); every result must be the same before and after. The
# calls go through an untyped vector, so that they reach the functions' own compiled code
# (a direct call from a loop would inline them).
sq(x) = x * x + 1
pair(x) = (x, x + 0.5)                       # returned in registers
triple(x) = (x, x + 1, Int8(x % 7))          # returned through memory
wide(x) = Int128(x) << 70                    # an Int128 in two registers
big(x) = (a = x, b = 2x, c = "s$(x % 3)", d = x / 4)
const F = Any[sq, pair, triple, wide, big]
fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function drive(n)
    s = 0
    f = 0.0
    t = 0
    w = Int128(0)
    c = 0
    for i in 1:n
        s += F[1](i)
        f += F[2](i)[2]
        t += F[3](i)[3]
        w += F[4](i)
        r = F[5](i)
        c += length(r.c) + r.b
    end
    return s, f, t, w, c
end

println(drive(10))
println(drive(3000))       # the callees tier up inside this loop
println(drive(10))
println(fib(22))           # recursion: the first call's own descendants tier up


# an exception raised by optimised code called through baseline code
checked(x) = x < 2500 ? x : throw(DomainError(x, "too large"))
const G = Any[checked]
function run_checked(n)
    s = 0
    for i in 1:n
        s += G[1](i)
    end
    s
end
try
    run_checked(3000)
catch e
    println("caught: ", e)
end
