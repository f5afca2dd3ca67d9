# array.jl — Array{T,N}: construction, indexing, 1-d growth (push!/pop!/insert!/deleteat!/
# keepat!), copying. Storage and resizing live in runtime/array.c (ccall targets); element
# access is the arrayref/arrayset/arraylen/arraysize builtins, which codegen inlines.

struct UndefInitializer end
const undef = UndefInitializer()
# the colon is Julia's Colon(): its type prints as Colon (runtime/typeprint.c), and
# printing it shows it
const Colon = typeof(:)
Colon() = (:)
print(io::IO, c::Colon) = show(io, c)
!==(x, y) = !(x === y)

# ---------------------------------------------------------------- construction
(::Type{Array{T,1}})(::UndefInitializer, n::Int64) where {T} =
    ccall(:rt_array_new_1d, Any, (Any, Int64), Array{T,1}, n)::Array{T,1}
(::Type{Array{T,2}})(::UndefInitializer, m::Int64, n::Int64) where {T} =
    ccall(:rt_array_new_2d, Any, (Any, Int64, Int64), Array{T,2}, m, n)::Array{T,2}
function (::Type{Array{T,N}})(::UndefInitializer, d::Int64...) where {T,N}
    length(d) != N && throw(MethodError(Array{T,N}, d))
    return ccall(:rt_array_new_nd, Any, (Any, Any), Array{T,N}, d)::Array{T,N}
end
(::Type{Array{T,N}})(::UndefInitializer, d::Tuple) where {T,N} = Array{T,N}(undef, d...)
(::Type{Array{T}})(::UndefInitializer, d::Int64...) where {T} =
    ccall(:rt_array_new_nd, Any, (Any, Any), Array{T,length(d)}, d)::Array{T,length(d)}
(::Type{Array{T}})(::UndefInitializer, d::Tuple) where {T} = Array{T}(undef, d...)
(::Type{Array{T,1}})() where {T} = Array{T,1}(undef, 0)

function vect(xs::T...) where {T}
    a = Array{T,1}(undef, length(xs))
    i = 1
    for x in xs
        arrayset(a, x, i)
        i += 1
    end
    return a
end
function vect(xs...)
    T = _promote_eltype(xs...)
    a = Array{T,1}(undef, length(xs))
    i = 1
    for x in xs
        a[i] = _vect_convert(T, x)
        i += 1
    end
    return a
end
vect() = Array{Any,1}(undef, 0)
# the element type of [a, b, c]: Julia's promote_typeof, so [1, 2.5f0] is a Vector{Float32},
# [1, nothing] a Vector{Union{Nothing, Int64}} and [1, "a"] a Vector{Any}
_promote_eltype(x) = typeof(x)
_promote_eltype(x, y, zs...) = _promote_eltype2(typeof(x), _promote_eltype(y, zs...))
_promote_eltype2(::Type{T}, ::Type{T}) where {T} = T
_promote_eltype2(S, T) = promote_type(S, T)
# an element of [nothing, 1, 2.0] converts to the Union's other type
_vect_convert(::Type{T}, x::T) where {T} = x
_vect_convert(::Type{T}, x) where {T} = convert(_nothing_free(T), x)

# T[a, b, c]
function getindex(::Type{T}, xs...) where {T}
    a = Array{T,1}(undef, length(xs))
    i = 1
    for x in xs
        a[i] = convert(T, x)
        i += 1
    end
    return a
end

# ---------------------------------------------------------------- shape
length(a::Array) = arraylen(a)
size(a::Array{T,1}) where {T} = (arraylen(a),)
size(a::Array{T,2}) where {T} = (arraysize(a, 1), arraysize(a, 2))
size(a::Array{T,N}) where {T,N} = ccall(:rt_array_size_tuple, Any, (Any,), a)::NTuple{N,Int64}
function size(a::Array{T,N}, d::Int64) where {T,N}
    d < 1 && throw(ArgumentError("dimension out of range"))
    return d > N ? 1 : arraysize(a, d)
end
ndims(::AbstractArray{T,N}) where {T,N} = N
ndims(::Type{A}) where {T,N,A<:AbstractArray{T,N}} = N
eltype(::Type{A}) where {T,A<:AbstractArray{T}} = T
eltype(a::AbstractArray) = eltype(typeof(a))
eltype(::Type{Any}) = Any
isempty(a::AbstractArray) = length(a) == 0

# ---------------------------------------------------------------- indexing
getindex(a::Array, i::Int64) = arrayref(a, i)
# other integer types index as their Int64 value (Julia's to_index)
const _OtherInt = Union{Int8,Int16,Int32,Int128,UInt8,UInt16,UInt32,UInt64,UInt128}
getindex(a::Array, i::_OtherInt) = getindex(a, Int64(i))
setindex!(a::Array, x, i::_OtherInt) = setindex!(a, x, Int64(i))
# no index: the only element (of a 0-dimensional array, or any array of length 1)
function getindex(a::Array)
    length(a) == 1 || throw(BoundsError(a, ()))
    return arrayref(a, 1)
end
function setindex!(a::Array{T}, x) where {T}
    length(a) == 1 || throw(BoundsError(a, ()))
    arrayset(a, convert(T, x), 1)
    return a
end
setindex!(a::Array{T}, x, i::Int64) where {T} = (arrayset(a, convert(T, x), i); a)
function getindex(a::Array{T,2}, i::Int64, j::Int64) where {T}
    m = arraysize(a, 1)
    ((i < 1) | (i > m) | (j < 1) | (j > arraysize(a, 2))) && throw(BoundsError(a, (i, j)))
    return arrayref(a, i + (j - 1) * m)
end
function setindex!(a::Array{T,2}, x, i::Int64, j::Int64) where {T}
    m = arraysize(a, 1)
    ((i < 1) | (i > m) | (j < 1) | (j > arraysize(a, 2))) && throw(BoundsError(a, (i, j)))
    arrayset(a, convert(T, x), i + (j - 1) * m)
    return a
end
# three indices into a 3-d array; into a deeper one the third runs over the trailing
# dimensions together, into a shallower one it must be 1
function _linear_index(a::Array, i::Int64, j::Int64, k::Int64)
    m = size(a, 1)
    n = size(a, 2)
    ((i < 1) | (i > m) | (j < 1) | (j > n) | (k < 1) | (k > _trailing_length(a, 3))) &&
        throw(BoundsError(a, (i, j, k)))
    return (i + (j - 1) * m) + (k - 1) * (m * n)
end
# the length of dimensions d, d+1, … N taken as one (1 past the last dimension)
function _trailing_length(a::Array{T,N}, d::Int64) where {T,N}
    d >= N && return size(a, d)
    n = 1
    for k in d:N
        n *= arraysize(a, k)
    end
    return n
end
# any other number of integer indices: Julia's linear index, where the last index covers
# the remaining dimensions and indices past the last dimension must be 1
function _linear_index(a::Array, I::Tuple)
    n = length(I)
    lin = 0
    stride = 1
    for d in 1:n
        len = d < n ? size(a, d) : _trailing_length(a, d)
        i = I[d]
        ((i < 1) | (i > len)) && throw(BoundsError(a, I))
        lin += (i - 1) * stride
        stride *= len
    end
    return lin + 1
end
getindex(a::Array, i::Int64, j::Int64, k::Int64) = arrayref(a, _linear_index(a, i, j, k))
function setindex!(a::Array{T}, x, i::Int64, j::Int64, k::Int64) where {T}
    arrayset(a, convert(T, x), _linear_index(a, i, j, k))
    return a
end
getindex(a::Array, i::Int64, j::Int64, K::Int64...) = arrayref(a, _linear_index(a, (i, j, K...)))
function setindex!(a::Array{T}, x, i::Int64, j::Int64, K::Int64...) where {T}
    arrayset(a, convert(T, x), _linear_index(a, (i, j, K...)))
    return a
end

firstindex(a::AbstractArray) = 1
lastindex(a::AbstractArray) = length(a)
lastindex(a::AbstractArray, d::Int64) = size(a, d)
firstindex(a::AbstractArray, d::Int64) = 1

# ---------------------------------------------------------------- copies
copy(a::Array{T,N}) where {T,N} = ccall(:rt_array_copy, Any, (Any,), a)::Array{T,N}
sizeof(a::Array) = ccall(:rt_array_nbytes, Int64, (Any,), a)
similar(a::Array{T,N}) where {T,N} = Array{T,N}(undef, size(a))
similar(a::AbstractArray{T}, ::Type{S}) where {T,S} = Array{S}(undef, size(a))
similar(a::AbstractArray, ::Type{S}, dims::Int64...) where {S} = Array{S}(undef, dims...)
function reshape(a::Array{T}, dims::Int64...) where {T}
    N = length(dims)
    n = 1
    for d in dims
        n *= d
    end
    if n != length(a)
        throw(DimensionMismatch(string("new dimensions ", dims,
                                       " must be consistent with array size ", length(a))))
    end
    return ccall(:rt_array_reshape, Any, (Any, Any, Any), Array{T,N}, a, dims)::Array{T,N}
end
reshape(a::Array, dims::Tuple) = reshape(a, dims...)
vec(a::Array{T}) where {T} = reshape(a, length(a))
vec(a::Array{T,1}) where {T} = a

function copyto!(dest::Array{T}, src::Array{T}) where {T}
    n = length(src)
    n > length(dest) && throw(BoundsError(dest, length(dest) + 1))
    ccall(:rt_array_copy_elems, Cvoid, (Any, Int64, Any, Int64, Int64), dest, 0, src, 0, n)
    return dest
end
function copyto!(dest::AbstractArray, src)
    i = 1
    for x in src
        dest[i] = x
        i += 1
    end
    return dest
end
function fill!(a::AbstractArray{T}, x) where {T}
    v = convert(T, x)
    for i in 1:length(a)
        a[i] = v
    end
    return a
end

# ---------------------------------------------------------------- 1-d growth
function push!(a::Array{T,1}, x) where {T}
    v = convert(T, x)
    ccall(:rt_array_grow_end, Cvoid, (Any, Int64), a, 1)
    arrayset(a, v, arraylen(a))
    return a
end
function push!(a::Array{T,1}, x, y, zs...) where {T}
    push!(a, x)
    push!(a, y, zs...)
end
function append!(a::Array{T,1}, items) where {T}
    for x in items
        push!(a, x)
    end
    return a
end
# a vector's items (Julia's append!(::Vector, ::AbstractVector)): the array grows once by
# their number, then takes them in order; from a vector of its own element type, one copy
function append!(a::Array{T,1}, items::AbstractVector) where {T}
    n = length(items)
    m = length(a)
    ccall(:rt_array_grow_end, Cvoid, (Any, Int64), a, n)
    _append_items!(a, m, items, n)
    return a
end
function _append_items!(a::Array{T,1}, m::Int64, items, n::Int64) where {T}
    k = m
    for x in items
        k += 1
        arrayset(a, convert(T, x), k)
    end
    return a
end
_append_items!(a::Array{T,1}, m::Int64, items::Array{T}, n::Int64) where {T} =
    ccall(:rt_array_copy_elems, Cvoid, (Any, Int64, Any, Int64, Int64), a, m, items, 0, n)
# prepend!: items (then the further collections) before a's elements, in their order
function prepend!(a::Array{T,1}, items, more...) where {T}
    b = Array{T,1}(undef, 0)
    append!(b, items, more...)
    n = length(b)
    ccall(:rt_array_grow_beg, Cvoid, (Any, Int64), a, n)
    for i in 1:n
        arrayset(a, arrayref(b, i), i)
    end
    return a
end
function append!(a::Array{T,1}, items, more...) where {T}
    append!(a, items)
    for m in more
        append!(a, m)
    end
    return a
end
function pop!(a::Array{T,1}) where {T}
    n = arraylen(a)
    n == 0 && throw(ArgumentError("array must be non-empty"))
    x = arrayref(a, n)
    ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, 1)
    return x
end
function pushfirst!(a::Array{T,1}, x) where {T}
    v = convert(T, x)
    ccall(:rt_array_grow_beg, Cvoid, (Any, Int64), a, 1)
    arrayset(a, v, 1)
    return a
end
function popfirst!(a::Array{T,1}) where {T}
    arraylen(a) == 0 && throw(ArgumentError("array must be non-empty"))
    x = arrayref(a, 1)
    ccall(:rt_array_del_beg, Cvoid, (Any, Int64), a, 1)
    return x
end
function insert!(a::Array{T,1}, i::Int64, x) where {T}
    v = convert(T, x)
    ((i < 1) | (i > arraylen(a) + 1)) && throw(BoundsError(a, i))
    ccall(:rt_array_grow_at, Cvoid, (Any, Int64, Int64), a, i - 1, 1)
    arrayset(a, v, i)
    return a
end
function deleteat!(a::Array{T,1}, i::Int64) where {T}
    ((i < 1) | (i > arraylen(a))) && throw(BoundsError(a, i))
    ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, i - 1, 1)
    return a
end
function deleteat!(a::Array{T,1}, r::UnitRange{Int64}) where {T}
    f = first(r)
    l = last(r)
    n = arraylen(a)
    if l >= f
        ((f < 1) | (l > n)) && throw(BoundsError(a, r))
        ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, f - 1, l - f + 1)
    end
    return a
end
# delete the sorted, unique positions inds (Julia's _deleteat!): the first index is checked
# against the bounds; a later one at or below its predecessor is unsorted (ArgumentError)
# before it can be out of range (BoundsError)
function deleteat!(a::Array{T,1}, inds) where {T}
    n = arraylen(a)
    w = 0        # elements kept so far
    prev = 0
    r = 1        # next position to read
    for i in inds
        if prev == 0
            ((i < 1) | (i > n)) && throw(BoundsError(a, i))
        elseif i <= prev
            throw(ArgumentError("indices must be unique and sorted"))
        elseif i > n
            throw(BoundsError(a, i))
        end
        while r < i
            w += 1
            arrayset(a, arrayref(a, r), w)
            r += 1
        end
        r = i + 1
        prev = i
    end
    while r <= n
        w += 1
        arrayset(a, arrayref(a, r), w)
        r += 1
    end
    ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, n - w)
    return a
end
# keep only the sorted, unique positions inds (1.7's keepat!): each index is read with a[k]
# (so out of range is a BoundsError, a Bool index an ArgumentError) and the order is checked
# from the second index on; an error leaves a partly compacted
function keepat!(a::Array{T,1}, inds) where {T}
    n = arraylen(a)
    w = 0
    first = true
    prev = 0
    for k in inds
        first || prev < k || throw(ArgumentError("indices must be unique and sorted"))
        ak = a[k]   # bounds-checked even when kept in place, as in Julia
        w += 1
        w != k && arrayset(a, ak, w)
        prev = k
        first = false
    end
    ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, n - w)
    return a
end
# keepat!(a, mask): the in-place a = a[mask]; a mask of another length is BoundsError(a, mask)
function keepat!(a::Array{T,1}, m::AbstractVector{Bool}) where {T}
    n = arraylen(a)
    length(m) == n || throw(BoundsError(a, m))
    w = 0
    for i in 1:n
        if m[i]
            w += 1
            w != i && arrayset(a, arrayref(a, i), w)
        end
    end
    ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, n - w)
    return a
end
function resize!(a::Array{T,1}, n::Int64) where {T}
    l = arraylen(a)
    if n > l
        ccall(:rt_array_grow_end, Cvoid, (Any, Int64), a, n - l)
    elseif n != l
        n < 0 && throw(ArgumentError("new length must be ≥ 0"))
        ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, l - n)
    end
    return a
end
empty!(a::Array{T,1}) where {T} = (ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, arraylen(a)); a)
# popat!(a, i[, default]): remove and return a[i] (default when i is out of range)
function popat!(a::Array{T,1}, i::Integer) where {T}
    x = a[i]
    deleteat!(a, i)
    return x
end
function popat!(a::Array{T,1}, i::Integer, default) where {T}
    ((i >= 1) & (i <= length(a))) || return default
    return popat!(a, i)
end
# a capacity hint only: the vector grows on demand anyway
sizehint!(a::Array{T,1}, n::Integer) where {T} = a

# ---------------------------------------------------------------- splice!
# splice!(a, i[, ins]) / splice!(a, r[, ins]): remove a[i] (or a[r]), put the elements of
# ins in their place, return what was removed (Julia's base/array.jl). An empty range
# r = k:k-1 inserts ins before position k.
function splice!(a::Array{T,1}, i::Integer) where {T}
    i = Int64(i)
    v = a[i]
    ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, i - 1, 1)
    return v
end
splice!(a::Array{T,1}, r::AbstractUnitRange{<:Integer}) where {T} = splice!(a, r, ())
function splice!(a::Array{T,1}, i::Integer, ins) where {T}
    i = Int64(i)
    v = a[i]
    m = length(ins)
    if m == 0
        ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, i - 1, 1)
    elseif m == 1
        a[i] = first(ins)
    else
        ccall(:rt_array_grow_at, Cvoid, (Any, Int64, Int64), a, i, m - 1)
        k = i
        for x in ins
            a[k] = x
            k += 1
        end
    end
    return v
end
function splice!(a::Array{T,1}, r::AbstractUnitRange{<:Integer}, ins) where {T}
    v = a[r]
    m = length(ins)
    f = Int64(first(r))
    l = Int64(last(r))
    d = length(v)
    if m == 0
        d > 0 && ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, f - 1, d)
        return v
    end
    if m < d
        ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, f - 1, d - m)
    elseif m > d
        ccall(:rt_array_grow_at, Cvoid, (Any, Int64, Int64), a, f - 1 + d, m - d)
    end
    k = f
    for x in ins
        a[k] = x
        k += 1
    end
    return v
end

# a number is a one-element collection, as in Julia
splice!(a::Array{T,1}, i::Integer, ins::Number) where {T} = splice!(a, i, (ins,))
splice!(a::Array{T,1}, r::AbstractUnitRange{<:Integer}, ins::Number) where {T} = splice!(a, r, (ins,))

# ---------------------------------------------------------------- filter!, map!
function filter!(f, a::Array{T,1}) where {T}
    n = arraylen(a)
    w = 0
    for r in 1:n
        x = arrayref(a, r)
        if f(x)
            w += 1
            w != r && arrayset(a, x, w)
        end
    end
    w < n && ccall(:rt_array_del_end, Cvoid, (Any, Int64), a, n - w)
    return a
end
function map!(f, dest::AbstractArray, src::AbstractArray)
    n = min(length(dest), length(src))
    for i in 1:n
        dest[i] = f(src[i])
    end
    return dest
end
function map!(f, dest::AbstractArray, a::AbstractArray, b::AbstractArray)
    n = min(length(dest), length(a), length(b))
    for i in 1:n
        dest[i] = f(a[i], b[i])
    end
    return dest
end
function map!(f, dest::AbstractArray, a::AbstractArray, b::AbstractArray, c::AbstractArray)
    n = min(length(dest), length(a), length(b), length(c))
    for i in 1:n
        dest[i] = f(a[i], b[i], c[i])
    end
    return dest
end
