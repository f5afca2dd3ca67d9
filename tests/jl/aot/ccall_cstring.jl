# ccall with Ptr{UInt8}/Cstring arguments whose static type is not concrete: the callee
# must get the bytes of the string (a SubString converts to a String, an array passes
# its element storage), in executables as in the JIT.
p = "x.txt"
println(ccall(:strlen, Csize_t, (Cstring,), p))
q = Any["abc", "de", split("x,ell,o", ",")[2]]
g(x) = ccall(:strlen, Csize_t, (Cstring,), x)
g2(x::AbstractString) = ccall(:strlen, Csize_t, (Cstring,), x)
for s in q
    println(g(s), " ", g2(s), " ", ccall(:strlen, Csize_t, (Cstring,), s))
end
u = length(ARGS) == 0 ? "hello" : nothing
println(ccall(:strlen, Csize_t, (Cstring,), u))
struct W
    s
end
w = W("four")
println(ccall(:strlen, Csize_t, (Cstring,), w.s))
k = () -> ccall(:strlen, Csize_t, (Cstring,), p)
println(k())
println(ccall(:strlen, Csize_t, (Ptr{UInt8},), UInt8[0x61, 0x62, 0x00, 0x63]))
bytes = Any[UInt8[0x41, 0x00]]
println(ccall(:strlen, Csize_t, (Ptr{UInt8},), bytes[1]))
println(ccall(:strlen, Csize_t, (Cstring,), split("ab cdef", " ")[2]))
