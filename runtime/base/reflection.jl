# reflection.jl — small questions about types and values: supertype, isnothing,
# something, bitstring.

supertype(T::DataType) = ccall(:rt_supertype, Any, (Any,), T)
supertype(T::UnionAll) = ccall(:rt_supertype, Any, (Any,), T)

isnothing(x) = x === nothing

something() = throw(ArgumentError("No value arguments present"))
something(x::Nothing, y...) = something(y...)
something(x, y...) = x

# the bits of an integer or float, most significant first
function bitstring(x::BitInteger)
    n = 8 * sizeof(x)
    io = IOBuffer()
    i = n - 1
    while i >= 0
        print(io, (x >>> i) & one(x) == one(x) ? '1' : '0')
        i -= 1
    end
    return _takestring!(io)
end
bitstring(x::Bool) = bitstring(UInt8(x))
bitstring(x::Float64) = bitstring(bitcast(UInt64, x))
bitstring(x::Float32) = bitstring(bitcast(UInt32, x))
