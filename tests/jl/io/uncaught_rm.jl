# an uncaught IOError from rm
println(isfile("gone.txt"))
rm("gone.txt")
