# io.jl — I/O and printing: print/println/string over libjoltrt's streams.

# ---------------------------------------------------------------- I/O and printing
const stdout = ccall(:rt_get_stdout, Any, ())
const stderr = ccall(:rt_get_stderr, Any, ())
print(io::IOStream, x::Int64) = ccall(:rt_print_int64, Cvoid, (Any, Int64), io, x)
print(io::IOStream, x::UInt64) = ccall(:rt_print_uint64, Cvoid, (Any, UInt64), io, x)
print(io::IOStream, x::Float64) = ccall(:rt_print_float64, Cvoid, (Any, Float64), io, x)
print(io::IOStream, x::Bool) = ccall(:rt_print_bool, Cvoid, (Any, Bool), io, x)
print(io::IOStream, x::String) = ccall(:rt_print_string, Cvoid, (Any, Any), io, x)
print(io::IOStream, x::Char) = ccall(:rt_print_char, Cvoid, (Any, Char), io, x)
print(io::IOStream, x::Nothing) = print(io, "nothing")
print(io::IOStream, x::Symbol) = ccall(:rt_print_symbol, Cvoid, (Any, Any), io, x)
print(io::IOStream) = nothing
function print(io::IOStream, x, y, zs...)
    print(io, x)
    print(io, y, zs...)
end
print(x) = print(stdout, x)
print(x, y, zs...) = print(stdout, x, y, zs...)
function println(io::IOStream, xs...)
    print(io, xs...)
    print(io, '\n')
end
println(xs...) = println(stdout, xs...)
function string(xs...)
    io = ccall(:rt_new_memio, Any, ())
    print(io, xs...)
    return ccall(:rt_memio_string, Any, (Any,), io)
end
time_ns() = ccall(:rt_time_ns, UInt64, ())
