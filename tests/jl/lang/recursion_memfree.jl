# Self-recursive code that touches no memory: its self-calls may be merged and unrolled
# (ir/effects.c, codegen/cg_func.c); results must not change.
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)
println(fib(25))
tri(n) = n < 3 ? 1 : tri(n - 1) + tri(n - 2) + tri(n - 3)
println(tri(22))
# Float64 and a two-argument recursion (Ackermann is not memory-free-unfriendly)
ack(m, n) = m == 0 ? n + 1 : (n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)))
println(ack(2, 3))
hf(x::Float64, k::Int) = k == 0 ? x : hf(x / 2, k - 1) + hf(x / 3, k - 1)
println(hf(1.0, 12))
# mutual recursion
iseven_r(n) = n == 0 ? true : isodd_r(n - 1)
isodd_r(n) = n == 0 ? false : iseven_r(n - 1)
println(iseven_r(1001), " ", isodd_r(1001))
# reads a global: not memory-free, still right after the global changes
scale = 2
sg(n) = n == 0 ? scale : sg(n - 1) + sg(n - 1)
println(sg(4))
scale = 3
println(sg(4))
# a redefinition of the callee is seen
leaf(n) = n
lr(n) = n < 2 ? leaf(n) : lr(n - 1) + lr(n - 2)
println(lr(10))
leaf(n) = 2n
println(lr(10))
# infinite recursion still overflows the stack
g(n) = g(n + 1) + 1
try
    g(1)
catch e
    println(typeof(e))
end
# divisions may throw: the error still comes out of the recursion
d(n) = n == 0 ? 1 ÷ n : d(n - 1) + d(n - 1)
try
    d(3)
catch e
    println(e)
end
