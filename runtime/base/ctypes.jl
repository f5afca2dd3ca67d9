# ctypes.jl — the C type aliases ccall signatures use (LP64 Linux, as Julia 1.7 on
# x86_64/aarch64 Linux). Cint, Csize_t, Cstring and Cdouble are in base.jl.
const Cchar = Int8
const Cuchar = UInt8
const Cshort = Int16
const Cushort = UInt16
const Cuint = UInt32
const Clong = Int64
const Culong = UInt64
const Clonglong = Int64
const Culonglong = UInt64
const Cssize_t = Int64
const Cptrdiff_t = Int64
const Cintmax_t = Int64
const Cuintmax_t = UInt64
const Cfloat = Float32
const Cwchar_t = Int32

# pointers: the null pointer, their address as an integer, comparison by address
const C_NULL = Core.Intrinsics.bitcast(Ptr{Cvoid}, 0)
UInt64(p::Ptr) = Core.Intrinsics.bitcast(UInt64, p)
Int64(p::Ptr) = Core.Intrinsics.bitcast(Int64, p)
==(x::Ptr, y::Ptr) = UInt64(x) == UInt64(y)

# unsafe_string(p[, len]): a String copied from the NUL-terminated (or len bytes) C
# string at p, as a Cstring ccall result is read
function unsafe_string(p::Ptr{UInt8})
    p == C_NULL && throw(ArgumentError("cannot convert NULL to string"))
    return ccall(:rt_unsafe_string, Any, (UInt64, Int64), UInt64(p), -1)::String
end
function unsafe_string(p::Ptr{UInt8}, len::Integer)
    p == C_NULL && throw(ArgumentError("cannot convert NULL to string"))
    len < 0 && throw(OutOfMemoryError())   # as jl_alloc_string
    return ccall(:rt_unsafe_string, Any, (UInt64, Int64), UInt64(p), Int64(len))::String
end
