# write of arrays and views: an Array or strided view of bits values writes the bytes of its
# elements in memory, other views element by element; each returns the byte count
v = UInt8[65, 66, 67, 10]
io = IOBuffer()
println(write(io, view(v, 1:2)))
println(write(io, v))
println(write(io, view(v, 1:2:3)))
print(String(take!(io)))
println()

m = UInt8[65 66 67; 68 69 70]
for w in (view(m, :, 2), view(m, 1, :), view(m, 1:2, 2:3), view(m, :, :), view(m, 2:2, 1:3),
          view(m, [2, 1], 1), view(m, 4:5))
    n = write(io, w)
    println(n, " ", repr(String(take!(io))))
end

# element bytes, little-endian
println(write(io, view([1, 2, 3], 2:3)), " ", take!(io))
println(write(io, Int32[7, -1]), " ", take!(io))
println(write(io, view(Float64[1.5, 2.5], 2:2)), " ", take!(io))
# a strided view of Chars writes their raw bytes; an index-vector view writes each as UTF-8
c = ['a', 'β']
println(write(io, view(c, 1:2)), " ", take!(io))
println(write(io, view(c, [2])), " ", take!(io))
println(write(io, codeunits("héllo")), " ", String(take!(io)))
println(write(io, view(v, 3:2)), " ", take!(io))

# a bounded IOBuffer takes what fits
b = IOBuffer(maxsize = 3)
println(write(b, UInt8[1, 2, 3, 4, 5]), " ", take!(b))

# non-bits elements
for x in (view(Any[1, 2], 1:2), ["a"], view(["a", "b"], [1]))
    try
        write(io, x)
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end

# streams: a file, stdout, an IOContext, devnull and a program's own IO type
path = tempname()
open(path, "w") do f
    println(write(f, view(v, 2:4)))
    println(write(f, v))
end
println(repr(read(path, String)))
rm(path)
n = write(stdout, view(v, 1:4))
println(n)
println(write(IOContext(stdout, :compact => true), view(v, 2:4)))
println(write(devnull, view(v, 1:3)))

struct CountIO <: IO
    bytes::Vector{UInt8}
end
Base.write(c::CountIO, b::UInt8) = (push!(c.bytes, b); 1)
cio = CountIO(UInt8[])
println(write(cio, view(v, 2:3)), " ", write(cio, Int16[258]), " ", cio.bytes)
