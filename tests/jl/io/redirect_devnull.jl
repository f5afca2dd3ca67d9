# redirect_stdout / redirect_stderr with a do-block, devnull, Sys.isexecutable
redirect_stdout(devnull) do
    println("hidden")
end
println("shown")
redirect_stderr(devnull) do
    println(stderr, "hidden err")
end
path = tempname()
redirect_stdout(path) do
    println("to file")
    print(1, 2)
end
println(read(path, String))
rm(path)
redirect_stdio(stdout = devnull) do
    println("also hidden")
end
print(devnull, "x", 1); println(devnull, "y")
println(write(devnull, "abc"), " ", devnull)
println(Sys.isexecutable("/bin/sh"), " ", Sys.isexecutable("/etc/passwd"))
