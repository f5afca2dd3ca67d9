# An empty keyword section is a plain call: f(x; ) is f(x), also for functions with no
# keyword arguments and for Base's own.
f(x; a=1) = x + a
g(x) = 2x
h(; ) = 5
k(; b...) = length(b)
println(f(1; ))
println(g(3; ))
println(h(), " ", h(; ))
println(k(; ), " ", k(; b=2))
println(3; )
print("x"; )
println(; )
v = [3, 1, 2]
println(sort(v; ), " ", max(4, 9; ))
