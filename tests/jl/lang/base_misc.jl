# Base functions scripts use: Timer, bswap/ntoh, reverseind, WeakRef, clamp!, text_colors,
# peek(io, T), mktemp, walkdir, isinteractive, mod2pi/rem2pi
t = Timer(0.01); wait(t); println("timer ", isopen(t))
n = Ref(0)
t2 = Timer(0.0; interval = 0.01) do tm
    n[] += 1
    n[] == 3 && close(tm)
end
# (wait for the third call however slow the machine: a sanitizer build compiles slowly)
for i in 1:2000
    n[] >= 3 && break
    sleep(0.01)
end
sleep(0.05); println(n[], " ", isopen(t2))
t3 = Timer(5)
close(t3); try wait(t3) catch e; println(e) end
Timer(30)
println(bswap(0x0102), " ", bswap(Int32(1)), " ", ntoh(0x01020304), " ", hton(Int16(1)), " ", ltoh(5), " ", bswap(0x0102030405060708), " ", bswap(UInt128(1)))
println(reverseind("abc", 1), " ", reverseind("aβc", 2), " ", reverse("aβc")[reverseind("aβc", 2)])
w = WeakRef([1]); println(typeof(w), " ", w.value, " ", WeakRef().value)
v = [1, 5, 10]; clamp!(v, 2, 8); println(v, " ", clamp(300, UInt8))
println(Base.text_colors[:red] == "\e[31m", " ", Base.text_colors[1] == "\e[38;5;1m", " ", Base.text_colors[:light_black] == "\e[90m")
io = IOBuffer("hello world"); println(read(io, 5)); seek(io, 6); println(position(io)); skip(io, 1); println(peek(io, Char), " ", peek(io, UInt8), " ", position(io)); println(readuntil(io, 'l')); println(eof(io))
f, io = mktemp(); println(io isa IOStream); write(io, "abc"); close(io); println(read(f, String)); rm(f)
mktemp() do p, io; println(isfile(p)); end
d = mktempdir(); mkpath(joinpath(d, "a", "b")); touch(joinpath(d, "x.txt")); touch(joinpath(d, "a", "y.txt"))
for (root, dirs, files) in walkdir(d); println(relpath(root, d), " ", dirs, " ", files); end
for (root, dirs, files) in walkdir(d; topdown = false); println(relpath(root, d), " ", dirs, " ", files); end
println(isinteractive())
for x in (7.0, -7.0, 100.0, 1e6, 3.0, 6.283185307179586, 12.566370614359172, 1e15); println(mod2pi(x), " ", rem2pi(x, RoundNearest), " ", rem2pi(x, RoundToZero), " ", rem2pi(x, RoundUp)); end; println(mod2pi(7), " ", mod2pi(7f0))
println(UInt8['h', 'i']); println(String(UInt8['h', 'i'])); println(Char[65, 66]); println(Int['a']); c = Char[]; push!(c, 0x41); println(c)
