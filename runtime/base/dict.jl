# dict.jl — Dict{K,V}: Julia 1.7's open-addressing hash table, same layout and growth so
# iteration (and so printing) order is Julia's. slots[i] is 0x0 empty, 0x1 filled, 0x2
# deleted; a key's home slot is (hash(key) & (sz-1)) + 1 and collisions probe linearly.
# The table is 16 slots at first and always a power of two; it is rebuilt (rehash!) at
# 4× the count when more than 2/3 full or 3/4 deleted, or when a probe gets too long.
# Also: the keys/values views, merge, get!/pop!, and the two show forms.

abstract type AbstractDict{K,V} end

mutable struct Dict{K,V} <: AbstractDict{K,V}
    slots::Array{UInt8,1}   # 0x0 empty, 0x1 filled, 0x2 deleted
    keys::Array{K,1}        # key of each filled slot
    vals::Array{V,1}        # value of each filled slot
    ndel::Int64             # deleted slots
    count::Int64            # filled slots
    age::UInt64             # bumped on every change
    idxfloor::Int64         # no filled slot lies below this index
    maxprobe::Int64         # longest probe sequence in the table
end

function _zero_slots(n::Int64)
    s = Array{UInt8,1}(undef, n)
    for i in 1:n
        arrayset(s, 0x00, i)
    end
    return s
end
# Objects here are built through the runtime (rt_exc_new: any struct from a tuple of its
# fields; rt_array_new_1d: a vector of a given type) with types passed as values, so the
# code also works where K and V are known only at run time (an executable's generic
# fallback bodies cannot call a constructor whose type is computed).
_vec_of(::Type{A}, n::Int64) where {A} = ccall(:rt_array_new_1d, Any, (Any, Int64), A, n)::A
function _new_dict(::Type{K}, ::Type{V}) where {K,V}
    return ccall(:rt_exc_new, Any, (Any, Any), Dict{K,V},
                 (_zero_slots(16), _vec_of(Array{K,1}, 16), _vec_of(Array{V,1}, 16),
                  0, 0, UInt64(0), 1, 0))::Dict{K,V}
end
_new_pair(::Type{K}, ::Type{V}, k, v) where {K,V} =
    ccall(:rt_exc_new, Any, (Any, Any), Pair{K,V}, (k, v))::Pair{K,V}
(::Type{Dict{K,V}})() where {K,V} = _new_dict(K, V)
Dict() = _new_dict(Any, Any)
(::Type{Dict{K,V}})(ps::Pair...) where {K,V} = _dict_from_pairs(K, V, ps)
function (::Type{Dict{K,V}})(kv) where {K,V}
    h = _new_dict(K, V)
    _haslength(kv) && sizehint!(h, length(kv))
    for p in kv
        h[p[1]] = p[2]
    end
    return h
end
function (::Type{Dict{K,V}})(kv::Union{Tuple, Array}) where {K,V}
    h = _new_dict(K, V)
    sizehint!(h, length(kv))
    for p in kv
        h[p[1]] = p[2]
    end
    return h
end
# key and value types joined over the pairs' types (constants to inference, so an
# executable knows the Dict type statically)
Dict(ps::Pair...) = _dict_from_pairs(_pairs_keytype(ps...), _pairs_valtype(ps...), ps)
_pairs_keytype(p::Pair{K,V}) where {K,V} = K
_pairs_keytype(p::Pair{K,V}, ps...) where {K,V} = _dict_typejoin(K, _pairs_keytype(ps...))
_pairs_valtype(p::Pair{K,V}) where {K,V} = V
_pairs_valtype(p::Pair{K,V}, ps...) where {K,V} = _dict_typejoin(V, _pairs_valtype(ps...))
function _dict_from_pairs(::Type{K}, ::Type{V}, ps) where {K,V}
    h = _new_dict(K, V)
    sizehint!(h, length(ps))
    for p in ps
        h[p.first] = p.second
    end
    return h
end
Dict(kv::Array{Pair{K,V},1}) where {K,V} = _dict_from_pairs(K, V, kv)
# Julia's dict_with_eltype: pairs or 2-tuples of known types make a Dict{K,V}, sized ahead
# when the count is known (so the table's layout, and the printed order, are Julia's);
# otherwise the types widen from the entries
Dict(kv) = _dict_with_eltype(kv, eltype(kv))
_dict_with_eltype(kv, ::Type{Pair{K,V}}) where {K,V} = Dict{K,V}(kv)
_dict_with_eltype(kv, ::Type{Tuple{K,V}}) where {K,V} = Dict{K,V}(kv)
_dict_with_eltype(kv, T) = _dict_widening(kv)
function _dict_with_eltype(kv::Generator, T)
    E = _default_eltype(kv)
    (E <: Union{Pair,Tuple{Any,Any}} && isconcretetype(E)) &&
        return Dict{fieldtype(E, 1),fieldtype(E, 2)}(kv)
    return _dict_widening(kv)
end
# does the iterator know its length ahead (Julia's haslength)?
_haslength(itr) = (s = IteratorSize(itr); s isa HasLength || s isa HasShape)
# (the Zip method is in iterators.jl)
# an iterable of pairs of unknown type (a generator): key and value types from the
# entries, one type each else Any; no size hint, as Julia's grow_to!
function _dict_widening(kv)
    ents = Array{Any,1}(undef, 0)
    for p in kv
        push!(ents, p)
    end
    n = length(ents)
    n == 0 && return _new_dict(Any, Any)
    K = typeof(ents[1][1])
    V = typeof(ents[1][2])
    for i in 2:n
        K = _dict_typejoin(K, typeof(ents[i][1]))
        V = _dict_typejoin(V, typeof(ents[i][2]))
    end
    h = _new_dict(K, V)
    for i in 1:n
        h[ents[i][1]] = ents[i][2]
    end
    return h
end
getindex(p::Pair, i::Int64) = getfield(p, i)
first(p::Pair) = p.first
last(p::Pair) = p.second
iterate(p::Pair, i::Int64 = 1) = i > 2 ? nothing : (getfield(p, i), i + 1)
length(p::Pair) = 2
reverse(p::Pair) = Pair(p.second, p.first)
# Julia's promote_typejoin, as grow_to! widens: the usual key/value types first, each a
# constant to inference (Dict(1 => 1, 2 => nothing) is a Dict{Int64, Union{Nothing, Int64}})
_dict_typejoin(::Type{T}, ::Type{T}) where {T} = T
function _dict_typejoin(T, S)
    (T <: Signed && S <: Signed) && return Signed
    (T <: Integer && S <: Integer) && return Integer
    (T <: AbstractFloat && S <: AbstractFloat) && return AbstractFloat
    (T <: Real && S <: Real) && return Real
    (T <: Number && S <: Number) && return Number
    (T <: AbstractString && S <: AbstractString) && return AbstractString
    return promote_typejoin(T, S)
end

length(h::Dict) = h.count
isempty(h::Dict) = h.count == 0
keytype(::Type{<:AbstractDict{K,V}}) where {K,V} = K
valtype(::Type{<:AbstractDict{K,V}}) where {K,V} = V
keytype(d::AbstractDict) = keytype(typeof(d))
valtype(d::AbstractDict) = valtype(typeof(d))
eltype(::Type{<:AbstractDict{K,V}}) where {K,V} = Pair{K,V}
eltype(d::AbstractDict) = eltype(typeof(d))

# ---------------------------------------------------------------- table internals
_hashindex(key, sz::Int64) = (rem(hash(key), Int64) & (sz - 1)) + 1
_tablesz(x::Int64) = x < 16 ? 16 : 1 << (64 - leading_zeros(x - 1))
const _maxallowedprobe = 16
const _maxprobeshift = 6

function rehash!(h::Dict{K,V}, newsz::Int64 = length(h.keys)) where {K,V}
    olds = h.slots
    oldk = h.keys
    oldv = h.vals
    sz = length(olds)
    newsz = _tablesz(newsz)
    setfield!(h, :age, h.age + UInt64(1))
    setfield!(h, :idxfloor, 1)
    if h.count == 0
        setfield!(h, :slots, _zero_slots(newsz))
        setfield!(h, :keys, _vec_of(Array{K,1}, newsz))
        setfield!(h, :vals, _vec_of(Array{V,1}, newsz))
        setfield!(h, :ndel, 0)
        return h
    end
    slots = _zero_slots(newsz)
    keys = _vec_of(Array{K,1}, newsz)
    vals = _vec_of(Array{V,1}, newsz)
    count = 0
    maxprobe = 0
    for i in 1:sz
        if olds[i] == 0x01
            k = oldk[i]
            v = oldv[i]
            index0 = _hashindex(k, newsz)
            index = index0
            while slots[index] != 0x00
                index = (index & (newsz - 1)) + 1
            end
            probe = (index - index0) & (newsz - 1)
            probe > maxprobe && (maxprobe = probe)
            slots[index] = 0x01
            keys[index] = k
            vals[index] = v
            count += 1
        end
    end
    setfield!(h, :slots, slots)
    setfield!(h, :keys, keys)
    setfield!(h, :vals, vals)
    setfield!(h, :count, count)
    setfield!(h, :ndel, 0)
    setfield!(h, :maxprobe, maxprobe)
    return h
end

function sizehint!(d::Dict, newsz::Int64)
    oldsz = length(d.slots)
    newsz <= oldsz && return d
    # grow by at least 25%
    newsz = max(newsz, (oldsz * 5) >> 2)
    return rehash!(d, newsz)
end

# the slot holding key, or -1
function ht_keyindex(h::Dict, key)
    sz = length(h.keys)
    iter = 0
    maxprobe = h.maxprobe
    index = _hashindex(key, sz)
    keys = h.keys
    while true
        s = h.slots[index]
        s == 0x00 && break
        if s == 0x01 && (key === keys[index] || isequal(key, keys[index]))
            return index
        end
        index = (index & (sz - 1)) + 1
        iter += 1
        iter > maxprobe && break
    end
    return -1
end

# the slot holding key, or -(the slot where it would go); may grow the table
function ht_keyindex2!(h::Dict, key)
    sz = length(h.keys)
    iter = 0
    maxprobe = h.maxprobe
    index = _hashindex(key, sz)
    avail = 0
    keys = h.keys
    while true
        s = h.slots[index]
        if s == 0x00
            avail < 0 && return avail
            return -index
        end
        if s == 0x02
            avail == 0 && (avail = -index)
        elseif key === keys[index] || isequal(key, keys[index])
            return index
        end
        index = (index & (sz - 1)) + 1
        iter += 1
        iter > maxprobe && break
    end
    avail < 0 && return avail
    maxallowed = max(_maxallowedprobe, sz >> _maxprobeshift)
    while iter < maxallowed
        if h.slots[index] != 0x01
            setfield!(h, :maxprobe, iter)
            return -index
        end
        index = (index & (sz - 1)) + 1
        iter += 1
    end
    rehash!(h, h.count > 64000 ? sz * 2 : sz * 4)
    return ht_keyindex2!(h, key)
end

function _setindex!(h::Dict, v, key, index::Int64)
    h.slots[index] = 0x01
    h.keys[index] = key
    h.vals[index] = v
    setfield!(h, :count, h.count + 1)
    setfield!(h, :age, h.age + UInt64(1))
    index < h.idxfloor && setfield!(h, :idxfloor, index)
    sz = length(h.keys)
    # more than 3/4 deleted or more than 2/3 full: rebuild
    if h.ndel >= ((3 * sz) >> 2) || h.count * 3 > sz * 2
        rehash!(h, h.count > 64000 ? h.count * 2 : h.count * 4)
    end
    return nothing
end

function _delete!(h::Dict, index::Int64)
    h.slots[index] = 0x02
    setfield!(h, :ndel, h.ndel + 1)
    setfield!(h, :count, h.count - 1)
    setfield!(h, :age, h.age + UInt64(1))
    return h
end

# ---------------------------------------------------------------- access
function _dict_key(h::Dict{K,V}, key0) where {K,V}
    key = convert(K, key0)
    isequal(key, key0) || throw(ArgumentError(string(repr(key0), " is not a valid key for type ", K)))
    return key
end
function setindex!(h::Dict{K,V}, v0, key0) where {K,V}
    key = _dict_key(h, key0)
    v = convert(V, v0)
    _store!(h, ht_keyindex2!(h, key), key, v)
    return h
end
# store at the slot ht_keyindex2! found: overwrite (index > 0) or insert (-index)
function _store!(h::Dict, index, key, v)
    if index > 0
        setfield!(h, :age, h.age + UInt64(1))
        h.keys[index] = key
        h.vals[index] = v
    else
        _setindex!(h, v, key, -index)
    end
    return nothing
end
function getindex(h::Dict, key)
    index = ht_keyindex(h, key)
    index < 0 && throw(KeyError(key))
    return h.vals[index]
end
function get(h::Dict, key, default)
    index = ht_keyindex(h, key)
    return index < 0 ? default : h.vals[index]
end
function get(f::Callable, h::Dict, key)
    index = ht_keyindex(h, key)
    return index < 0 ? f() : h.vals[index]
end
haskey(h::Dict, key) = ht_keyindex(h, key) >= 0
struct _SecretMissing end
const _secret_missing = _SecretMissing()
function in(p::Pair, h::AbstractDict)
    v = get(h, p.first, _secret_missing)
    return v !== _secret_missing && isequal(v, p.second)
end
function get!(h::Dict{K,V}, key0, default) where {K,V}
    key = _dict_key(h, key0)
    index = ht_keyindex2!(h, key)
    index > 0 && return h.vals[index]
    v = convert(V, default)
    _setindex!(h, v, key, -index)
    return v
end
function get!(f::Callable, h::Dict{K,V}, key0) where {K,V}
    key = _dict_key(h, key0)
    index = ht_keyindex2!(h, key)
    index > 0 && return h.vals[index]
    age0 = h.age
    v = convert(V, f())
    if h.age != age0
        index = ht_keyindex2!(h, key)
    end
    _store!(h, index, key, v)
    return v
end
function delete!(h::Dict, key)
    index = ht_keyindex(h, key)
    index > 0 && _delete!(h, index)
    return h
end
function pop!(h::Dict, key)
    index = ht_keyindex(h, key)
    index > 0 || throw(KeyError(key))
    v = h.vals[index]
    _delete!(h, index)
    return v
end
# pop!(d): the first entry in iteration order, removed (Julia's dict.jl)
function pop!(h::Dict)
    isempty(h) && throw(ArgumentError("dict must be non-empty"))
    index = _skip_deleted(h, h.idxfloor)
    index != 0 && setfield!(h, :idxfloor, index)
    k = h.keys[index]
    v = h.vals[index]
    _delete!(h, index)
    return k => v
end
# push!(d, k => v, ...) stores each pair in turn (abstractdict.jl)
push!(d::AbstractDict, p::Pair) = setindex!(d, p.second, p.first)
push!(d::AbstractDict, p::Pair, q::Pair) = push!(push!(d, p), q)
push!(d::AbstractDict, p::Pair, q::Pair, r::Pair...) = push!(push!(push!(d, p), q), r...)
function pop!(h::Dict, key, default)
    index = ht_keyindex(h, key)
    index > 0 || return default
    v = h.vals[index]
    _delete!(h, index)
    return v
end
function empty!(h::Dict{K,V}) where {K,V}
    sz = length(h.slots)
    setfield!(h, :slots, _zero_slots(sz))
    setfield!(h, :keys, _vec_of(Array{K,1}, sz))
    setfield!(h, :vals, _vec_of(Array{V,1}, sz))
    setfield!(h, :ndel, 0)
    setfield!(h, :count, 0)
    setfield!(h, :maxprobe, 0)
    setfield!(h, :age, h.age + UInt64(1))
    setfield!(h, :idxfloor, 1)
    return h
end
copy(d::Dict{K,V}) where {K,V} =
    Dict{K,V}(copy(d.slots), copy(d.keys), copy(d.vals), d.ndel, d.count, d.age, d.idxfloor, d.maxprobe)

# ---------------------------------------------------------------- iteration
function _skip_deleted(h::Dict, i::Int64)
    L = length(h.slots)
    while i <= L
        h.slots[i] == 0x01 && return i
        i += 1
    end
    return 0
end
function iterate(h::Dict{K,V}) where {K,V}
    i = _skip_deleted(h, h.idxfloor)
    i == 0 && return nothing
    setfield!(h, :idxfloor, i)
    return (_new_pair(K, V, h.keys[i], h.vals[i]), i + 1)
end
function iterate(h::Dict{K,V}, i::Int64) where {K,V}
    i = _skip_deleted(h, i)
    i == 0 && return nothing
    return (_new_pair(K, V, h.keys[i], h.vals[i]), i + 1)
end

struct KeySet{T}
    dict::T
end
struct ValueIterator{T}
    dict::T
end
keys(d::AbstractDict) = KeySet(d)
values(d::AbstractDict) = ValueIterator(d)
pairs(d::AbstractDict) = d
length(v::Union{KeySet, ValueIterator}) = length(v.dict)
isempty(v::Union{KeySet, ValueIterator}) = isempty(v.dict)
eltype(::Type{KeySet{T}}) where {T} = keytype(T)
eltype(::Type{ValueIterator{T}}) where {T} = valtype(T)
eltype(v::Union{KeySet, ValueIterator}) = eltype(typeof(v))
function iterate(v::KeySet, state...)
    y = iterate(v.dict, state...)
    y === nothing && return nothing
    return (y[1].first, y[2])
end
function iterate(v::ValueIterator, state...)
    y = iterate(v.dict, state...)
    y === nothing && return nothing
    return (y[1].second, y[2])
end
in(k, v::KeySet) = haskey(v.dict, k)
function _collect_typed(::Type{T}, itr) where {T}
    a = Array{T,1}(undef, length(itr))
    i = 1
    for x in itr
        a[i] = x
        i += 1
    end
    return a
end
collect(v::Union{KeySet, ValueIterator}) = _collect_typed(eltype(v), v)
collect(d::Dict) = _collect_typed(eltype(d), d)
# map!(f, values(d)): each value replaced by f of it, in place (converted to the value type)
function map!(f, v::ValueIterator{<:Dict})
    d = v.dict
    for i in 1:length(d.slots)
        d.slots[i] == 0x01 && (d.vals[i] = f(d.vals[i]))
    end
    return v
end

# ---------------------------------------------------------------- empty, copy!
# empty(d[, K], V): a new, empty Dict of those types (Julia's abstractdict.jl); an IdDict
# gives an IdDict (iddict.jl)
empty(d::AbstractDict) = empty(d, keytype(d), valtype(d))
empty(d::AbstractDict, ::Type{V}) where {V} = empty(d, keytype(d), V)
empty(d::AbstractDict, ::Type{K}, ::Type{V}) where {K,V} = _new_dict(K, V)
# copy!(dst, src): dst emptied, then given src's entries
copy!(dst::AbstractDict, src::AbstractDict) = merge!(empty!(dst), src)

# ---------------------------------------------------------------- merging
function merge!(d::Dict, others::AbstractDict...)
    for other in others
        for p in other
            d[p.first] = p.second
        end
    end
    return d
end
# a copy of d whose key and value types take the others' too (promote_type): Julia's
# _typeddict, Dict{K,V}(d), which keeps d's very table when the types stay
function _merge_dest(d::Dict{K,V}, others) where {K,V}
    Kn = K
    Vn = V
    for o in others
        Kn = promote_type(Kn, keytype(o))
        Vn = promote_type(Vn, valtype(o))
    end
    (Kn === K && Vn === V) && return copy(d)
    return Dict{Kn,Vn}(d)
end
merge(d::Dict, others::AbstractDict...) = merge!(_merge_dest(d, others), others...)
merge(d::Dict) = copy(d)
# merge with a combining function for keys present in several dicts (mergewith)
function merge!(combine::Function, d::Dict, others::AbstractDict...)
    for other in others
        for p in other
            k = p.first
            d[k] = haskey(d, k) ? combine(d[k], p.second) : p.second
        end
    end
    return d
end
mergewith!(combine, d::Dict, others::AbstractDict...) = merge!(combine, d, others...)
merge(combine::Function, d::Dict, others::AbstractDict...) =
    merge!(combine, _merge_dest(d, others), others...)
mergewith(combine, d::Dict, others::AbstractDict...) = merge(combine, d, others...)
getkey(d::Dict{K,V}, key, default) where {K,V} = (i = ht_keyindex(d, key); i < 0 ? default : d.keys[i]::K)
function filter(f, d::Dict{K,V}) where {K,V}
    r = _new_dict(K, V)
    for p in d
        f(p) && (r[p.first] = p.second)
    end
    return r
end
# filter of any other dictionary (pairs of a named tuple): a Dict of the accepted entries
function filter(f, d::AbstractDict)
    r = empty(d)
    for p in d
        f(p) && (r[p.first] = p.second)
    end
    return r
end
# filter!(f, d): delete the entries whose key => value pair f rejects, in place
function filter!(f, d::Dict{K,V}) where {K,V}
    L = length(d.slots)
    for i in 1:L
        if d.slots[i] == 0x01
            f(_new_pair(K, V, d.keys[i], d.vals[i])) || _delete!(d, i)
        end
    end
    return d
end
function ==(a::AbstractDict, b::AbstractDict)
    length(a) == length(b) || return false
    for p in a
        haskey(b, p.first) || return false
        b[p.first] == p.second || return false
    end
    return true
end

# ---------------------------------------------------------------- printing
# Dict("a" => 1) when key and value types are implied by the entries, else
# Dict{K, V}(...); the text/plain form lists one entry a line under a summary.
_dict_implicit(T) = _implicit_eltype(T)
_dict_name(d::AbstractDict) = "Dict"
_show_elt(io::IO, x::AbstractDict, T) = show(IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, T))), x)
function show(io::IO, d::AbstractDict{K,V}) where {K,V}
    ti = get(io, :typeinfo, Any)   # what the context already says (an array's eltype)
    if (ti isa DataType && ti <: AbstractDict && d isa ti && eltype(ti) == eltype(d)) ||
       (!isempty(d) && _dict_implicit(K) && _dict_implicit(V))
        print(io, _dict_name(d))   # the type's name: Dict, IdDict
    else
        show(io, typeof(d))
    end
    print(io, '(')
    first = true
    limit = get(io, :limit, false) === true
    n = 0
    # (so Pair{K,V} entries print as k => v; the Pair{Symbol,Any} as show.jl builds it)
    rio = IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, eltype(d))))
    for p in d
        first || print(io, ", ")
        first = false
        show(rio, p)
        n += 1
        limit && n >= 10 && (print(io, "…"); break)   # (even at exactly 10, as Julia)
    end
    print(io, ')')
end
function summary(io::IO, d::AbstractDict)
    n = length(d)
    show(io, typeof(d))
    print(io, " with ", n, n == 1 ? " entry" : " entries")
end
# Under :limit (iocontext.jl) the entries fit displaysize(io): rows beyond the height end
# in "⋮ => ⋮", keys are padded to one width and long keys/values cut with "…".
function show(io::IO, ::MIME, d::AbstractDict)
    isempty(d) && return show(io, d)
    rio = haskey(io, :compact) ? io : IOContext(io, :compact => true)
    limit = get(io, :limit, false) === true
    summary(io, d)
    print(io, ":")
    rows = typemax(Int64)
    if limit
        sz = displaysize(io)
        rows = sz[1] - 3
        cols = sz[2]
        rows < 2 && return print(io, " …")
        cols < 12 && (cols = 12)
        cols -= 6
        rows -= 1
        nshow = min(rows, length(d))
        ks = Array{String,1}(undef, nshow)
        vs = Array{String,1}(undef, nshow)
        keylen = 0
        vallen = 0
        i = 0
        for p in d
            i += 1
            i > rows && break
            ks[i] = sprint(show, p.first; context = rio)
            vs[i] = sprint(show, p.second; context = rio)
            keylen = clamp(length(ks[i]), keylen, cols)
            vallen = clamp(length(vs[i]), vallen, cols)
        end
        if keylen > max(div(cols, 2), cols - vallen)
            keylen = max(cld(cols, 3), cols - vallen)
        end
    end
    i = 0
    for p in d
        i += 1
        print(io, "\n  ")
        if i == rows && rows < length(d)
            print(io, _rpad_width("⋮", keylen), " => ⋮")
            break
        end
        if limit
            print(rio, _rpad_width(_truncate_at_width_or_chars(ks[i], keylen, "\r\n"), keylen))
            print(io, " => ")
            print(io, _truncate_at_width_or_chars(vs[i], cols - keylen, "\r\n"))
        else
            print(rio, sprint(show, p.first; context = rio))
            print(io, " => ")
            show(rio, p.second)
        end
    end
end
# display in a script: the text/plain form, then a newline (Julia 1.8's TextDisplay, which
# jolt follows; see julia17-semantics.md 14.3)
const _text_plain = MIME{:var"text/plain"}()
display(d::AbstractDict) = (show(stdout, _text_plain, d); print(stdout, "\n"))

# ---------------------------------------------------------------- text/plain fallback
# any value without its own text/plain method displays as it shows
show(io::IO, ::MIME, x) = show(io, x)
display(x) = (show(stdout, _text_plain, x); print(stdout, "\n"))
# keys/values show as the vector of their elements: ["b", "a"]
show(io::IO, v::Union{KeySet, ValueIterator}) = show(io, collect(v))
# display: "KeySet for a Dict{String, Int64} with 2 entries. Keys:" and one element a line
function summary(io::IO, v::Union{KeySet, ValueIterator})
    print(io, v isa KeySet ? "KeySet" : "ValueIterator", " for a ")
    summary(io, v.dict)
end
function show(io::IO, ::MIME, v::Union{KeySet, ValueIterator})
    isempty(v) && get(io, :compact, false) === true && return show(io, v)
    summary(io, v)
    isempty(v) && return
    print(io, ". ", v isa KeySet ? "Keys" : "Values", ":")
    _show_plain_list(io, v, "⋮", false)
end
# The elements of a set or a dict's keys/values, one a line after a summary (Julia's
# show for AbstractSet and KeySet differ only in their dots and where the width is
# clamped). Under :limit, rows beyond displaysize(io) end in `dots` and long elements
# are cut with "…".
function _show_plain_list(io::IO, itr, dots::String, clamp_late::Bool)
    limit = get(io, :limit, false) === true
    rows = typemax(Int64)
    cols = typemax(Int64)
    if limit
        sz = displaysize(io)
        rows = sz[1] - 3
        cols = sz[2]
        rows < 2 && return print(io, " …")
        clamp_late || cols < 4 && (cols = 4)
        cols -= 2
        clamp_late && cols < 4 && (cols = 4)
        rows -= 1
    end
    i = 0
    for x in itr
        i += 1
        print(io, "\n  ")
        if i == rows && rows < length(itr)
            print(io, dots)
            break
        end
        if limit
            print(io, _truncate_at_width_or_chars(sprint(show, x; context = io), cols, "\r\n"))
        else
            show(io, x)
        end
    end
end
display(v::Union{KeySet, ValueIterator}) = (show(stdout, _text_plain, v); print(stdout, "\n"))
# Julia's hash(::AbstractDict): the entries' hashes xor-ed, order-free
function hash(d::AbstractDict, h::UInt64)
    hv = 0x6d35bb51952d5539
    for (k, v) in d
        hv = xor(hv, hash(k, hash(v)))
    end
    return hash(hv, h)
end
function first(d::Union{AbstractDict, KeySet, ValueIterator})
    y = iterate(d)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return y[1]
end

# findmax/findmin/argmax/argmin of a dict: (value, key) of the largest/smallest value
function _dict_findext(d::AbstractDict, better)
    isempty(d) && throw(ArgumentError("collection must be non-empty"))
    bv = nothing
    bk = nothing
    first = true
    for (k, v) in d
        if first || better(bv, v)
            bv = v
            bk = k
            first = false
        end
    end
    return (bv, bk)
end
findmax(d::AbstractDict) = _dict_findext(d, (m, v) -> isless(m, v))
findmin(d::AbstractDict) = _dict_findext(d, (m, v) -> isless(v, m))
argmax(d::AbstractDict) = findmax(d)[2]
argmin(d::AbstractDict) = findmin(d)[2]
