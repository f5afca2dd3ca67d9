# a fault that is not a stack overflow is not reported as one
println("before")
ccall(:strlen, Csize_t, (Int64,), 0)
println("after")
