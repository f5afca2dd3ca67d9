# enums.jl — Base.Enum, the supertype of the types `@enum` defines. The macro itself is
# expanded by the front end (frontend/lower_topmacro.c) into a struct holding the value,
# a checking constructor (_enum_check), the constants, and instances/_enum_names methods.

abstract type Enum{T<:Integer} end
instances(x) = throw(MethodError(instances, (x,)))
_enum_names(x) = throw(MethodError(_enum_names, (x,)))

# the constructor's check: x must be one of the enum's values
function _enum_check(name::Symbol, vals::Tuple, x::Integer, ::Type{T}) where {T}
    for v in vals
        v == x && return convert(T, x)
    end
    throw(ArgumentError(string("invalid value for Enum ", name, ": ", x)))
end

Integer(x::Enum) = getfield(x, 1)
Int64(x::Enum) = Int64(getfield(x, 1))
Int32(x::Enum) = Int32(getfield(x, 1))
UInt8(x::Enum) = UInt8(getfield(x, 1))
UInt32(x::Enum) = UInt32(getfield(x, 1))

function _enum_symbol(x::Enum)
    insts = instances(typeof(x))
    names = _enum_names(typeof(x))
    for i in 1:length(insts)
        insts[i] === x && return names[i]
    end
    return Symbol("<invalid #", Integer(x), ">")
end
Symbol(x::Enum) = _enum_symbol(x)
print(io::IO, x::Enum) = print(io, _enum_symbol(x))
show(io::IO, x::Enum) = print(io, _enum_symbol(x))
function show(io::IO, ::MIME"text/plain", x::Enum)
    print(io, x, "::")
    show(io, typeof(x))
    print(io, " = ")
    show(io, Integer(x))
end
isless(x::Enum, y::Enum) = isless(Integer(x), Integer(y))
<(x::T, y::T) where {T<:Enum} = Integer(x) < Integer(y)
hash(x::Enum, h::UInt64) = hash(Integer(x), h)
typemin(::Type{T}) where {T<:Enum} = minimum(instances(T))
typemax(::Type{T}) where {T<:Enum} = maximum(instances(T))
