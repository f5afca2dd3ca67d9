# iterators.jl — lazy iteration wrappers: enumerate, zip, and the Base.Iterators module
# (filter, product, flatten) that generator and comprehension lowering builds on
# (docs/ir.md "Generators"). A product of two iterators collected through a generator
# gives a matrix of its shape, as in Julia.

# ---------------------------------------------------------------- iterator traits
# IteratorSize / IteratorEltype (Base's traits): what collect and length rely on.
abstract type IteratorSize end
struct SizeUnknown <: IteratorSize end
struct HasLength <: IteratorSize end
struct HasShape{N} <: IteratorSize end
struct IsInfinite <: IteratorSize end
abstract type IteratorEltype end
struct EltypeUnknown <: IteratorEltype end
struct HasEltype <: IteratorEltype end
IteratorSize(x) = IteratorSize(typeof(x))
IteratorSize(::Type) = HasLength()
IteratorSize(::Type{<:AbstractArray{T,N}}) where {T,N} = HasShape{N}()
IteratorSize(::Type{Generator{I,F}}) where {I,F} = IteratorSize(I)
IteratorEltype(x) = IteratorEltype(typeof(x))
IteratorEltype(::Type) = HasEltype()
IteratorEltype(::Type{<:Generator}) = EltypeUnknown()
eltype(x) = eltype(typeof(x))
eltype(::Type) = Any
eltype(::Type{<:AbstractString}) = Char
# a tuple's element type: the promote_typejoin of its field types (Union with Nothing/Missing)
eltype(::Type{Tuple{}}) = Union{}
function eltype(::Type{T}) where {T<:Tuple}
    # (a Vararg tuple type has no definite field count: Any, rather than asking for one)
    (T isa DataType && isconcretetype(T)) || return Any
    n = fieldcount(T)
    E = fieldtype(T, 1)
    for i in 2:n
        E = _promote_typejoin(E, fieldtype(T, i))
    end
    return E
end
function _promote_typejoin(a, b)
    (a === Nothing || a === Missing) && return Union{a, b}
    (b === Nothing || b === Missing) && return Union{a, b}
    return typejoin(a, b)
end
eltype(::Type{Generator{I,F}}) where {I,F} = Any

# collect of an iterator that knows its element type: a Vector of that type; otherwise
# the element type widens from the values (abstractarray.jl's collect)
_collect_iter(itr) = _collect_iter(IteratorEltype(itr), itr)
function _collect_iter(::HasEltype, itr)
    a = Array{eltype(itr),1}(undef, 0)
    for x in itr
        push!(a, x)
    end
    return a
end
function _collect_iter(::EltypeUnknown, itr)
    a = Array{Any,1}(undef, 0)
    for x in itr
        push!(a, x)
    end
    arraylen(a) == 0 && return Array{_default_eltype(itr),1}(undef, 0)
    return _narrow_vector(a)
end
# the type inference gives an iterator's values (Julia's @default_eltype): what an empty
# one of unknown element type collects into, as [x for x in 1:3 for y in 1:0] does
_default_eltype(itr) = Core._return_type(_iter_upper_bound, Tuple{typeof(itr),Bool})
# (never called: inference reads the values it could return; `stop` hides the exit)
function _iter_upper_bound(itr, stop::Bool)
    x = iterate(itr)
    while x !== nothing
        val = getfield(x, 1)
        stop && return val
        x = iterate(itr, getfield(x, 2))
    end
    throw(nothing)
end

# ---------------------------------------------------------------- Base.Iterators
module Iterators
import ..Base: iterate, length, size
export enumerate, zip, rest, countfrom, take, drop, takewhile, dropwhile, cycle, repeated,
    product, flatten, partition

# pairs(nt): what a `kws...` slurp holds — the keywords as Symbol => value pairs
# (its methods follow the module)
struct Pairs{K,V,I,A} <: Base.AbstractDict{K,V}
    data::A  # the NamedTuple
    itr::I   # its names
end

# enumerate(itr), zip(a...) (their methods follow the module)
struct Enumerate{I}
    itr::I
end
struct Zip{Is<:Tuple}
    is::Is
end

struct Filter{F,I}
    flt::F
    itr::I
end
filter(flt, itr) = Filter(flt, itr)
function iterate(f::Filter, st...)
    y = iterate(f.itr, st...)
    while y !== nothing
        f.flt(y[1]) && return y
        y = iterate(f.itr, y[2])
    end
    return nothing
end

# product(a, b): (x, y) pairs, the first iterator varying fastest
struct ProductIterator{T<:Tuple}
    iterators::T
end
product(its...) = ProductIterator(its)
size(p::ProductIterator{<:Tuple{Any,Any}}) = (length(p.iterators[1]), length(p.iterators[2]))
length(p::ProductIterator{<:Tuple{Any,Any}}) = length(p.iterators[1]) * length(p.iterators[2])
function iterate(p::ProductIterator{<:Tuple{Any,Any}})
    a = iterate(p.iterators[1])
    a === nothing && return nothing
    b = iterate(p.iterators[2])
    b === nothing && return nothing
    return ((a[1], b[1]), (a[2], b))
end
function iterate(p::ProductIterator{<:Tuple{Any,Any}}, st)
    a = iterate(p.iterators[1], st[1])
    b = st[2]
    if a === nothing
        b = iterate(p.iterators[2], b[2])
        b === nothing && return nothing
        a = iterate(p.iterators[1])
        a === nothing && return nothing
    end
    return ((a[1], b[1]), (a[2], b))
end

# any other number of iterators: the values and states of each kept in vectors
size(p::ProductIterator) = map(length, p.iterators)
length(p::ProductIterator) = Base.prod(size(p))
function iterate(p::ProductIterator)
    its = p.iterators
    n = Base.length(its)
    vals = Base.Array{Any,1}(undef, n)
    sts = Base.Array{Any,1}(undef, n)
    for k in 1:n
        y = iterate(its[k])
        y === nothing && return nothing
        vals[k] = y[1]
        sts[k] = y[2]
    end
    return ((vals...,), (vals, sts))
end
function iterate(p::ProductIterator, st)
    its = p.iterators
    n = Base.length(its)
    vals = Base.copy(st[1])
    sts = Base.copy(st[2])
    k = 1
    while true
        y = iterate(its[k], sts[k])
        if y !== nothing
            vals[k] = y[1]
            sts[k] = y[2]
            return ((vals...,), (vals, sts))
        end
        k == n && return nothing
        y = iterate(its[k])
        y === nothing && return nothing
        vals[k] = y[1]
        sts[k] = y[2]
        k += 1
    end
end

# flatten(itr): the elements of each element in turn
struct Flatten{I}
    it::I
end
flatten(it) = Flatten(it)
function _flatten_from(f::Flatten, o)
    while o !== nothing
        i = iterate(o[1])
        i !== nothing && return (i[1], (o[1], o[2], i[2]))
        o = iterate(f.it, o[2])
    end
    return nothing
end
iterate(f::Flatten) = _flatten_from(f, iterate(f.it))
function iterate(f::Flatten, st)
    i = iterate(st[1], st[3])
    i !== nothing && return (i[1], (st[1], st[2], i[2]))
    return _flatten_from(f, iterate(f.it, st[2]))
end

import ..Base: eltype, IteratorSize, IteratorEltype, collect, show
using ..Base: SizeUnknown, HasLength, HasShape, IsInfinite, HasEltype, EltypeUnknown,
    _collect_iter, Generator, AbstractRange, SubArray, view, cld, min, max, print, prevind,
    lastindex, one, resize!, Number, Char, Vector, UnitRange, Int64, ArgumentError, AbstractArray,
    AbstractString, Integer, Function, Union, Type, Tuple, +, -, <, <=, >, >=, ==, !, :,
    isequal, in, string

# ---------------------------------------------------------------- take, drop
# take(xs, n): at most the first n elements
struct Take{I}
    xs::I
    n::Int64
end
function take(xs, n::Integer)
    n < 0 && throw(ArgumentError("Take length must be nonnegative"))
    return Take(xs, Int64(n))
end
take(xs::Take, n::Integer) = Take(xs.xs, min(Int64(n), xs.n))
eltype(::Type{Take{I}}) where {I} = eltype(I)
IteratorEltype(::Type{Take{I}}) where {I} = IteratorEltype(I)
IteratorSize(::Type{Take{I}}) where {I} = _take_size(IteratorSize(I))
_take_size(a) = HasLength()
_take_size(::SizeUnknown) = SizeUnknown()
length(t::Take) = _take_length(IteratorSize(t.xs), t)
_take_length(::IsInfinite, t::Take) = t.n
_take_length(s, t::Take) = min(length(t.xs), t.n)
function iterate(it::Take, state = (it.n,))
    n = state[1]
    n <= 0 && return nothing
    y = length(state) == 1 ? iterate(it.xs) : iterate(it.xs, state[2])
    y === nothing && return nothing
    return (y[1], (n - 1, y[2]))
end

# drop(xs, n): all but the first n elements
struct Drop{I}
    xs::I
    n::Int64
end
function drop(xs, n::Integer)
    n < 0 && throw(ArgumentError("Drop length must be nonnegative"))
    return Drop(xs, Int64(n))
end
drop(xs::Take, n::Integer) = Take(drop(xs.xs, Int64(n)), max(0, xs.n - Int64(n)))
drop(xs::Drop, n::Integer) = Drop(xs.xs, Int64(n) + xs.n)
eltype(::Type{Drop{I}}) where {I} = eltype(I)
IteratorEltype(::Type{Drop{I}}) where {I} = IteratorEltype(I)
IteratorSize(::Type{Drop{I}}) where {I} = _drop_size(IteratorSize(I))
_drop_size(::SizeUnknown) = SizeUnknown()
_drop_size(::Union{HasShape,HasLength}) = HasLength()
_drop_size(::IsInfinite) = IsInfinite()
length(d::Drop) = max(0, length(d.xs) - d.n)
function iterate(it::Drop)
    y = iterate(it.xs)
    for i in 1:it.n
        y === nothing && return y
        y = iterate(it.xs, y[2])
    end
    return y
end
iterate(it::Drop, state) = iterate(it.xs, state)

# takewhile(pred, xs): elements while pred holds; dropwhile: from the first that fails
struct TakeWhile{I,P}  # (Julia bounds P<:Function; Base.Fix2 is no Function here yet)
    pred::P
    xs::I
end
takewhile(pred, xs) = TakeWhile(pred, xs)
function iterate(it::TakeWhile, st...)
    y = iterate(it.xs, st...)
    y === nothing && return nothing
    it.pred(y[1]) || return nothing
    return y
end
IteratorSize(::Type{<:TakeWhile}) = SizeUnknown()
eltype(::Type{TakeWhile{I,P}}) where {I,P} = eltype(I)
IteratorEltype(::Type{TakeWhile{I,P}}) where {I,P} = IteratorEltype(I)

struct DropWhile{I,P}
    pred::P
    xs::I
end
dropwhile(pred, itr) = DropWhile(pred, itr)
function iterate(it::DropWhile)
    y = iterate(it.xs)
    while y !== nothing
        it.pred(y[1]) || break
        y = iterate(it.xs, y[2])
    end
    return y
end
iterate(it::DropWhile, st) = iterate(it.xs, st)
IteratorSize(::Type{<:DropWhile}) = SizeUnknown()
eltype(::Type{DropWhile{I,P}}) where {I,P} = eltype(I)
IteratorEltype(::Type{DropWhile{I,P}}) where {I,P} = IteratorEltype(I)

# ---------------------------------------------------------------- infinite iterators
struct Cycle{I}
    xs::I
end
cycle(xs) = Cycle(xs)
eltype(::Type{Cycle{I}}) where {I} = eltype(I)
IteratorEltype(::Type{Cycle{I}}) where {I} = IteratorEltype(I)
IteratorSize(::Type{Cycle{I}}) where {I} = IsInfinite()
iterate(it::Cycle) = iterate(it.xs)
function iterate(it::Cycle, state)
    y = iterate(it.xs, state)
    y === nothing && return iterate(it.xs)
    return y
end

struct Repeated{O}
    x::O
end
repeated(x) = Repeated(x)
repeated(x, n::Integer) = take(repeated(x), Int64(n))
eltype(::Type{Repeated{O}}) where {O} = O
iterate(it::Repeated, state...) = (it.x, nothing)
IteratorSize(::Type{<:Repeated}) = IsInfinite()

# countfrom(start, step): start, start + step, ...
struct Count{T,S}
    start::T
    step::S
end
countfrom(start::T, step::S) where {T,S} = Count{typeof(start + step),S}(start, step)
countfrom(start) = Count(start, one(start))
countfrom() = Count(1, 1)
eltype(::Type{<:Count{T}}) where {T} = T
iterate(it::Count, state = it.start) = (state, state + it.step)
IteratorSize(::Type{<:Count}) = IsInfinite()

# ---------------------------------------------------------------- partition, rest, peel
struct PartitionIterator{T}
    c::T
    n::Int64
end
partition(c, n::Integer) = n < 1 ? throw(ArgumentError("cannot create partitions of length $n")) :
    PartitionIterator(c, Int64(n))
eltype(::Type{PartitionIterator{T}}) where {T} = Vector{eltype(T)}
eltype(::Type{PartitionIterator{T}}) where {T<:AbstractArray} = AbstractVector{eltype(T)}
eltype(::Type{PartitionIterator{T}}) where {T<:Vector} =
    SubArray{eltype(T),1,T,Tuple{UnitRange{Int64}},true}
IteratorEltype(::Type{PartitionIterator{T}}) where {T} = IteratorEltype(T)
IteratorEltype(::Type{PartitionIterator{T}}) where {T<:AbstractArray} = EltypeUnknown()
IteratorEltype(::Type{PartitionIterator{T}}) where {T<:Vector} = IteratorEltype(T)
IteratorSize(::Type{PartitionIterator{T}}) where {T} = _part_size(IteratorSize(T))
_part_size(::HasShape) = HasLength()
_part_size(s) = s
length(itr::PartitionIterator) = cld(length(itr.c), itr.n)
function iterate(itr::PartitionIterator{<:AbstractRange}, state::Int64 = 1)
    state > length(itr.c) && return nothing
    r = min(state + itr.n - 1, length(itr.c))
    return (itr.c[state:r], r + 1)
end
function iterate(itr::PartitionIterator{<:AbstractArray}, state::Int64 = 1)
    state > length(itr.c) && return nothing
    r = min(state + itr.n - 1, length(itr.c))
    return (view(itr.c, state:r), r + 1)
end
struct IterationCutShort end
function iterate(itr::PartitionIterator, state...)
    state === (IterationCutShort(),) && return nothing
    v = Vector{eltype(itr.c)}(undef, itr.n)
    i = 0
    y = iterate(itr.c, state...)
    while y !== nothing
        i += 1
        v[i] = y[1]
        i >= itr.n && break
        y = iterate(itr.c, y[2])
    end
    i == 0 && return nothing
    return (resize!(v, i), y === nothing ? IterationCutShort() : y[2])
end

# rest(itr, state): itr resumed from state; peel(itr): (first element, the rest)
struct Rest{I,S}
    itr::I
    st::S
end
rest(itr, state) = Rest(itr, state)
rest(itr::Rest, state) = Rest(itr.itr, state)
rest(itr) = itr
iterate(i::Rest, st = i.st) = iterate(i.itr, st)
eltype(::Type{<:Rest{I}}) where {I} = eltype(I)
IteratorEltype(::Type{<:Rest{I}}) where {I} = IteratorEltype(I)
IteratorSize(::Type{<:Rest{I}}) where {I} = _rest_size(IteratorSize(I))
_rest_size(a) = SizeUnknown()
_rest_size(::IsInfinite) = IsInfinite()
function peel(itr)
    y = iterate(itr)
    y === nothing && return y
    return (y[1], rest(itr, y[2]))
end

# Iterators.reverse(itr): a lazy reversal (arrays, ranges and strings iterate backwards)
struct Reverse{T}
    itr::T
end
reverse(itr) = Reverse(itr)
reverse(r::Reverse) = r.itr
reverse(r::AbstractRange) = Base.reverse(r)
reverse(x::Union{Number,Char}) = x
eltype(::Type{Reverse{T}}) where {T} = eltype(T)
IteratorEltype(::Type{Reverse{T}}) where {T} = IteratorEltype(T)
IteratorSize(::Type{Reverse{T}}) where {T} = IteratorSize(T)
length(r::Reverse) = length(r.itr)
size(r::Reverse) = size(r.itr)
function iterate(r::Reverse{<:AbstractArray}, i::Int64 = length(r.itr))
    i < 1 && return nothing
    return (r.itr[i], i - 1)
end
function iterate(r::Reverse{<:AbstractString}, i::Int64 = lastindex(r.itr))
    i < 1 && return nothing
    return (r.itr[i], prevind(r.itr, i))
end

# collect of these: a Vector of the element type when it is known (Julia's collect)
collect(t::Union{Take,Drop,TakeWhile,DropWhile,Rest,Reverse,PartitionIterator,Filter,Flatten}) =
    _collect_iter(t)
# a filter's elements are its iterator's; a flatten's, those of its iterator's elements
eltype(::Type{Filter{F,I}}) where {F,I} = eltype(I)
IteratorEltype(::Type{Filter{F,I}}) where {F,I} = IteratorEltype(I)
eltype(::Type{Flatten{I}}) where {I} = eltype(eltype(I))
IteratorEltype(::Type{Flatten{I}}) where {I} = _flatten_eltype(I, IteratorEltype(I))
_flatten_eltype(I, ::HasEltype) = IteratorEltype(eltype(I))
_flatten_eltype(I, et) = EltypeUnknown()
IteratorSize(::Type{<:Filter}) = SizeUnknown()
IteratorSize(::Type{<:Flatten}) = SizeUnknown()
IteratorSize(::Type{Enumerate{I}}) where {I} = IteratorSize(I)
_haslength(z::Zip) = all(Base._haslength, z.is)

# Stateful(itr): an iterator that remembers its position (methods follow the module)
mutable struct Stateful{T}
    itr::T            # the wrapped iterator
    nextvalstate::Any # iterate's last (value, state), or nothing at the end
    taken::Int64      # elements consumed so far
end
Stateful(itr) = Stateful{typeof(itr)}(itr, iterate(itr), 0)

# ---------------------------------------------------------------- printing
show(io::Base.IO, e::Enumerate) = (print(io, "enumerate("); show(io, e.itr); print(io, ')'))
function show(io::Base.IO, z::Zip)
    print(io, "zip(")
    k = 0
    for x in z.is
        k > 0 && print(io, ", ")
        show(io, x)
        k += 1
    end
    print(io, ')')
end
end

# ---------------------------------------------------------------- enumerate
enumerate(itr) = Iterators.Enumerate(itr)
function iterate(e::Iterators.Enumerate)
    y = iterate(e.itr)
    y === nothing && return nothing
    return ((1, y[1]), (2, y[2]))
end
function iterate(e::Iterators.Enumerate, st)
    y = iterate(e.itr, st[2])
    y === nothing && return nothing
    return ((st[1], y[1]), (st[1] + 1, y[2]))
end
length(e::Iterators.Enumerate) = length(e.itr)

# ---------------------------------------------------------------- zip
zip(a...) = Iterators.Zip(a)
length(z::Iterators.Zip) = _zip_min_length(z.is)
_zip_min_length(t::Tuple{Any}) = length(t[1])
_zip_min_length(t::Tuple) = min(length(t[1]), _zip_min_length(_tail(t)))
function iterate(z::Iterators.Zip{<:Tuple{Any}})
    a = iterate(z.is[1])
    a === nothing && return nothing
    return ((a[1],), (a[2],))
end
function iterate(z::Iterators.Zip{<:Tuple{Any}}, s)
    a = iterate(z.is[1], s[1])
    a === nothing && return nothing
    return ((a[1],), (a[2],))
end
function iterate(z::Iterators.Zip{<:Tuple{Any,Any}})
    a = iterate(z.is[1])
    a === nothing && return nothing
    b = iterate(z.is[2])
    b === nothing && return nothing
    return ((a[1], b[1]), (a[2], b[2]))
end
function iterate(z::Iterators.Zip{<:Tuple{Any,Any}}, s)
    a = iterate(z.is[1], s[1])
    a === nothing && return nothing
    b = iterate(z.is[2], s[2])
    b === nothing && return nothing
    return ((a[1], b[1]), (a[2], b[2]))
end
function iterate(z::Iterators.Zip{<:Tuple{Any,Any,Any}})
    a = iterate(z.is[1])
    a === nothing && return nothing
    b = iterate(z.is[2])
    b === nothing && return nothing
    c = iterate(z.is[3])
    c === nothing && return nothing
    return ((a[1], b[1], c[1]), (a[2], b[2], c[2]))
end
function iterate(z::Iterators.Zip{<:Tuple{Any,Any,Any}}, s)
    a = iterate(z.is[1], s[1])
    a === nothing && return nothing
    b = iterate(z.is[2], s[2])
    b === nothing && return nothing
    c = iterate(z.is[3], s[3])
    c === nothing && return nothing
    return ((a[1], b[1], c[1]), (a[2], b[2], c[2]))
end

# Julia's Pairs(nt, keys(nt)): K and V are the eltypes of the names and of the values
# (promote_typejoin of the field types: their typejoin, with Nothing kept apart)
function pairs(nt::NamedTuple)
    V = Union{}
    i = 1
    while i <= nfields(nt)
        S = typeof(getfield(nt, i))
        S <: V || (V = promote_typejoin(V, S))
        i += 1
    end
    ks = keys(nt)
    K = nfields(nt) == 0 ? Union{} : Symbol
    return Core._splatnew(Iterators.Pairs{K,V,typeof(ks),typeof(nt)}, (nt, ks))
end
length(p::Iterators.Pairs) = length(getfield(p, :itr))
isempty(p::Iterators.Pairs) = length(p) == 0
keys(p::Iterators.Pairs) = getfield(p, :itr)
values(p::Iterators.Pairs) = getfield(p, :data)
getindex(p::Iterators.Pairs, k) = getfield(p, :data)[k]
haskey(p::Iterators.Pairs{<:Any,<:Any,<:Any,<:NamedTuple}, k::Symbol) = Base.isdefined(getfield(p, :data), k)
get(p::Iterators.Pairs{<:Any,<:Any,<:Any,<:NamedTuple}, k::Symbol, d) = haskey(p, k) ? getfield(getfield(p, :data), k) : d
function iterate(p::Iterators.Pairs, i::Int64=1)
    i > length(p) && return nothing
    return (getfield(p, :itr)[i] => getfield(getfield(p, :data), i), i + 1)
end
# a Vector of the eltype Pair{K,V} (kwargs of mixed types collect into Pair{Symbol, Any}[...])
collect(p::Iterators.Pairs) = _collect_typed(eltype(p), p)

# the keywords a `kws...` slurp holds when the call passes none (frontend/lower_kw.c)
const _no_kwargs = pairs(Core._splatnew(NamedTuple{(),Tuple{}}, ()))
merge(a::NamedTuple, b::Iterators.Pairs{<:Any,<:Any,<:Any,<:NamedTuple}) = merge(a, getfield(b, :data))

# a comprehension over two iterators, or their product collected, is a matrix of their shape
function collect(p::Iterators.ProductIterator{<:Tuple{Any,Any}})
    v = Array{Any,1}(undef, 0)
    for x in p
        push!(v, x)
    end
    return reshape(_narrow_vector(v), size(p))
end
# a generator has its iterator's shape (Julia's generator.jl); a product's axes are its
# iterators' axes one after the other (a vector or range gives one, a matrix two)
size(g::Generator) = size(g.iter)
axes(g::Generator) = axes(g.iter)
ndims(g::Generator) = ndims(g.iter)
axes(p::Iterators.ProductIterator) = _prod_axes(p.iterators)
ndims(p::Iterators.ProductIterator) = length(axes(p))
_prod_axes(::Tuple{}) = ()
_prod_axes(its::Tuple) = (_iter_axes(its[1])..., _prod_axes(_tail(its))...)
_iter_axes(a) = IteratorSize(a) isa HasShape ? axes(a) : (OneTo(length(a)),)
# a comprehension over three or more iterators: an array of the product's shape
_gen_shape(p::Iterators.ProductIterator, a) = reshape(a, size(p))
function collect(p::Iterators.ProductIterator)
    v = Array{Any,1}(undef, 0)
    for x in p
        push!(v, x)
    end
    return reshape(_narrow_vector(v), size(p))
end
# The element type is the first value's, as Julia's collect widens from the first element:
# the matrix is allocated at once and filled in place; a value of another type turns the
# rest into a Vector{Any} narrowed at the end (values already computed are kept, so `f`
# runs once per element).
function collect(g::Generator{<:Iterators.ProductIterator{<:Tuple{Any,Any}}})
    it1 = g.iter.iterators[1]
    it2 = g.iter.iterators[2]
    n1 = length(it1)
    n2 = length(it2)
    if n1 == 0 || n2 == 0
        # (the element type the comprehension's body infers to, as Julia's empty collect)
        R = Core._return_type(g.f, Tuple{Tuple{eltype(it1),eltype(it2)}})
        return reshape(Array{R,1}(undef, 0), n1, n2)
    end
    v = g.f((first(it1), first(it2)))
    a = Array{typeof(v),2}(undef, n1, n2)
    arrayset(a, v, 1)
    return _collect_product!(a, g, it1, it2)
end
function _collect_product!(a::Array{T,2}, g, it1, it2) where {T}
    k = 0
    for y in it2
        for x in it1
            k += 1
            if k > 1
                v = g.f((x, y))
                v isa T || return _collect_product_widen(a, k, v, g, it1, it2)
                arrayset(a, v, k)
            end
        end
    end
    return a
end
function _collect_product_widen(a, k::Int64, v, g, it1, it2)
    b = Array{Any,1}(undef, length(a))
    for i in 1:k-1
        b[i] = a[i]
    end
    b[k] = v
    i = 0
    for y in it2
        for x in it1
            i += 1
            i > k && (b[i] = g.f((x, y)))
        end
    end
    return reshape(_narrow_vector(b), size(a))
end

# ---------------------------------------------------------------- printing Pairs
# Julia's showarg for Pairs: pairs(::NamedTuple) in summaries (a dict's text/plain header);
# show prints Base.Iterators.Pairs(k => v, ...), the full type when the entries don't imply it
function summary(io::IO, p::Iterators.Pairs{K,V,I,A}) where {K,V,I,A}
    if K === Symbol && A <: NamedTuple
        print(io, "pairs(::NamedTuple)")
    elseif K <: Integer && A <: AbstractArray
        print(io, "pairs(IndexLinear(), ::", A, ")")
    elseif K <: CartesianIndex && A <: AbstractArray
        print(io, "pairs(IndexCartesian(), ::", A, ")")
    else
        print(io, "Iterators.Pairs(::", A, ", ::", I, ")")
    end
    n = length(p)
    print(io, " with ", n, n == 1 ? " entry" : " entries")
end
function show(io::IO, p::Iterators.Pairs{K,V}) where {K,V}
    if !isempty(p) && _dict_implicit(K) && _dict_implicit(V)
        print(io, "Base.Iterators.Pairs")
    else
        show(io, typeof(p))
    end
    print(io, '(')
    first = true
    for x in p
        first || print(io, ", ")
        first = false
        show(io, x)
    end
    print(io, ')')
end

# ---------------------------------------------------------------- only
function only(x)
    i = iterate(x)
    i === nothing && throw(ArgumentError("Collection is empty, must contain exactly 1 element"))
    iterate(x, i[2]) === nothing ||
        throw(ArgumentError("Collection has multiple elements, must contain exactly 1 element"))
    return i[1]
end
only(x::Ref) = x[]
only(x::Number) = x
only(x::Char) = x
only(x::Tuple{Any}) = x[1]
only(x::Tuple) = throw(ArgumentError("Tuple contains $(length(x)) elements, must contain exactly 1 element"))
only(x::NamedTuple) = length(x) == 1 ? getfield(x, 1) :
    throw(ArgumentError("NamedTuple contains $(length(x)) elements, must contain exactly 1 element"))

# foreach(f, itrs...): call f on each element (zipped across several iterables)
function foreach(f, itr)
    for x in itr
        f(x)
    end
    return nothing
end
function foreach(f, itr, itrs...)
    for z in zip(itr, itrs...)
        f(z...)
    end
    return nothing
end
# Tuple(itr): the elements of an iterable as a tuple
(::Type{Tuple})(itr) = (itr...,)

# ---------------------------------------------------------------- Iterators.Stateful
function popfirst!(s::Iterators.Stateful)
    vs = s.nextvalstate
    vs === nothing && throw(EOFError())
    s.nextvalstate = iterate(s.itr, vs[2])
    s.taken += 1
    return vs[1]
end
peek(s::Iterators.Stateful, default = nothing) = s.nextvalstate === nothing ? default : s.nextvalstate[1]
isempty(s::Iterators.Stateful) = s.nextvalstate === nothing
iterate(s::Iterators.Stateful, state = nothing) = s.nextvalstate === nothing ? nothing : (popfirst!(s), nothing)
eltype(::Type{Iterators.Stateful{T}}) where {T} = eltype(T)
IteratorSize(::Type{<:Iterators.Stateful}) = SizeUnknown()
function collect(s::Iterators.Stateful)
    r = Array{eltype(s),1}(undef, 0)
    for x in s
        push!(r, x)
    end
    return r
end

# broadcasting collects general iterables (broadcast.jl's _bc_prep, Julia's broadcastable)
_bc_prep(g::Generator) = collect(g)
_bc_prep(s::AbstractSet) = collect(s)
_bc_prep(z::Union{Iterators.Zip,Iterators.Enumerate,Iterators.Take,Iterators.Drop,
                  Iterators.Filter,Iterators.Flatten,Iterators.ProductIterator,
                  Iterators.Reverse,Iterators.PartitionIterator}) = collect(z)
_bc_prep(v::Union{KeySet,ValueIterator}) = collect(v)   # keys(d) .+ 1: a Vector
_bc_prep(::Union{AbstractDict,NamedTuple}) =
    throw(ArgumentError("broadcasting over dictionaries and `NamedTuple`s is reserved"))
# values of an array, tuple or general iterable: the collection itself (Julia's values(itr))
values(itr) = itr
# the first element of a reversal is the last of its iterator, and the last the first
first(r::Iterators.Reverse) = last(r.itr)
last(r::Iterators.Reverse) = first(r.itr)
# first(itr, n): the first n elements collected (Julia's collect(Iterators.take(itr, n)))
first(itr, n::Integer) = collect(Iterators.take(itr, n))
# zip and enumerate know their element types: tuples of their iterators' ones
function eltype(::Type{Iterators.Zip{Is}}) where {Is}
    (Is isa DataType && Is <: Tuple) || return Any
    ts = Array{Any,1}(undef, fieldcount(Is))
    for i in 1:length(ts)
        ts[i] = eltype(fieldtype(Is, i))
    end
    return Core.apply_type(Tuple, ts...)
end
# a product's elements are tuples of its iterators' element types, as zip's
eltype(::Type{Iterators.ProductIterator{Is}}) where {Is} = eltype(Iterators.Zip{Is})
eltype(::Type{Iterators.Enumerate{I}}) where {I} = Tuple{Int64,eltype(I)}
