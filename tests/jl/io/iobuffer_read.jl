# IOBuffer over a String / bytes, keyword forms, and reading from it
io = IOBuffer()
write(io, "hello\nworld\n")
println(position(io), " ", eof(io), " ", repr(read(io, String)))
seekstart(io)
println(readline(io))
println(readlines(io))
x = IOBuffer("αbc\r\nline2\nlast")
println(read(x, Char), read(x, Char), " ", position(x))
println(repr(readline(x; keep = true)))
println(collect(eachline(x)), " ", eof(x))
seek(x, 2)
println(read(x, UInt8), " ", Char(read(x, UInt8)))
skip(x, -1)
println(read(x, Char), " ", position(x))
seekend(x)
println(eof(x), " ", position(x))
try
    read(x, UInt8)
catch e
    println(sprint(showerror, e))
end
try
    read(x, Char)
catch e
    println(e)
end
try
    write(x, "a")
catch e
    println(sprint(showerror, e))
end
y = IOBuffer(UInt8[0x61, 0x62, 0x0a, 0x63])
println(repr(read(y, String)), " ", repr(read(y, String)))
println(repr(String(take!(y))))
z = IOBuffer(append = true)
write(z, "ab")
write(z, "cd")
println(position(z), " ", read(z, String))
show(IOBuffer()); println()
show(IOBuffer("abc")); println()
b = IOBuffer("abc"); read(b, UInt8); show(b); println()
w = IOBuffer(read = false)
write(w, "x")
try
    read(w, UInt8)
catch e
    println(sprint(showerror, e))
end
r = IOBuffer("a,b,,c")
println(readuntil(r, ','), " ", readuntil(r, ","; keep = true), " ", repr(readuntil(r, ',')), " ", readuntil(r, ','))
c = IOBuffer()
print(c, "abc")
seekstart(c)
write(c, "X")
println(position(c), " ", String(take!(c)))
println(peek(IOBuffer("q")), " ", position(c))
for l in eachline(IOBuffer("one\ntwo\r\nthree"))
    print("[", l, "]")
end
println()
println(readlines(IOBuffer("p\nq\n"); keep = true))
println(read(IOBuffer("xyz"), 2), " ", read(IOBuffer("xyz")))
d = IOBuffer("data")
close(d)
println(isopen(d), " ", isopen(IOBuffer()))
println(sprint(print, 1, 'a', "b"), " ", string(IOBuffer("q") isa IO))
