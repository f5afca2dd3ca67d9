# take!(io::IOBuffer): the bytes as a Vector{UInt8}, leaving the buffer empty
io = IOBuffer()
print(io, "hi ", 42)
v = take!(io)
println(typeof(v))
println(v)
println(length(take!(io)))
write(io, "abc")
print(io, 'é')
s = String(take!(io))
println(s, " ", length(s), " ", sizeof(s))
println(repr(String(take!(io))))
# String(v) takes the bytes and leaves v empty
b = UInt8[0x6a, 0x6f, 0x6c, 0x74]
t = String(b)
println(t, " ", length(b))
