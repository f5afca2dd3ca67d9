# deepcopy.jl — deepcopy(x), as Julia 1.7's base/deepcopy.jl: a copy of x and, recursively,
# of everything it references, with shared references (and cycles) preserved through an
# IdDict from original objects to their copies. Bits values, symbols, types, functions,
# modules and strings are returned as they are; mutable structs are shallow-copied,
# registered, then their fields replaced by deep copies; immutables with references are
# rebuilt from deep-copied fields; arrays and dictionaries copy their elements.
# BigInt/BigFloat get fresh limbs.

deepcopy(x) = deepcopy_internal(x, IdDict{Any,Any}())::typeof(x)

deepcopy_internal(x::Union{Symbol, Module, DataType, Union, UnionAll, Function, String,
                           Task, Nothing, Missing}, stackdict::IdDict) = x
deepcopy_internal(x::Tuple, stackdict::IdDict) =
    ntuple(i -> deepcopy_internal(x[i], stackdict), length(x))
function deepcopy_internal(@nospecialize(x), stackdict::IdDict)
    T = typeof(x)
    isbitstype(T) && return x
    n = fieldcount(T)
    if ismutable(x)
        haskey(stackdict, x) && return stackdict[x]
        y = Core._splatnew(T, ntuple(i -> isdefined(x, i) ? getfield(x, i) : nothing, n))
        stackdict[x] = y
        for i in 1:n
            isdefined(x, i) && setfield!(y, i, deepcopy_internal(getfield(x, i), stackdict))
        end
        return y
    end
    n == 0 && return x
    return Core._splatnew(T, ntuple(i -> deepcopy_internal(getfield(x, i), stackdict), n))
end
function deepcopy_internal(x::Array, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]
    if isbitstype(eltype(x))
        y = copy(x)
        stackdict[x] = y
        return y
    end
    y = similar(x)
    stackdict[x] = y
    for i in eachindex(x)
        isassigned(x, i) && (y[i] = deepcopy_internal(x[i], stackdict))
    end
    return y
end
function deepcopy_internal(x::Union{Dict, IdDict}, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]
    if isbitstype(keytype(x)) && isbitstype(valtype(x))
        y = copy(x)
        stackdict[x] = y
        return y
    end
    y = _dc_empty(x)
    stackdict[x] = y
    for (k, v) in x
        y[deepcopy_internal(k, stackdict)] = deepcopy_internal(v, stackdict)
    end
    return y
end
_dc_empty(::Dict{K,V}) where {K,V} = Dict{K,V}()
_dc_empty(::IdDict{K,V}) where {K,V} = IdDict{K,V}()
function deepcopy_internal(x::BigInt, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]
    y = BigInt()
    ccall(:rt_bigint_set, Cvoid, (Any, Any), y, x)
    stackdict[x] = y
    return y
end
function deepcopy_internal(x::BigFloat, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]
    y = _bf_new(precision(x))
    ccall(:rt_bigfloat_set, Cvoid, (Any, Any, Int64), y, x, 0)
    stackdict[x] = y
    return y
end
