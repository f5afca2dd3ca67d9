# tuple.jl — Tuples and NamedTuples: indexing (also by vectors, 1.7), iteration, keys/values,
# limits and literal powers.

# ---------------------------------------------------------------- tuples
getindex(t::Tuple, i::Int64) = getfield(t, i)
getindex(t::Tuple, i::Real) = getfield(t, convert(Int64, i))
length(t::Tuple) = nfields(t)
isempty(t::Tuple) = nfields(t) == 0
firstindex(t::Tuple) = 1
lastindex(t::Tuple) = nfields(t)
iterate(t::Tuple) = nfields(t) == 0 ? nothing : (getfield(t, 1), 2)
iterate(t::Tuple, i::Int64) = i > nfields(t) ? nothing : (getfield(t, i), i + 1)
first(t::Tuple) = getfield(t, 1)
first(::Tuple{}) = throw(ArgumentError("tuple must be non-empty"))
# get(t, i, default) / get(f, t, i): the element, or the default when i is no index of t
get(t::Tuple, i::Integer, default) = 1 <= i <= length(t) ? getfield(t, Int(i)) : default
get(f::Function, t::Tuple, i::Integer) = 1 <= i <= length(t) ? getfield(t, Int(i)) : f()
# a tuple has one dimension
size(t::Tuple, d::Integer) = d == 1 ? length(t) : throw(ArgumentError("invalid tuple dimension $d"))
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
eltype(::Type{Tuple{Vararg{E}}}) where {E} = E
eltype(::Type{T}) where {T<:Tuple} = Any
# T(x) for a tuple type T (Julia's tuple.jl): a tuple converts element by element; any other
# iterable gives its first fieldcount(T) elements converted to the field types, or all of
# them for Tuple{Vararg{E}} (too few is an ArgumentError). A method's self type cannot be a
# bare `T<:Tuple` here, so there is one method per length, up to 8.
(::Type{Tuple{A}})(x) where {A} = _totuple(Tuple{A}, x)
(::Type{Tuple{A,B}})(x) where {A,B} = _totuple(Tuple{A,B}, x)
(::Type{Tuple{A,B,C}})(x) where {A,B,C} = _totuple(Tuple{A,B,C}, x)
(::Type{Tuple{A,B,C,D}})(x) where {A,B,C,D} = _totuple(Tuple{A,B,C,D}, x)
(::Type{Tuple{A,B,C,D,E}})(x) where {A,B,C,D,E} = _totuple(Tuple{A,B,C,D,E}, x)
(::Type{Tuple{A,B,C,D,E,F}})(x) where {A,B,C,D,E,F} = _totuple(Tuple{A,B,C,D,E,F}, x)
(::Type{Tuple{A,B,C,D,E,F,G}})(x) where {A,B,C,D,E,F,G} = _totuple(Tuple{A,B,C,D,E,F,G}, x)
(::Type{Tuple{A,B,C,D,E,F,G,H}})(x) where {A,B,C,D,E,F,G,H} =
    _totuple(Tuple{A,B,C,D,E,F,G,H}, x)
(::Type{Tuple{Vararg{E}}})(itr) where {E} = (collect(E, itr)...,)
function (::Type{Tuple{A,Vararg{E}}})(itr) where {A,E}   # Tuple{Int, Vararg{Int}}(v)
    v = collect(itr)
    isempty(v) && throw(ArgumentError(string("too few elements for tuple type ", Tuple{A,Vararg{E}})))
    return (convert(A, v[1]), collect(E, v[2:end])...)
end
_totuple(::Type{T}, x::Tuple) where {T} = convert(T, x)
function _totuple(::Type{T}, itr) where {T}
    n = fieldcount(T)
    v = Array{Any,1}(undef, n)
    y = iterate(itr)
    for i in 1:n
        y === nothing && _totuple_err(T, i)
        v[i] = convert(fieldtype(T, i), y[1])
        i < n && (y = iterate(itr, y[2]))
    end
    return tuple(v...)::T
end
# Julia's recursion names the type of the elements still missing
function _totuple_err(T, i)
    rest = Any[fieldtype(T, k) for k in i:fieldcount(T)]
    throw(ArgumentError(string("too few elements for tuple type ", Core.apply_type(Tuple, rest...))))
end
# t[[1, 3]] (1.7): a tuple of the chosen elements; t[mask] with a Bool vector of t's length
# keeps the elements where it is true (another length: BoundsError(t, mask)); t[:] is t
# (abstractarray.jl, after Colon)
function getindex(t::Tuple, b::AbstractArray{Bool,1})
    length(b) == length(t) || throw(BoundsError(t, b))
    return getindex(t, findall(b))
end
function getindex(t::Tuple, inds::AbstractArray{<:Any,1})
    v = Array{Any,1}(undef, 0)
    for i in inds
        push!(v, t[i])
    end
    return ccall(:rt_array_to_tuple, Any, (Any,), v)::Tuple
end
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
# NamedTuple{names,T}(args): the values converted to T (Julia's namedtuple.jl); from a
# named tuple, its fields of those names; from any other iterable, T(itr)
function (::Type{NamedTuple{names,T}})(t::Tuple) where {names,T<:Tuple}
    _nt_type(T, names, t)   # the length check
    return NamedTuple{names,T}(T(t)::T)
end
function (::Type{NamedTuple{names,T}})(nt::NamedTuple) where {names,T<:Tuple}
    v = Array{Any,1}(undef, nfields(names))
    for i in 1:nfields(names)
        v[i] = convert(fieldtype(T, i), getfield(nt, getfield(names, i)))
    end
    return NamedTuple{names,T}(tuple(v...)::T)
end
(::Type{NamedTuple{names,T}})(itr) where {names,T<:Tuple} = NamedTuple{names,T}(T(itr))
# NamedTuple{names}(nt) picks the fields of those names, in that order; other iterables
# go through Tuple(itr)
(::Type{NamedTuple{names}})(nt::NamedTuple) where {names} = nt[names]
(::Type{NamedTuple{names}})(itr) where {names} = NamedTuple{names}(Tuple(itr))
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
values(nt::NamedTuple{N,T}) where {N,T} = ccall(:rt_namedtuple_values, Any, (Any,), nt)::T
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
