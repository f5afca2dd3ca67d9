# the exceptions file I/O raises, and their showerror texts
function report(f)
    try
        f()
        println("no error")
    catch e
        print(typeof(e), ": ")
        showerror(stdout, e)
        println()
    end
end
report(() -> open("nofile.txt"))
report(() -> open("nofile.txt", "r+"))
report(() -> read("nofile.txt", String))
report(() -> readlines("nofile.txt"))
report(() -> open("nodir/x.txt", "w"))
report(() -> open("x.txt", "rw"))
report(() -> rm("nofile.txt"))
report(() -> rm("nofile.txt"; force = true))
mkdir("d")
write("d/f", "x")
report(() -> rm("d"))
report(() -> mkdir("d"))
report(() -> mkdir("nodir/sub"))
report(() -> readdir("nodir"))
report(() -> cd("nodir"))
report(() -> cp("d/f", "d/f"))
report(() -> mv("d/f", "d"))
report(() -> cp("nofile.txt", "y.txt"))
report(() -> tempname("nodir"))
report(() -> mkdir("e"; mode = 0o1000))
io = open("d/f")
report(() -> write(io, "x"))
report(() -> (read(io, UInt8); read(io, UInt8)))
close(io)
println(isopen(io))
err = try
    open("d/f") do f
        global saved = f
        error("boom")
    end
catch e
    e
end
println(err.msg, " ", isopen(saved))
e = SystemError("custom", 2)
showerror(stdout, e); println()
println(e.prefix, " ", e.errnum, " ", e.extrainfo)
e = Base.IOError("msg", -2)
showerror(stdout, e); println()
println(e.code)
