# Top-level statements without loops run interpreted (jit/interp.c); the results must be
# what compiled code gives, including closures, conditionals, let blocks and globals.
struct Pt
    x::Int
    y::Float64
end
const origin = Pt(0, 0.0)           # a constant folded at definition (no effects)
const c1 = Complex(1, 2)
const tag = Val{:a}()
println(origin, " ", c1, " ", tag)
a = 3
b = a > 2 ? "big" : "small"
println(b)
if a == 3
    println("three")
elseif a == 4
    println("four")
else
    println("other")
end
let k = 10
    global g = k * a
end
println(g)
add(n) = m -> m + n                 # a closure made at top level
inc = add(5)
println(inc(1), " ", map(add(2), [1, 2]))
t = (1, "two", 3.0)
p, q, r = t
println(q, " ", r, " ", typeof(t))
nt = (a = 1, b = "x")
println(nt.b, " ", nt)
s = 0
for i in 1:4                        # a loop: compiled
    global s += i
end
println(s)
v = try
    error("caught")
catch e
    sprint(showerror, e)
end
println(v)
w = a == 3 && b == "big" || error("no")
println(w)
println(isdefined(Main, :zz), " ", isdefined(Main, :a))
x = 1; x = "now a string"
println(x)
