# iterators.jl — lazy iteration wrappers: enumerate, zip, and the Base.Iterators module
# (filter, product, flatten) that generator and comprehension lowering builds on
# (docs/ir.md "Generators"). A product of two iterators collected through a generator
# gives a matrix of its shape, as in Julia.

# ---------------------------------------------------------------- enumerate
struct Enumerate{I}
    itr::I
end
enumerate(itr) = Enumerate(itr)
function iterate(e::Enumerate)
    y = iterate(e.itr)
    y === nothing && return nothing
    return ((1, y[1]), (2, y[2]))
end
function iterate(e::Enumerate, st)
    y = iterate(e.itr, st[2])
    y === nothing && return nothing
    return ((st[1], y[1]), (st[1] + 1, y[2]))
end
length(e::Enumerate) = length(e.itr)

# ---------------------------------------------------------------- zip
struct Zip{Is<:Tuple}
    is::Is
end
zip(a...) = Zip(a)
length(z::Zip) = _zip_min_length(z.is)
_zip_min_length(t::Tuple{Any}) = length(t[1])
_zip_min_length(t::Tuple) = min(length(t[1]), _zip_min_length(_tail(t)))
function iterate(z::Zip{<:Tuple{Any}})
    a = iterate(z.is[1])
    a === nothing && return nothing
    return ((a[1],), (a[2],))
end
function iterate(z::Zip{<:Tuple{Any}}, s)
    a = iterate(z.is[1], s[1])
    a === nothing && return nothing
    return ((a[1],), (a[2],))
end
function iterate(z::Zip{<:Tuple{Any,Any}})
    a = iterate(z.is[1])
    a === nothing && return nothing
    b = iterate(z.is[2])
    b === nothing && return nothing
    return ((a[1], b[1]), (a[2], b[2]))
end
function iterate(z::Zip{<:Tuple{Any,Any}}, s)
    a = iterate(z.is[1], s[1])
    a === nothing && return nothing
    b = iterate(z.is[2], s[2])
    b === nothing && return nothing
    return ((a[1], b[1]), (a[2], b[2]))
end
function iterate(z::Zip{<:Tuple{Any,Any,Any}})
    a = iterate(z.is[1])
    a === nothing && return nothing
    b = iterate(z.is[2])
    b === nothing && return nothing
    c = iterate(z.is[3])
    c === nothing && return nothing
    return ((a[1], b[1], c[1]), (a[2], b[2], c[2]))
end
function iterate(z::Zip{<:Tuple{Any,Any,Any}}, s)
    a = iterate(z.is[1], s[1])
    a === nothing && return nothing
    b = iterate(z.is[2], s[2])
    b === nothing && return nothing
    c = iterate(z.is[3], s[3])
    c === nothing && return nothing
    return ((a[1], b[1], c[1]), (a[2], b[2], c[2]))
end

# ---------------------------------------------------------------- Base.Iterators
module Iterators
import ..Base: iterate, length, size

# pairs(nt): what a `kws...` slurp holds — the keywords as Symbol => value pairs
# (its methods follow the module)
struct Pairs{K,V,I,A} <: Base.AbstractDict{K,V}
    data::A  # the NamedTuple
    itr::I   # its names
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
end

function pairs(nt::NamedTuple)
    V = Union{}
    i = 1
    while i <= nfields(nt)
        V = Union{V, typeof(getfield(nt, i))}
        i += 1
    end
    ks = keys(nt)
    return Core._splatnew(Iterators.Pairs{Symbol,V,typeof(ks),typeof(nt)}, (nt, ks))
end
length(p::Iterators.Pairs) = length(getfield(p, :itr))
isempty(p::Iterators.Pairs) = length(p) == 0
keys(p::Iterators.Pairs) = getfield(p, :itr)
values(p::Iterators.Pairs) = getfield(p, :data)
getindex(p::Iterators.Pairs, k) = getfield(p, :data)[k]
haskey(p::Iterators.Pairs{Symbol}, k::Symbol) = Base.isdefined(getfield(p, :data), k)
get(p::Iterators.Pairs{Symbol}, k::Symbol, d) = haskey(p, k) ? getfield(getfield(p, :data), k) : d
function iterate(p::Iterators.Pairs, i::Int64=1)
    i > length(p) && return nothing
    return (getfield(p, :itr)[i] => getfield(getfield(p, :data), i), i + 1)
end

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
        return reshape(Array{Any,1}(undef, 0), n1, n2)
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
