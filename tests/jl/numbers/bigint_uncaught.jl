x = big(2)^100
println(x)
Int(x)
println("not reached")
