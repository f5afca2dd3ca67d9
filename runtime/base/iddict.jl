# iddict.jl — IdDict{K,V}: a dictionary whose keys match by === (egal) rather than
# isequal/hash, as Julia 1.7's base/iddict.jl. Entries live in two parallel vectors and
# are found by a linear === scan; iteration is in insertion order (Julia's follows its
# object-id hash table, whose order depends on the build). Printing uses the generic
# AbstractDict forms: IdDict{Any, Any}(1 => 2), "IdDict{Any, Any} with 1 entry:".

mutable struct IdDict{K,V} <: AbstractDict{K,V}
    ks::Vector{K}   # keys, in insertion order
    vs::Vector{V}   # the value of each key
end
(::Type{IdDict{K,V}})() where {K,V} = Core._splatnew(IdDict{K,V}, (K[], V[]))
function (::Type{IdDict{K,V}})(itr) where {K,V}
    d = IdDict{K,V}()
    for p in itr
        d[p.first] = p.second
    end
    return d
end
IdDict() = IdDict{Any,Any}()
# IdDict(k => v, ...): K (V) is the pairs' common key (value) type parameter, else Any
_pair_k(::Type{Pair{K,V}}) where {K,V} = K
_pair_v(::Type{Pair{K,V}}) where {K,V} = V
function IdDict(ps::Pair...)
    K = _pair_k(typeof(ps[1]))
    V = _pair_v(typeof(ps[1]))
    for p in ps
        _pair_k(typeof(p)) === K || (K = Any)
        _pair_v(typeof(p)) === V || (V = Any)
    end
    return IdDict{K,V}(ps)
end
keytype(::Type{IdDict{K,V}}) where {K,V} = K
valtype(::Type{IdDict{K,V}}) where {K,V} = V
eltype(::Type{IdDict{K,V}}) where {K,V} = Pair{K,V}
keytype(d::IdDict) = keytype(typeof(d))
valtype(d::IdDict) = valtype(typeof(d))
eltype(d::IdDict) = eltype(typeof(d))

_dict_name(::IdDict) = "IdDict"
function _id_index(d::IdDict, key)
    ks = d.ks
    for i in 1:length(ks)
        ks[i] === key && return i
    end
    return 0
end
length(d::IdDict) = length(d.ks)
isempty(d::IdDict) = isempty(d.ks)
haskey(d::IdDict, key) = _id_index(d, key) > 0
function getindex(d::IdDict, key)
    i = _id_index(d, key)
    i == 0 && throw(KeyError(key))
    return d.vs[i]
end
function get(d::IdDict, key, default)
    i = _id_index(d, key)
    return i == 0 ? default : d.vs[i]
end
function get(f::Function, d::IdDict, key)
    i = _id_index(d, key)
    return i == 0 ? f() : d.vs[i]
end
function setindex!(d::IdDict{K,V}, val, key) where {K,V}
    key isa K || throw(ArgumentError(string(repr(key), " is not a valid key for type ", K)))
    v = convert(V, val)
    i = _id_index(d, key)
    if i == 0
        push!(d.ks, key)
        push!(d.vs, v)
    else
        d.vs[i] = v
    end
    return d
end
function get!(d::IdDict, key, default)
    i = _id_index(d, key)
    i > 0 && return d.vs[i]
    d[key] = default
    return d.vs[end]
end
function get!(f::Function, d::IdDict, key)
    i = _id_index(d, key)
    i > 0 && return d.vs[i]
    d[key] = f()
    return d.vs[end]
end
function delete!(d::IdDict, key)
    i = _id_index(d, key)
    if i > 0
        deleteat!(d.ks, i)
        deleteat!(d.vs, i)
    end
    return d
end
function pop!(d::IdDict, key)
    i = _id_index(d, key)
    i == 0 && throw(KeyError(key))
    v = d.vs[i]
    deleteat!(d.ks, i)
    deleteat!(d.vs, i)
    return v
end
function pop!(d::IdDict, key, default)
    i = _id_index(d, key)
    i == 0 && return default
    return pop!(d, key)
end
empty!(d::IdDict) = (empty!(d.ks); empty!(d.vs); d)
copy(d::IdDict{K,V}) where {K,V} = Core._splatnew(IdDict{K,V}, (copy(d.ks), copy(d.vs)))
iterate(d::IdDict{K,V}, i::Int64 = 1) where {K,V} =
    i > length(d.ks) ? nothing : (Pair{K,V}(d.ks[i], d.vs[i]), i + 1)
collect(d::IdDict) = _collect_typed(eltype(d), d)
