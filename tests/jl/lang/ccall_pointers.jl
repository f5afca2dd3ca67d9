# ccall with C variadic functions, Ref arguments, Ptr values: pointer, unsafe_load/store!, printing
println(C_NULL)
x = Ref{Cint}(0)
ccall(:sscanf, Cint, (Cstring, Cstring, Ptr{Cint}...), "42", "%d", x)
println(x[])
ccall(:frexp, Cdouble, (Cdouble, Ptr{Cint}), 8.0, x)
println(x[])
a = [3, 1, 2]
p = pointer(a)
println(unsafe_load(p, 2), " ", typeof(p), " ", unsafe_load(p + 8))
unsafe_store!(p, 10, 1)
unsafe_store!(pointer(a, 3), 30)
println(a, " ", pointer(a, 2) - pointer(a), " ", pointer(a) < pointer(a, 2))
s = "hello"
println(unsafe_string(pointer(s), 2), " ", Char(unsafe_load(pointer(s, 5))))
f = [1.5, 2.5]
println(unsafe_load(pointer(f), 2))
buf = Vector{UInt8}(undef, 32)
for (fmt, v) in (("%5.2f|", 3.14159), ("%e", 1234.5))
    n = ccall(:snprintf, Cint, (Ptr{UInt8}, Csize_t, Cstring, Cdouble...), buf, 32, fmt, v)
    println(String(buf[1:n]))
end
n = ccall(:snprintf, Cint, (Ptr{UInt8}, Csize_t, Cstring, Cint...), buf, 32, "%d-%d-%d", 7, 8, 9)
println(String(buf[1:n]))
println(Ptr{Int64}(UInt(16)) + 8, " ", Ptr{UInt8}() == C_NULL)
