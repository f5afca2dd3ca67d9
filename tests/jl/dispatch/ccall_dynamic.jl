# ccall whose target is a value: a function pointer, or a (name, lib) pair in a variable
h = ccall(:dlopen, Ptr{Cvoid}, (Cstring, Cint), "libm.so.6", 2)
fp = ccall(:dlsym, Ptr{Cvoid}, (Ptr{Cvoid}, Cstring), h, "cos")
println(typeof(fp))
println(ccall(fp, Float64, (Float64,), 0.0))
callptr(p, x) = ccall(p, Float64, (Float64,), x)
println(callptr(fp, 1.0))
sinp = ccall(:dlsym, Ptr{Cvoid}, (Ptr{Cvoid}, Cstring), h, "sin")
println(callptr(sinp, 0.0))
target = (:sqrt, "libm.so.6")
println(ccall(target, Float64, (Float64,), 16.0))
name = :labs
println(ccall((name, "libc.so.6"), Clong, (Clong,), -7))
# a symbol that does not exist is an error the program can catch
try
    ccall((:jolt_no_such_function, "libm.so.6"), Cvoid, ())
catch e
    println(typeof(e))
end
try
    ccall((:jolt_no_such_function, :libm_not_there), Cvoid, ())
catch e
    println(typeof(e))
end
