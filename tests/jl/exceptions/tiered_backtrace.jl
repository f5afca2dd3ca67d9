# A backtrace through functions that tiered up (codegen/cg_tier.c): the baseline entry
# that forwards to the optimised code shows no frame of its own, whether the forward is a
# tail call (g: an Int returned in a register) or an ordinary call (h: a 3-tuple returned
# through memory). The calls go through an untyped vector so that they reach each
# function's own code, which tiers up after 1000 calls.
here(s) = replace(s, @__DIR__() * "/" => "DIR/")
g(x) = x > 1500 ? error("big g") : x
h(x) = x > 1500 ? error("big h") : (x, x, x)
const A = Any[g, h]
function run(k, n)
    s = 0
    for i in 1:n
        s += A[k](i)[1]
    end
    s
end
for k in 1:2
    println(run(k, 1500))
    try
        run(k, 2000)
    catch e
        println(here(sprint(showerror, e, catch_backtrace())))
    end
end
