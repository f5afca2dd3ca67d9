function make_counter()
    total = 0
    add!(x; times::Int=1) = (total += x * times; total)
    return add!
end
c = make_counter()
println(c(2), " ", c(3; times=2), " ", c(1, times=10))
function fact_kw(n)
    f(k; acc=1) = k <= 1 ? acc : f(k - 1; acc=acc * k)
    f(n)
end
println(fact_kw(5))
mk(a) = (x...; sep=", ") -> join((a, x...), sep)
j = mk("A")
println(j("b", "c"), " | ", j("b"; sep="-"), " | ", j())
function req()
    r = (x; y) -> x * y
    println(r(2; y=4))
    try
        r(2)
    catch e
        println(typeof(e), " ", e.var)
    end
end
req()
struct Adder{T}
    base::T
end
(a::Adder)(x, y=0; extra=0, kw...) = a.base + x + y + extra + length(kw)
ad = Adder(100)
println(ad(1), " ", ad(1, 2), " ", ad(1; extra=5), " ", ad(1, 2; extra=5, q=1, r=2))
kwsum(; vals...) = length(vals)
t = (x; scale::Float64=1.0) -> x * scale
println(t(3), " ", t(3; scale=2.5))
try t(3; scale=2) catch e; println(typeof(e)) end
println(kwsum(a=1, b=2), " ", kwsum())
