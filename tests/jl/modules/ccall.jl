println(ccall(:abs, Cint, (Cint,), -5))
println(ccall(:strlen, Csize_t, (Cstring,), "hello"))
println(ccall(:sqrt, Cdouble, (Cdouble,), 2.0))
println(ccall((:labs, "libc.so.6"), Clong, (Clong,), -7))
