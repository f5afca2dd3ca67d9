# set.jl — Set{T}: a Dict{T,Nothing} underneath (dict.jl), so it hashes, grows and
# iterates in Julia 1.7's order. push!/delete!/pop!/in, union/intersect/setdiff, and the
# show forms Set([1, 2]) and "Set{Int64} with 2 elements:".

abstract type AbstractSet{T} end

struct Set{T} <: AbstractSet{T}
    dict::Dict{T,Nothing}
end
# built field-wise by the runtime (see dict.jl): jolt drops the default one-argument
# constructor once Set{T}(itr) is defined, and T may be known only at run time
_new_set(::Type{T}) where {T} = ccall(:rt_exc_new, Any, (Any, Any), Set{T}, (_new_dict(T, Nothing),))::Set{T}
(::Type{Set{T}})() where {T} = _new_set(T)
# (the one-argument default constructor takes the Dict, so iterables are listed)
function (::Type{Set{T}})(itr::Union{Array, Tuple, AbstractRange, AbstractSet, String, KeySet,
                                     ValueIterator, Generator}) where {T}
    s = _new_set(T)
    _set_sizehint_for!(s, itr)
    for x in itr
        push!(s, x)
    end
    return s
end
# Julia's union! first hints the table for length(s) + length(itr) when itr has a length
# (a string counts its characters); an iterator of unknown size (a filter) gives no hint,
# so the table grows as it fills and the iteration order can differ
_set_sizehint_for!(s::Set, itr::Union{Tuple, Array, AbstractRange, AbstractSet, AbstractString}) =
    sizehint!(s.dict, length(s) + length(itr))
_set_sizehint_for!(s::Set, itr) = nothing
Set() = _new_set(Any)
Set(a::Array{T,1}) where {T} = union!(_new_set(T), a)
Set(r::AbstractRange{T}) where {T} = union!(_new_set(T), r)
Set(s::Set{T}) where {T} = union!(_new_set(T), s)
Set(s::String) = union!(_new_set(Char), s)
Set(t::NTuple{N,T}) where {N,T} = union!(_new_set(T), t)
# any other iterable: the element type collect finds, hinted only when itr has a length
function Set(itr)
    a = collect(itr)
    s = _new_set(eltype(a))
    _haslength(itr) && sizehint!(s.dict, length(a))
    for x in a
        push!(s, x)
    end
    return s
end

eltype(::Type{Set{T}}) where {T} = T
eltype(s::AbstractSet) = eltype(typeof(s))
length(s::Set) = length(s.dict)
isempty(s::Set) = isempty(s.dict)
in(x, s::Set) = haskey(s.dict, x)
push!(s::Set, x) = (s.dict[x] = nothing; s)
function push!(s::Set, x, y, zs...)
    push!(s, x)
    return push!(s, y, zs...)
end
delete!(s::Set, x) = (delete!(s.dict, x); s)
function pop!(s::Set, x)
    haskey(s.dict, x) || throw(KeyError(x))
    pop!(s.dict, x)
    return x
end
function pop!(s::Set, x, default)
    haskey(s.dict, x) || return default
    pop!(s.dict, x)
    return x
end
empty!(s::Set) = (empty!(s.dict); s)
copy(s::Set{T}) where {T} = ccall(:rt_exc_new, Any, (Any, Any), Set{T}, (copy(s.dict),))::Set{T}
sizehint!(s::Set, n::Int64) = (sizehint!(s.dict, n); s)
function iterate(s::Set, state...)
    y = iterate(s.dict, state...)
    y === nothing && return nothing
    return (y[1].first, y[2])
end
collect(s::Set) = _collect_typed(eltype(s), s)

function union!(s::Set, itrs...)
    for itr in itrs
        _set_sizehint_for!(s, itr)
        for x in itr
            push!(s, x)
        end
    end
    return s
end
union(s::Set{T}, itrs...) where {T} = union!(union!(_new_set(_set_union_eltype(T, itrs...)), s), itrs...)
_set_union_eltype(T) = T
_set_union_eltype(T, itr, itrs...) = _set_union_eltype(_promote_eltype2(T, eltype(itr)), itrs...)
# (the elements of itr that are in s, in itr's order, as Julia's mapfilter)
function intersect(s::Set{T}, itr) where {T}
    r = _new_set(_promote_eltype2(T, eltype(itr)))
    for x in itr
        x in s && push!(r, x)
    end
    return r
end
intersect(s::Set, itr, itrs...) = intersect(intersect(s, itr), itrs...)
# symdiff: each element of each argument toggles its presence (multiplicity matters)
function symdiff!(s::Set, itr)
    for x in itr
        x in s ? delete!(s, x) : push!(s, x)
    end
    return s
end
symdiff!(s::Set, itr, itrs...) = symdiff!(symdiff!(s, itr), itrs...)
symdiff(s::Set{T}, itrs...) where {T} =
    symdiff!(union!(_new_set(_set_union_eltype(T, itrs...)), s), itrs...)
function filter(f, s::Set{T}) where {T}
    r = _new_set(T)
    for x in s
        f(x) && push!(r, x)
    end
    return r
end
function filter!(f, s::Set)
    for x in collect(s)
        f(x) || delete!(s, x)
    end
    return s
end
# Julia's hash(::AbstractSet): the elements' hashes xor-ed, order-free
function hash(s::AbstractSet, h::UInt64)
    hv = 0x852ada37cfe8e0ce
    for x in s
        hv = xor(hv, hash(x))
    end
    return hash(hv, h)
end
function setdiff(s::Set{T}, itr) where {T}
    r = copy(s)
    for x in itr
        delete!(r, x)
    end
    return r
end
function issubset(a::AbstractSet, b::AbstractSet)
    length(a) <= length(b) || return false
    for x in a
        x in b || return false
    end
    return true
end
⊆(a::AbstractSet, b::AbstractSet) = issubset(a, b)

# the set operations on vectors (and other iterables): a Vector of the distinct elements in
# first-seen order, its eltype promoted over the arguments
_set_eltype(a) = eltype(a)
_set_eltype(a, b, rest...) = promote_type(eltype(a), _set_eltype(b, rest...))
function union(a::AbstractVector, itrs...)
    T = _set_eltype(a, itrs...)
    r = T[]
    seen = _new_set(T)
    for itr in (a, itrs...)
        _push_unseen!(r, seen, itr)
    end
    return r
end
function _vec_shrink(a, keep::Function, itrs)
    T = _set_eltype(a, itrs...)
    sets = [Set(itr) for itr in itrs]
    r = T[]
    seen = _new_set(T)
    for x in a
        x in seen && continue
        push!(seen, x)
        keep(x, sets) && push!(r, x)
    end
    return r
end
intersect(a::AbstractVector, itrs...) = _vec_shrink(a, (x, sets) -> all(s -> x in s, sets), itrs)
setdiff(a::AbstractVector, itrs...) = _vec_shrink(a, (x, sets) -> !any(s -> x in s, sets), itrs)
function symdiff(a::AbstractVector, itrs...)
    T = _set_eltype(a, itrs...)
    r = T[]
    for itr in (a, itrs...)
        u = unique(itr)
        for x in u
            i = findfirst(isequal(x), r)
            i === nothing ? push!(r, x) : deleteat!(r, i)
        end
    end
    return r
end
function issubset(a, b)
    for x in a
        x in b || return false
    end
    return true
end
⊆(a, b) = issubset(a, b)
⊇(a, b) = issubset(b, a)
⊈(a, b) = !issubset(a, b)
issetequal(a, b) = issubset(a, b) && issubset(b, a)
==(a::AbstractSet, b::AbstractSet) = length(a) == length(b) && issubset(a, b)

# ---------------------------------------------------------------- printing
function show(io::IO, s::Set{T}) where {T}
    if isempty(s)
        show(io, typeof(s))
        print(io, "()")
        return
    end
    print(io, "Set(")
    show(io, collect(s))
    print(io, ')')
end
function summary(io::IO, s::AbstractSet)
    n = length(s)
    show(io, typeof(s))
    print(io, " with ", n, n == 1 ? " element" : " elements")
end
# Under :limit (iocontext.jl) the elements fit displaysize(io): rows beyond the height
# end in "⋮", long elements are cut with "…".
function show(io::IO, ::MIME, s::AbstractSet)
    isempty(s) && return show(io, s)
    summary(io, s)
    print(io, ":")
    _show_plain_list(io, s, "⋮ ", true)
end
display(s::AbstractSet) = (show(stdout, _text_plain, s); print(stdout, "\n"))
function first(s::AbstractSet)
    y = iterate(s)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return y[1]
end

# membership operators
const ∈ = in
∉(x, itr) = !in(x, itr)
∋(itr, x) = in(x, itr)
∌(itr, x) = !in(x, itr)
# pop!(s): remove and return the first element in iteration order
function pop!(s::Set)
    y = iterate(s)
    y === nothing && throw(ArgumentError("set must be non-empty"))
    x = y[1]
    delete!(s, x)
    return x
end

# ---------------------------------------------------------------- replace on collections
# replace(A, old => new, ...; count) / replace(f, A; count) and the in-place replace!:
# each element is compared with isequal against the olds in order, the first match wins;
# at most count elements change. The copy's element type also admits the new values.
_repl_pick(x, ps::Tuple) = _repl_pick1(x, ps...)
_repl_pick1(x) = x
_repl_pick1(x, p::Pair, ps...) = isequal(x, p.first) ? p.second : _repl_pick1(x, ps...)
_repl_hit(x, ps::Tuple) = _repl_hit1(x, ps...)
_repl_hit1(x) = false
_repl_hit1(x, p::Pair, ps...) = isequal(x, p.first) || _repl_hit1(x, ps...)
function _replace_into!(dest::AbstractArray, src::AbstractArray, ps::Tuple, count::Int)
    n = 0
    for i in eachindex(src)
        x = src[i]
        if n < count && _repl_hit(x, ps)
            dest[i] = _repl_pick(x, ps)
            n += 1
        else
            dest[i] = x
        end
    end
    return dest
end
function _replace_into_f!(dest::AbstractArray, src::AbstractArray, f, count::Int)
    n = 0
    for i in eachindex(src)
        x = src[i]
        if n < count
            y = f(x)
            x === y || (n += 1)   # as Julia counts a change
            dest[i] = y
        else
            dest[i] = x
        end
    end
    return dest
end
_repl_valtype(p::Pair) = typeof(p.second)
_repl_valtype(p::Pair, ps::Pair...) = promote_type(typeof(p.second), _repl_valtype(ps...))
# replacing every nothing (missing) also takes Nothing (Missing) out of the element type
_repl_nonnothing(::Type{T}) where {T} = T
_repl_nonnothing(::Type{Nothing}) = Union{}
_repl_nonnothing(::Type{Union{Nothing,T}}) where {T} = T
_repl_nonnothing(::Type{Any}) = Any
_repl_subtract(T, count) = T
function _repl_subtract(T, count, p::Pair, ps...)
    if count == typemax(Int) && p.first === nothing
        T = _repl_nonnothing(T)
    elseif count == typemax(Int) && p.first === missing
        T = nonmissingtype(T)
    end
    return _repl_subtract(T, count, ps...)
end
function replace(A::AbstractArray, old_new::Pair...; count::Integer = typemax(Int))
    count < 0 && throw(DomainError(count, "`count` must not be negative"))
    T = promote_type(_repl_subtract(eltype(A), Int(count), old_new...), _repl_valtype(old_new...))
    return _replace_into!(similar(A, T), A, old_new, Int(count))
end
function replace!(A::AbstractArray, old_new::Pair...; count::Integer = typemax(Int))
    count < 0 && throw(DomainError(count, "`count` must not be negative"))
    return _replace_into!(A, A, old_new, Int(count))
end
function replace(f::Function, A::AbstractArray; count::Integer = typemax(Int))
    count < 0 && throw(DomainError(count, "`count` must not be negative"))
    return _replace_into_f!(similar(A, promote_type(eltype(A), typeof(f(first(A))))), A, f, Int(count))
end
replace!(f::Function, A::AbstractArray; count::Integer = typemax(Int)) =
    _replace_into_f!(A, A, f, Int(count))
function replace(s::AbstractSet, old_new::Pair...; count::Integer = typemax(Int))
    T = promote_type(eltype(s), _repl_valtype(old_new...))
    return _push_replaced!(Set{T}(), s, old_new, count)
end
# each element of itr pushed onto out, the first count that match replaced
function _push_replaced!(out, itr, old_new::Tuple, count::Integer)
    n = 0
    for x in itr
        if n < count && _repl_hit(x, old_new)
            push!(out, _repl_pick(x, old_new))
            n += 1
        else
            push!(out, x)
        end
    end
    return out
end
function replace!(s::AbstractSet, old_new::Pair...; count::Integer = typemax(Int))
    r = replace(s, old_new...; count = count)
    empty!(s)
    for x in r
        push!(s, x)
    end
    return s
end
# replace on tuples (1.7): a new tuple, each element replaced as above
function replace(t::Tuple, old_new::Pair...; count::Integer = typemax(Int))
    count < 0 && throw(DomainError(count, "`count` must not be negative"))
    v = _push_replaced!(Array{Any,1}(undef, 0), t, old_new, count)
    return ccall(:rt_array_to_tuple, Any, (Any,), v)::Tuple
end
function replace(f::Union{Function,Type}, t::Tuple; count::Integer = typemax(Int))
    count < 0 && throw(DomainError(count, "`count` must not be negative"))
    v = Array{Any,1}(undef, 0)
    n = 0
    for x in t
        if n < count
            y = f(x)
            x === y || (n += 1)   # as Julia counts a change
            push!(v, y)
        else
            push!(v, x)
        end
    end
    return ccall(:rt_array_to_tuple, Any, (Any,), v)::Tuple
end
# curried containment tests (1.6): ∉(c)(x) is x ∉ c; ∋(x)(c) is x ∈ c; ∌(x)(c) is x ∉ c
∉(itr) = Fix2(∉, itr)
∋(x) = Fix2(∋, x)
∌(x) = Fix2(∌, x)
