# layout.jl — the memory layout of a struct as reflection reports it: fieldoffset(T, i),
# the byte offset of field i (a UInt), from the runtime's own layout (Julia 1.7 x86-64:
# every type aligned to at most 8 bytes, Int128 included).
fieldoffset(x::DataType, idx::Integer) = ccall(:rt_fieldoffset, UInt64, (Any, Int64), x, Int64(idx))
