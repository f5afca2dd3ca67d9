f(n) = f(n + 1) + 1
println("before")
println(f(1))
