# Ref{T} arguments (Fortran's by-reference convention): a plain value passes the address
# of a copy, a Ref its contents, an array its first element
function split_parts(x::Float64)
    ip = Ref{Float64}(0.0)
    f = ccall(:modf, Float64, (Float64, Ref{Float64}), x, ip)
    return f, ip[]
end
println(split_parts(3.25))
# a Ref{Int32} declared, an Int32 and an Int64 given: copies the callee can read
r = Ref{Int32}(7)
buf = zeros(UInt8, 8)
ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt8}, Ref{Int32}, Csize_t), buf, Int32(258), 4)
println(buf[1:4])
ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt8}, Ref{Int32}, Csize_t), buf, 65539, 4)
println(buf[1:4])
ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt8}, Ref{Int32}, Csize_t), buf, r, 4)
println(buf[1:4])
v = Int32[5, 6]
ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt8}, Ref{Int32}, Csize_t), buf, v, 8)
println(buf)
# the library named by a constant global, as packages write it
const libc_name = "libc.so.6"
println(ccall((:strlen, libc_name), Csize_t, (Cstring,), "four"))
# a value whose type is known only when the call runs (from an Any container)
vals = Any[Int32(513), 65540, Ref{Int32}(9)]
for v in vals
    ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt8}, Ref{Int32}, Csize_t), buf, v, 4)
    println(buf[1:4])
end
