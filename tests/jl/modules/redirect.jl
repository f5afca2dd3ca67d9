redirect_stdio(stdout="out.txt", stderr="err.txt") do
    println("to the file")
    println(stderr, "an error line")
    print(1, 2)
end
print(read("out.txt", String))
println()
print(read("err.txt", String))
println(filesize("out.txt"), " ", filesize("missing.txt"))
r = redirect_stdio(() -> 42, stdout="x.txt")
println(r, " ", filesize("x.txt"))
println("back")
