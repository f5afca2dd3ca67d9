const here = abspath(@__FILE__)
# ambiguous overlaps throw at run time; ordered overlaps pick the most specific
f(x::Int, y) = 1
f(x, y::Int) = 2
println(f(1, "a"), f("a", 1))
try
    f(1, 2)
catch e
    println(typeof(e))
    println(replace(sprint(showerror, e), here => "FILE"))
end
# a call through a non-constant argument is dispatched at run time and throws too
vals = Any[1, 2]
try
    f(vals[1], vals[2])
catch e
    println(typeof(e), " at run time")
end
# defining the intersection resolves it
f(x::Int, y::Int) = 3
println(f(1, 2), f(vals[1], vals[2]))
# three methods: one more specific than both ambiguous ones
g(x::Integer, y) = "Iy"
g(x, y::Integer) = "xI"
g(x::Int, y::Int) = "II"
println(g(1, 2), " ", g(Int8(1), 2.0), " ", g(2.0, Int8(1)))
try
    g(Int8(1), Int8(2))
catch e
    println(replace(sprint(showerror, e), here => "FILE"))
end
