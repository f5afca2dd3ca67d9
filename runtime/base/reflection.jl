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

# ---------------------------------------------------------------- kinds of types
# (flag bits from runtime/reflect.c: 1 abstract, 2 mutable, 4 isbits, 8 primitive, 16 concrete)
_typeflags(T) = ccall(:rt_reflect_typeflags, Int64, (Any,), T)
isabstracttype(T) = _typeflags(T) & 1 != 0
ismutabletype(T) = _typeflags(T) & 2 != 0
ismutable(x) = ismutabletype(typeof(x))
isimmutable(x) = !ismutable(x)   # (deprecated in 1.7, still there)
isbitstype(T) = _typeflags(T) & 4 != 0
isbits(x) = isbitstype(typeof(x))
isprimitivetype(T) = _typeflags(T) & 8 != 0
isconcretetype(T) = _typeflags(T) & 16 != 0
function isstructtype(T)
    f = _typeflags(T)
    return T isa Type && ccall(:rt_unwrap_unionall, Any, (Any,), T) isa DataType &&
           f & 1 == 0 && f & 8 == 0
end

# ---------------------------------------------------------------- names and modules
nameof(m::Module) = ccall(:rt_reflect_module, Any, (Any, Int64), m, 0)::Symbol
nameof(T::DataType) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 0)::Symbol
nameof(T::UnionAll) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 0)::Symbol
nameof(f::Function) = ccall(:rt_reflect_function, Any, (Any, Int64), f, 0)::Symbol
parentmodule(m::Module) = ccall(:rt_reflect_module, Any, (Any, Int64), m, 1)::Module
parentmodule(T::DataType) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 1)::Module
parentmodule(T::UnionAll) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 1)::Module
parentmodule(f::Function) = ccall(:rt_reflect_function, Any, (Any, Int64), f, 1)::Module
function fullname(m::Module)
    p = parentmodule(m)
    return p === m ? (nameof(m),) : (fullname(p)..., nameof(m))
end

# ---------------------------------------------------------------- fields
fieldtypes(T::Type) = ntuple(i -> fieldtype(T, i), fieldcount(T))
hasfield(T::Type, name::Symbol) = name in fieldnames(T)
propertynames(x) = fieldnames(typeof(x))
hasproperty(x, s::Symbol) = s in propertynames(x)

function supertypes(T::Type)
    S = supertype(T)
    return S === T ? (T,) : (T, supertypes(S)...)
end

# ---------------------------------------------------------------- Some
struct Some{T}
    value::T
end
something(x::Some, y...) = x.value
function show(io::IO, x::Some)
    if get(io, :typeinfo, Any) === typeof(x)
        show(io, x.value)
    else
        print(io, "Some(")
        show(io, x.value)
        print(io, ')')
    end
end

# ---------------------------------------------------------------- text/plain of a type
# Julia 1.7 names the alias a type was printed through: Vector{Int64} (alias for Array{Int64, 1})
function show(io::IO, ::MIME{Symbol("text/plain")}, T::Type)
    show(io, T)
    if T isa DataType && T <: Array && (T === Array{eltype(T),1} || T === Array{eltype(T),2}) &&
       !(eltype(T) isa TypeVar)
        print(io, " (alias for Array{")
        show(io, eltype(T))
        print(io, ", ", ndims(T), "})")
    elseif T === Vector
        print(io, " (alias for Array{T, 1} where T)")
    elseif T === Matrix
        print(io, " (alias for Array{T, 2} where T)")
    end
end

# typeintersect(a, b): a type containing every value of both (runtime/subtype.c)
typeintersect(@nospecialize(a), @nospecialize(b)) =
    ccall(:rt_typeintersect_simple, Any, (Any, Any), a, b)

# hasmethod(f, Tuple{T...}) / applicable(f, args...): does a method of f take such a call
hasmethod(@nospecialize(f), @nospecialize(t::Type)) = ccall(:rt_hasmethod, Bool, (Any, Any), f, t)
applicable(@nospecialize(f), args...) = ccall(:rt_applicable, Bool, (Any, Any), f, args)
# invoke(f, Tuple{T...}, args...): the method a call with types T picks (inference makes
# calls with known types direct; the rest dispatch here, ir/invoke.c)
invoke(@nospecialize(f), @nospecialize(T), args...) =
    ccall(:rt_invoke, Any, (Any, Any, Any), f, T, args)
