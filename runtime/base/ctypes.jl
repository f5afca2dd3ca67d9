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
