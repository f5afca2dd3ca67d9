# pointer.jl — Ptr{T} as a value: `pointer(a)`/`pointer(s)`, address arithmetic in bytes,
# `unsafe_load`/`unsafe_store!` (runtime/ptrmem.c) and 1.7's printing `Ptr{Int64} @0x…`.

_ptr(::Type{T}, addr::UInt64) where {T} = Core.Intrinsics.bitcast(Ptr{T}, addr)
pointer(a::Array{T}, i::Integer = 1) where {T} = _ptr(T, ccall(:rt_array_ptr_at, UInt64, (Any, Int64), a, Int64(i)))
pointer(s::String) = _ptr(UInt8, ccall(:rt_ptr_of, UInt64, (Any,), s))
pointer(s::String, i::Integer) = pointer(s) + (Int64(i) - 1)
_elsize(::Type{T}) where {T} = isbitstype(T) ? sizeof(T) : 8

+(p::Ptr{T}, n::Integer) where {T} = _ptr(T, UInt64(p) + (n % UInt64))
+(n::Integer, p::Ptr) = p + n
-(p::Ptr{T}, n::Integer) where {T} = _ptr(T, UInt64(p) - (n % UInt64))
-(p::Ptr, q::Ptr) = UInt64(p) - UInt64(q)
isless(p::Ptr, q::Ptr) = isless(UInt64(p), UInt64(q))
<(p::Ptr, q::Ptr) = UInt64(p) < UInt64(q)
Ptr{T}(p::Ptr) where {T} = _ptr(T, UInt64(p))
Ptr{T}(a::UInt64) where {T} = _ptr(T, a)
Ptr{T}(a::Int64) where {T} = _ptr(T, a % UInt64)
convert(::Type{Ptr{T}}, p::Ptr{T}) where {T} = p
convert(::Type{Ptr{Cvoid}}, p::Ptr) = _ptr(Cvoid, UInt64(p))

# element types whose load or store is one machine instruction (the pointerref/pointerset
# intrinsics); any other type is copied by the runtime
const _PtrPrimitive = Union{Bool,Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,
                            UInt128,Float16,Float32,Float64,Char,Ptr}
unsafe_load(p::Ptr{T}, i::Integer = 1) where {T<:_PtrPrimitive} =
    Core.Intrinsics.pointerref(p, Int64(i), 1)
unsafe_store!(p::Ptr{T}, x, i::Integer = 1) where {T<:_PtrPrimitive} =
    Core.Intrinsics.pointerset(p, convert(T, x)::T, Int64(i), 1)
function unsafe_load(p::Ptr{T}, i::Integer = 1) where {T}
    return ccall(:rt_ptr_load, Any, (Any, UInt64), T, UInt64(p) + (Int64(i) - 1) * _elsize(T))::T
end
function unsafe_store!(p::Ptr{T}, x, i::Integer = 1) where {T}
    ccall(:rt_ptr_store, Cvoid, (Any, UInt64, Any), T, UInt64(p) + (Int64(i) - 1) * _elsize(T),
          convert(T, x))
    return p
end

show(io::IO, p::Ptr) = print(io, typeof(p), " @0x", string(UInt64(p), base = 16, pad = 16))
Ptr{T}() where {T} = _ptr(T, UInt64(0))

# ---------------------------------------------------------------- a program's own IO types
# The runtime's printers hand the bytes for a stream it does not know (struct T <: IO) to
# _write_user (runtime/io.c), which goes the way Julia's write(io, ::String) goes:
# unsafe_write, whose fallback writes one byte at a time with write(io, ::UInt8).
function _write_user(io::IO, s::String)
    unsafe_write(io, pointer(s), UInt64(sizeof(s)))
    return nothing
end
function unsafe_write(io::IO, p::Ptr{UInt8}, n::UInt64)
    for i in 1:Int64(n)
        write(io, unsafe_load(p, i))
    end
    return Int64(n)
end
