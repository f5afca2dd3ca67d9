f(x::Int, y) = 1
f(x, y::Int) = 2
println(f(1, 1.0))
f(1, 2)
