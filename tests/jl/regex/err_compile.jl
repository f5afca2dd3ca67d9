println("before")
re = Regex("(ab")
println("not reached")
