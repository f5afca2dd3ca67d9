# iddict.jl — IdDict{K,V}: a dictionary whose keys match by === (egal) rather than
# isequal/hash, as Julia 1.7's base/iddict.jl. Like Julia's C table (src/table.c,
# jl_eqtable_*) it is open addressing over a power-of-two number of slots (16 to start),
# keyed by objectid (runtime/objectid.c), probing linearly; a deleted slot is reused by
# the next insertion that passes it; a full probe grows the table (x2 up to 128 slots, then
# x4) and reinserts in slot order; iteration walks the slots in order. So iteration and
# printing order match Julia's for keys whose objectid Julia computes deterministically
# (Int64, Int32, UInt8, UInt32, UInt64, Bool, Symbol, String, nothing); for Float64, Char,
# Int8/Int16 and mutable objects Julia's order depends on its build or on addresses.
# Printing uses the generic AbstractDict forms: IdDict{Any, Any}(1 => 2).

mutable struct IdDict{K,V} <: AbstractDict{K,V}
    ks::Vector{K}       # key of each slot (meaningful where st is 1)
    vs::Vector{V}       # value of each slot (meaningful where st is 1)
    st::Vector{UInt8}   # slot state: 0 never used, 1 occupied, 2 deleted
    count::Int64        # occupied slots
    ndel::Int64         # deletions since the last rehash
end
_iddict_new(::Type{K}, ::Type{V}, n::Int64) where {K,V} =
    Core._splatnew(IdDict{K,V}, (Vector{K}(undef, n), Vector{V}(undef, n), zeros(UInt8, n), 0, 0))
(::Type{IdDict{K,V}})() where {K,V} = _iddict_new(K, V, 16)
function (::Type{IdDict{K,V}})(itr) where {K,V}
    d = IdDict{K,V}()
    for p in itr
        d[p.first] = p.second
    end
    return d
end
function (::Type{IdDict{K,V}})(p1::Pair, ps::Pair...) where {K,V}
    d = IdDict{K,V}()
    sizehint!(d, 1 + length(ps))
    d[p1.first] = p1.second
    for p in ps
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
    d = _iddict_new(K, V, 16)
    for p in ps
        d[p.first] = p.second
    end
    return d
end
# IdDict(itr) of pairs of unknown type (a generator): key and value types joined over the
# entries, as the Dict form
function IdDict(kv)
    ents = Array{Any,1}(undef, 0)
    for p in kv
        push!(ents, p)
    end
    isempty(ents) && return IdDict{Any,Any}()
    K = typeof(ents[1][1])
    V = typeof(ents[1][2])
    for i in 2:length(ents)
        K = _dict_typejoin(K, typeof(ents[i][1]))
        V = _dict_typejoin(V, typeof(ents[i][2]))
    end
    d = _iddict_new(K, V, 16)
    for e in ents
        d[e[1]] = e[2]
    end
    return d
end
keytype(::Type{IdDict{K,V}}) where {K,V} = K
valtype(::Type{IdDict{K,V}}) where {K,V} = V
eltype(::Type{IdDict{K,V}}) where {K,V} = Pair{K,V}
keytype(d::IdDict) = keytype(typeof(d))
valtype(d::IdDict) = valtype(typeof(d))
eltype(d::IdDict) = eltype(typeof(d))
empty(d::IdDict, ::Type{K}, ::Type{V}) where {K,V} = IdDict{K,V}()

_dict_name(::IdDict) = "IdDict"
_id_hash(@nospecialize(key)) = ccall(:rt_objectid, UInt64, (Any,), key)
# Julia's max_probe: 16 extra probes for tables up to 1024 slots
_id_maxprobe(n::Int64) = n <= 1024 ? 16 : n >> 6
# the slot (1-based) holding key, or 0
function _id_index(d::IdDict, @nospecialize(key))
    n = length(d.st)
    i = Int64(_id_hash(key) & UInt64(n - 1))
    orig = i
    iter = 0
    maxp = _id_maxprobe(n)
    while true
        s = d.st[i+1]
        s == 0x00 && return 0
        s == 0x01 && d.ks[i+1] === key && return i + 1
        i = (i + 1) & (n - 1)
        iter += 1
        (iter <= maxp && i != orig) || return 0
    end
end
# insert or overwrite without growing: 1 inserted, 0 overwritten, -1 no room within the probe
function _id_put!(d::IdDict, @nospecialize(key), @nospecialize(val))
    n = length(d.st)
    i = Int64(_id_hash(key) & UInt64(n - 1))
    orig = i
    iter = 0
    maxp = _id_maxprobe(n)
    empty_slot = -1
    while true
        s = d.st[i+1]
        if s == 0x00
            empty_slot < 0 && (empty_slot = i)
            break
        elseif s == 0x01
            if d.ks[i+1] === key
                d.vs[i+1] = val
                return 0
            end
        elseif empty_slot < 0
            empty_slot = i
        end
        i = (i + 1) & (n - 1)
        iter += 1
        (iter <= maxp && i != orig) || break
    end
    empty_slot < 0 && return -1
    d.ks[empty_slot+1] = key
    d.vs[empty_slot+1] = val
    d.st[empty_slot+1] = 0x01
    return 1
end
# rebuild with n slots, reinserting the occupied slots in slot order (jl_idtable_rehash)
function _id_rehash!(d::IdDict{K,V}, n::Int64) where {K,V}
    ks, vs, st = d.ks, d.vs, d.st
    while true
        d.ks = Vector{K}(undef, n)
        d.vs = Vector{V}(undef, n)
        d.st = zeros(UInt8, n)
        ok = true
        for j in 1:length(st)
            if st[j] == 0x01 && _id_put!(d, ks[j], vs[j]) < 0
                ok = false
                break
            end
        end
        ok && return d
        n = _id_grow(n)
    end
end
# the next table size when a probe finds no room (sizes in slots; Julia counts 2 per slot)
_id_grow(n::Int64) = (2n >= (1 << 19) || 2n <= (1 << 8)) ? 2n : 4n
function _id_insert!(d::IdDict, @nospecialize(key), @nospecialize(val))
    while true
        r = _id_put!(d, key, val)
        r >= 0 && return r
        _id_rehash!(d, _id_grow(length(d.st)))
    end
end
function sizehint!(d::IdDict, n::Integer)
    m = 2 * Int64(n)
    sz = m < 16 ? 16 : 1 << (64 - leading_zeros(m - 1))   # Julia's _tablesz, in array words
    old = 2 * length(d.st)
    sz < (old * 5) >> 2 && return d
    return _id_rehash!(d, sz >> 1)
end

length(d::IdDict) = d.count
isempty(d::IdDict) = d.count == 0
haskey(d::IdDict, key) = _id_index(d, key) > 0
in(key, v::KeySet{<:IdDict}) = _id_index(v.dict, key) > 0
function getindex(d::IdDict, key)
    i = _id_index(d, key)
    i == 0 && throw(KeyError(key))
    return d.vs[i]
end
function get(d::IdDict, key, default)
    i = _id_index(d, key)
    return i == 0 ? default : d.vs[i]
end
function get(f::Callable, d::IdDict, key)
    i = _id_index(d, key)
    return i == 0 ? f() : d.vs[i]
end
function setindex!(d::IdDict{K,V}, val, key) where {K,V}
    key isa K || throw(ArgumentError(string(repr(key), " is not a valid key for type ", K)))
    v = convert(V, val)
    if d.ndel >= ((3 * 2 * length(d.st)) >> 2)
        _id_rehash!(d, max(length(d.st) >> 1, 16))
        d.ndel = 0
    end
    d.count += _id_insert!(d, key, v)
    return d
end
function get!(d::IdDict{K,V}, key, default) where {K,V}
    i = _id_index(d, key)
    i > 0 && return d.vs[i]
    v = convert(V, default)
    d[key] = v
    return v
end
function get!(f::Callable, d::IdDict{K,V}, key) where {K,V}
    i = _id_index(d, key)
    i > 0 && return d.vs[i]
    v = convert(V, f())
    d[key] = v
    return v
end
function _id_delete_at!(d::IdDict, i::Int64)
    v = d.vs[i]
    d.st[i] = 0x02
    d.count -= 1
    d.ndel += 1
    return v
end
function delete!(d::IdDict, key)
    i = _id_index(d, key)
    i > 0 && _id_delete_at!(d, i)
    return d
end
function pop!(d::IdDict, key)
    i = _id_index(d, key)
    i == 0 && throw(KeyError(key))
    return _id_delete_at!(d, i)
end
function pop!(d::IdDict, key, default)
    i = _id_index(d, key)
    i == 0 && return default
    return _id_delete_at!(d, i)
end
function empty!(d::IdDict{K,V}) where {K,V}
    d.ks = Vector{K}(undef, 16)
    d.vs = Vector{V}(undef, 16)
    d.st = zeros(UInt8, 16)
    d.count = 0
    d.ndel = 0
    return d
end
copy(d::IdDict{K,V}) where {K,V} =
    Core._splatnew(IdDict{K,V}, (copy(d.ks), copy(d.vs), copy(d.st), d.count, d.ndel))
function iterate(d::IdDict{K,V}, i::Int64 = 1) where {K,V}
    st = d.st
    n = length(st)
    while i <= n && st[i] != 0x01
        i += 1
    end
    i > n && return nothing
    return (Pair{K,V}(d.ks[i], d.vs[i]), i + 1)
end
collect(d::IdDict) = _collect_typed(eltype(d), d)
