println("first")
println(nothere + 1)
