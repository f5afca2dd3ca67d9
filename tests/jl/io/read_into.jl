# read!(io, a) fills a (an EOFError when io runs out); readbytes!(io, b, nb) reads at most
# nb bytes, growing b only when it is too short, and returns the count
io = IOBuffer(UInt8[1, 2, 3, 4, 5, 6, 7, 8])
a = zeros(UInt8, 3)
println(read!(io, a) === a, " ", a)
b = UInt8[]
println(readbytes!(io, b, 2), " ", b)
c = zeros(UInt8, 5)
println(readbytes!(io, c), " ", c)
println(readbytes!(io, c), " ", c)
io = IOBuffer()
write(io, Int32(7), Int32(-9))
seekstart(io)
println(read!(io, zeros(Int32, 2)))
try
    read!(io, zeros(UInt8, 1))
catch e
    println(e)
end
