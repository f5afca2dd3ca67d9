# tuple.jl — Tuples and NamedTuples: indexing (also by vectors, 1.7), iteration, keys/values,
# limits and literal powers.

# ---------------------------------------------------------------- tuples
getindex(t::Tuple, i::Int64) = getfield(t, i)
getindex(t::Tuple, i::AbstractFloat) = getfield(t, convert(Int64, i))
length(t::Tuple) = nfields(t)
isempty(t::Tuple) = nfields(t) == 0
firstindex(t::Tuple) = 1
lastindex(t::Tuple) = nfields(t)
iterate(t::Tuple) = nfields(t) == 0 ? nothing : (getfield(t, 1), 2)
iterate(t::Tuple, i::Int64) = i > nfields(t) ? nothing : (getfield(t, i), i + 1)
first(t::Tuple) = getfield(t, 1)
# Base.tail: all but the first element
tail(t::Tuple) = _argtail(t...)
_argtail(x, rest...) = rest
tail(::Tuple{}) = throw(ArgumentError("Cannot call tail on an empty tuple."))
# Base.front: all but the last element
front(::Tuple{}) = throw(ArgumentError("Cannot call front on an empty tuple."))
front(t::Tuple) = _front(t...)
_front(v) = ()
_front(v, t...) = (v, _front(t...)...)
# ntuple(f, n): (f(1), …, f(n))
function ntuple(f, n::Integer)
    n < 0 && throw(ArgumentError(string("tuple length should be ≥ 0, got ", n)))
    v = Array{Any,1}(undef, n)
    for i in 1:n
        v[i] = f(i)
    end
    return tuple(v...)
end
# converting a tuple converts each element to the field type of the target (a struct field
# declared Tuple{Float64, Float64} accepts (1, 2)); a tuple of another length cannot
convert(::Type{T}, x::T) where {T<:Tuple} = x
function convert(::Type{T}, x::Tuple) where {T<:Tuple}
    n = nfields(x)
    fieldcount(T) == n || throw(MethodError(convert, (T, x)))
    v = Array{Any,1}(undef, n)
    for i in 1:n
        v[i] = convert(fieldtype(T, i), getfield(x, i))
    end
    return tuple(v...)::T
end
eltype(::Type{NTuple{N,T}}) where {N,T} = T
eltype(::Type{T}) where {T<:Tuple} = Any
# t[[1, 3]] (1.7): a tuple of the chosen elements
function getindex(t::Tuple, inds::AbstractArray{Int64,1})
    v = Array{Any,1}(undef, 0)
    for i in inds
        push!(v, getfield(t, i))
    end
    return ccall(:rt_array_to_tuple, Any, (Any,), v)::Tuple
end

# ---------------------------------------------------------------- named tuples
# the result's type is known from the names and the tuple's type, so keyword calls
# (Base.kwcall(NamedTuple{names}(vals), f, args...)) resolve statically
(::Type{NamedTuple{names}})(t::T) where {names,T<:Tuple} =
    Core._splatnew(_nt_type(NamedTuple{names,T}, names, t), t)
(::Type{NamedTuple{names,T}})(t::T) where {names,T<:Tuple} =
    Core._splatnew(_nt_type(NamedTuple{names,T}, names, t), t)
# the NamedTuple type, after Julia's check that there are as many names as values
function _nt_type(NT, names, t)
    nfields(names) == nfields(t) ||
        throw(ArgumentError("Wrong number of arguments to named tuple constructor."))
    return NT
end
# keyword calls (frontend/lower_kw.c): whether nt holds a keyword outside known
# (_no_kwargs, pairs of the empty NamedTuple, is defined in iterators.jl)
# (indexed loops: iterating the tuples would box a Union{Nothing, Tuple{Symbol, Int64}}
# per step on every keyword call)
function _kw_has_other(nt::NamedTuple{names}, known::Tuple) where {names}
    i = 1
    while i <= nfields(names)
        n = getfield(names, i)
        found = false
        j = 1
        while j <= nfields(known)
            found = found | (getfield(known, j) === n)
            j += 1
        end
        found || return true
        i += 1
    end
    return false
end
keys(nt::NamedTuple{names}) where {names} = names
values(nt::NamedTuple) = ccall(:rt_namedtuple_values, Any, (Any,), nt)
length(nt::NamedTuple) = nfields(nt)
getindex(nt::NamedTuple, i::Int64) = getfield(nt, i)
# haskey/get by name or position (namedtuple.jl)
haskey(nt::NamedTuple, key::Union{Integer,Symbol}) = isdefined(nt, key)
get(nt::NamedTuple, key::Union{Integer,Symbol}, default) =
    isdefined(nt, key) ? getfield(nt, key) : default
get(f::Function, nt::NamedTuple, key::Union{Integer,Symbol}) =
    isdefined(nt, key) ? getfield(nt, key) : f()
# map over named tuples with the same names gives one with those names
function map(f, nt::NamedTuple{names}, nts::NamedTuple...) where {names}
    for t in nts
        keys(t) === names || throw(ArgumentError("Named tuple names do not match."))
    end
    return NamedTuple{names}(map(f, values(nt), map(values, nts)...))
end
getindex(nt::NamedTuple, s::Symbol) = getfield(nt, s)
# nt[[:a, :c]] (1.7): the named tuple of those fields
function getindex(nt::NamedTuple, names::AbstractArray{Symbol,1})
    v = Array{Any,1}(undef, 0)
    for s in names
        push!(v, getfield(nt, s))
    end
    ns = ccall(:rt_array_to_tuple, Any, (Any,), collect(Any, names))
    return ccall(:rt_namedtuple_new, Any, (Any, Any), ns, ccall(:rt_array_to_tuple, Any, (Any,), v))
end
# nt[(:a, :c)] (1.7): the same with a tuple of names
getindex(nt::NamedTuple, names::Tuple{Vararg{Symbol}}) = getindex(nt, Symbol[names...])
# NamedTuple(itr): from name => value pairs (1.6)
NamedTuple(itr) = merge(NamedTuple(), itr)
iterate(nt::NamedTuple) = nfields(nt) == 0 ? nothing : (getfield(nt, 1), 2)
# merge(a, b): a's names then b's new ones, b's values winning (Julia's namedtuple.jl)
merge(a::NamedTuple) = a
merge(a::NamedTuple, b::NamedTuple{()}) = a
merge(a::NamedTuple{()}, b::NamedTuple) = b
merge(a::NamedTuple{()}, b::NamedTuple{()}) = a
function merge(a::NamedTuple{an}, b::NamedTuple{bn}) where {an, bn}
    names = Symbol[]
    vals = Any[]
    for i in 1:nfields(an)
        n = getfield(an, i)
        push!(names, n)
        push!(vals, isdefined(b, n) ? getfield(b, n) : getfield(a, i))
    end
    for i in 1:nfields(bn)
        n = getfield(bn, i)
        isdefined(a, n) || (push!(names, n); push!(vals, getfield(b, i)))
    end
    return ccall(:rt_namedtuple_new, Any, (Any, Any), ccall(:rt_array_to_tuple, Any, (Any,), names),
                 ccall(:rt_array_to_tuple, Any, (Any,), vals))
end
# merge(nt, itr): itr yields name => value pairs
function merge(a::NamedTuple, itr)
    names = Symbol[]
    vals = Any[]
    for (k, v) in itr
        k = k::Symbol
        j = findfirst(isequal(k), names)
        if j === nothing
            push!(names, k)
            push!(vals, v)
        else
            vals[j] = v
        end
    end
    b = ccall(:rt_namedtuple_new, Any, (Any, Any), ccall(:rt_array_to_tuple, Any, (Any,), names),
              ccall(:rt_array_to_tuple, Any, (Any,), vals))
    return merge(a, b)
end
merge(a::NamedTuple, b, cs...) = merge(merge(a, b), cs...)
iterate(nt::NamedTuple, i::Int64) = i > nfields(nt) ? nothing : (getfield(nt, i), i + 1)

# x^literal lowers to literal_pow(^, x, Val(p)), as in Julia
struct Val{x}
end
literal_pow(f, x, ::Val{p}) where {p} = f(x, p)

# ---------------------------------------------------------------- destructuring
# `a, b = x` lowers to indexed_iterate(x, i[, state]) calls, as in Julia: tuples (and
# named tuples) by field, anything else through the iteration protocol.
indexed_iterate(t::Tuple, i::Int64, state = 1) = (getfield(t, i), i + 1)
indexed_iterate(t::NamedTuple, i::Int64, state = 1) = (getfield(t, i), i + 1)
function indexed_iterate(itr, i::Int64)
    x = iterate(itr)
    x === nothing && throw(BoundsError(itr, i))
    return x
end
function indexed_iterate(itr, i::Int64, state)
    x = iterate(itr, state)
    x === nothing && throw(BoundsError(itr, i))
    return x
end

# `a, b... = x` takes the rest of x through Base.rest(x, state) (1.6): a tuple of a tuple,
# a vector of an Array, a lazy Iterators.Rest of anything else
rest(t::Tuple) = t
rest(t::Tuple, i::Int64) = ntuple(k -> getfield(t, k + i - 1), length(t) - i + 1)
rest(a::Array, i::Int64 = 1) = a[i:end]
rest(itr, state...) = Iterators.rest(itr, state...)
