# an uncaught SystemError: Julia's report, after the buffered output
io = open("log.txt", "w")
println(io, "logged")
print("before the error")
open("missing.txt")
