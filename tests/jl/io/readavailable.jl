io = IOBuffer("abc\ndef")
println(readline(io))
println(repr(String(readavailable(io))))
println(readavailable(io))
f = tempname()
write(f, "l1\nl2\nl3\n")
open(f) do io
    println(read(io, 2))
    println(repr(readuntil(io, "\n")))
    println(repr(String(readavailable(io))))
end
rm(f)
