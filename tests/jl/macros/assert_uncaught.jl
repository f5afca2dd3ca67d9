println("before")
v = [1, 2]
@assert length(v) == 3
println("not reached")
