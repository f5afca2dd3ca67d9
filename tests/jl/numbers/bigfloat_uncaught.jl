x = sqrt(big(2))
println(x)
sqrt(big(-2.0))
println("not reached")
