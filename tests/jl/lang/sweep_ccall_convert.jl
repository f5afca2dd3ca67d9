# ccall arguments convert to the declared C types (an Int for Csize_t or Cdouble, an
# untyped global), Cstring/Ptr{UInt8} results read with unsafe_string, C_NULL.
buf = zeros(UInt8, 4)
ccall(:memset, Ptr{Cvoid}, (Ptr{UInt8}, Cint, Csize_t), buf, 65, 3)
println(buf)
println(ccall(:cos, Cdouble, (Cdouble,), 0))
n = 2
ccall(:memset, Ptr{Cvoid}, (Ptr{UInt8}, Cint, Csize_t), buf, 66, n)
println(String(buf[1:3]))
len = ccall(:strlen, Csize_t, (Cstring,), "hello")
println(len, " ", typeof(len))
s = ccall(:strdup, Cstring, (Cstring,), "jolt")
println(unsafe_string(s))
p = ccall(:strdup, Ptr{UInt8}, (Cstring,), "hello")
println(unsafe_string(p, 3))
q = ccall(:getenv, Ptr{UInt8}, (Cstring,), "JOLT_SWEEP_SURELY_UNSET_VARIABLE")
println(q == C_NULL, " ", p == C_NULL, " ", UInt(C_NULL), " ", typeof(C_NULL))
try
    unsafe_string(q)
catch e
    showerror(stdout, e)
    println()
end
