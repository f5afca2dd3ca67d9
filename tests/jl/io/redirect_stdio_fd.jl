# redirect_stdio (1.7): stdin from a path feeds readline; stdout and stderr to one path share
# one stream (program order, nothing lost); the descriptors move, so C code and child
# processes write to the file too; stdin may not name stdout's or stderr's file
p = tempname(); q = tempname()
write(q, "line one\nline two\n")
r = redirect_stdio(stdin = q) do
    (readline(), readline(), eof(stdin))
end
println(r)
println(redirect_stdio(() -> readlines(stdin), stdin = q))
redirect_stdio(stdout = p, stderr = p) do
    println("first to stdout")
    println(stderr, "then to stderr")
    print("stdout again, ")
    println(stderr, "stderr again")
end
print(read(p, String))
redirect_stdio(stdout = p) do
    ccall(:puts, Cint, (Cstring,), "from C puts")
    ccall(:fflush, Cint, (Ptr{Cvoid},), C_NULL)
    run(`echo from echo`)
    println("from Julia")
end
print(read(p, String))
redirect_stdio(stderr = p) do
    run(`sh -c "echo child stderr >&2"`)
end
print(read(p, String))
redirect_stdin(q) do
    println(uppercase(readline()))
end
for kw in ((stdout = p, stdin = p), (stderr = p, stdin = p), (stdout = q, stdin = "./" * relpath(q, pwd())))
    try
        redirect_stdio(() -> println("not run"); kw...)
    catch e
        showerror(stdout, e); println()
    end
end
println(Base.samefile(p, p), " ", Base.samefile(p, q), " ", Base.samefile(p, "/nonexistent/x"))
rm(p); rm(q)
println("back on stdout")
println(stderr, "back on stderr")
