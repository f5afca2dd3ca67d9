# read(io, T) for bits numbers (little-endian, EOFError when short) and countlines
io = IOBuffer()
write(io, Int16(-2), UInt32(7), 1.5, 2.5f0, Int64(-9), true, Int8(-3), UInt128(1) << 100)
seekstart(io)
println(read(io, Int16), " ", read(io, UInt32), " ", read(io, Float64), " ", read(io, Float32))
println(read(io, Int64), " ", read(io, Bool), " ", read(io, Int8), " ", read(io, UInt128))
println(eof(io))
try
    read(IOBuffer(UInt8[1, 2, 3]), Int32)
catch e
    showerror(stdout, e)
    println()
end
path = tempname()
open(path, "w") do f
    write(f, 3.25, Int32(42))
    print(f, "tail")
end
open(path) do f
    println(read(f, Float64), " ", read(f, Int32), " ", read(f, String))
end
println(filesize(path))
write(path, "a\nb\nc")
println(countlines(path), " ", countlines(IOBuffer("x\ny\n")), " ", countlines(IOBuffer("")))
println(countlines(IOBuffer("a;b;c"), eol = ';'))
rm(path)
println(isfile(path))
