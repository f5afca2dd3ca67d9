# Base.Sys on a 64-bit x86 Linux, and nameof/parentmodule/Base.front
println(Sys.WORD_SIZE, " ", Sys.KERNEL, " ", Sys.ARCH, " ", Sys.MACHINE)
println(Sys.islinux(), " ", Sys.isunix(), " ", Sys.iswindows(), " ", Sys.isapple(), " ",
        Sys.isbsd(), " ", Sys.isfreebsd())
println(Sys.iswindows(:NT), " ", Sys.isapple(:Darwin), " ", Sys.isbsd(:Darwin), " ",
        Sys.isunix(:FreeBSD))
println(Sys.CPU_THREADS >= 1, " ", Sys.total_memory() >= Sys.free_memory() > 0, " ",
        Sys.uptime() > 0, " ", isdir(Sys.BINDIR), " ", repr(Sys.ENDIAN_BOM))
println(Sys.which("sh") !== nothing, " ", Sys.which("no-such-program-jolt"))
println(nameof(sin), " ", nameof(println), " ", nameof(Int64), " ", nameof(Base))
f(x) = x
println(nameof(f), " ", parentmodule(f), " ", parentmodule(sin), " ", parentmodule(Int64))
println(Base.front((1, 2, 3)), " ", Base.front((1,)), " ", Base.tail((1, 2, 3)))
try
    Base.front(())
catch e
    println(e)
end
