# bitarray.jl — Julia 1.7's BitArray{N}: a Bool array packed 64 to a UInt64 chunk.
# Element i (1-based, column-major) is bit (i-1)&63 of chunks[(i-1)>>6 + 1]; bits past len
# in the last chunk are kept zero, so counting and comparing may work chunk by chunk.
# BitVector/BitMatrix are its 1-/2-d aliases (typeprint.c prints them by name). A broadcast
# whose elements are all Bool materialises as a BitArray (broadcast.jl calls _bc_tobits).

mutable struct BitArray{N} <: AbstractArray{Bool,N}
    chunks::Vector{UInt64}   # the packed bits, 64 elements a chunk
    len::Int64               # number of elements
    dims::NTuple{N,Int64}    # the shape (for a vector: (len,), kept in step by resize!)
end
const BitVector = BitArray{1}
const BitMatrix = BitArray{2}

_bits_nchunks(n::Int64) = (n + 63) >> 6
function _bits_new(dims::NTuple{N,Int64}) where {N}
    n = 1
    for d in 1:N
        dims[d] < 0 && throw(ArgumentError(string("dimension size must be ≥ 0, got ", dims[d],
                                                  " for dimension ", d)))
        n *= dims[d]
    end
    c = Vector{UInt64}(undef, _bits_nchunks(n))
    for k in 1:length(c)
        c[k] = UInt64(0)
    end
    return BitArray{N}(c, n, dims)
end
BitArray(::UndefInitializer, dims::Int64...) = _bits_new(dims)
BitArray(::UndefInitializer, dims::Tuple{Vararg{Int64}}) = _bits_new(dims)
BitArray{N}(::UndefInitializer, dims::Int64...) where {N} = BitArray{N}(undef, dims)
function BitArray{N}(::UndefInitializer, dims::Tuple{Vararg{Int64}}) where {N}
    length(dims) == N || throw(ArgumentError(string("dimensions ", dims, " do not match N = ", N)))
    return _bits_new(dims)
end

BitArray{1}() = _bits_new((0,))
trues(dims::Int64...) = fill!(BitArray(undef, dims), true)
trues(dims::Tuple{Vararg{Int64}}) = fill!(BitArray(undef, dims), true)
falses(dims::Int64...) = BitArray(undef, dims)
falses(dims::Tuple{Vararg{Int64}}) = BitArray(undef, dims)

size(B::BitArray) = B.dims
length(B::BitArray) = B.len
isassigned(B::BitArray, i::Int64) = (1 <= i) & (i <= B.len)
iterate(B::BitArray) = B.len == 0 ? nothing : (_bits_get(B.chunks, 1), 2)
iterate(B::BitArray, i::Int64) = i > B.len ? nothing : (_bits_get(B.chunks, i), i + 1)

# ---------------------------------------------------------------- elements
function _bits_get(c::Vector{UInt64}, i::Int64)
    k = i - 1
    return ((c[(k >> 6) + 1] >> (k & 63)) & UInt64(1)) != UInt64(0)
end
function _bits_set!(c::Vector{UInt64}, x::Bool, i::Int64)
    k = i - 1
    j = (k >> 6) + 1
    m = UInt64(1) << (k & 63)
    c[j] = x ? (c[j] | m) : (c[j] & ~m)
    return c
end
function getindex(B::BitArray, i::Int64)
    ((i < 1) | (i > B.len)) && throw(BoundsError(B, (i,)))
    return _bits_get(B.chunks, i)
end
function _bits_linear(B::BitArray, I::Tuple)
    lin = 0
    s = 1
    N = ndims(B)
    for d in 1:length(I)
        n = d <= N ? B.dims[d] : 1
        i = I[d]
        ((i < 1) | (i > n)) && throw(BoundsError(B, I))
        lin += (i - 1) * s
        s *= n
    end
    # fewer indices than dimensions: the last one runs over the trailing dimensions
    if length(I) < N
        rest = 1
        for d in length(I)+1:N
            rest *= B.dims[d]
        end
        rest == 1 || throw(BoundsError(B, I))
    end
    return lin + 1
end
getindex(B::BitArray, i::Int64, j::Int64, K::Int64...) = _bits_get(B.chunks, _bits_linear(B, (i, j, K...)))
# a matrix element, and a 3-d one by three Ints: the column-major offset
# computed directly (no varargs tuple to build and walk: ~10x faster than the general form)
function getindex(B::BitMatrix, i::Int64, j::Int64)
    d1 = B.dims[1]
    ((i < 1) | (i > d1) | (j < 1) | (j > B.dims[2])) && throw(BoundsError(B, (i, j)))
    return _bits_get(B.chunks, i + (j - 1) * d1)
end
function setindex!(B::BitMatrix, x, i::Int64, j::Int64)
    d1 = B.dims[1]
    ((i < 1) | (i > d1) | (j < 1) | (j > B.dims[2])) && throw(BoundsError(B, (i, j)))
    _bits_set!(B.chunks, convert(Bool, x), i + (j - 1) * d1)
    return B
end
function getindex(B::BitArray{3}, i::Int64, j::Int64, k::Int64)
    return _bits_get(B.chunks, _bits_offset3(B, i, j, k))
end
function setindex!(B::BitArray{3}, x, i::Int64, j::Int64, k::Int64)
    _bits_set!(B.chunks, convert(Bool, x), _bits_offset3(B, i, j, k))
    return B
end
function _bits_offset3(B::BitArray{3}, i::Int64, j::Int64, k::Int64)
    d1 = B.dims[1]
    d2 = B.dims[2]
    ((i < 1) | (i > d1) | (j < 1) | (j > d2) | (k < 1) | (k > B.dims[3])) &&
        throw(BoundsError(B, (i, j, k)))
    return i + (j - 1) * d1 + (k - 1) * d1 * d2
end
function setindex!(B::BitArray, x, i::Int64)
    ((i < 1) | (i > B.len)) && throw(BoundsError(B, (i,)))
    _bits_set!(B.chunks, convert(Bool, x), i)
    return B
end
function setindex!(B::BitArray, x, i::Int64, j::Int64, K::Int64...)
    _bits_set!(B.chunks, convert(Bool, x), _bits_linear(B, (i, j, K...)))
    return B
end
getindex(B::BitArray{0}) = _bits_get(B.chunks, 1)
setindex!(B::BitArray{0}, x) = (_bits_set!(B.chunks, convert(Bool, x), 1); B)
getindex(B::BitArray, i::Integer) = getindex(B, Int64(i))
setindex!(B::BitArray, x, i::Integer) = setindex!(B, x, Int64(i))
getindex(B::BitArray, ::Colon) = _bits_from((B.len,), B)
function getindex(B::BitArray, inds::AbstractVector{<:Integer})
    R = BitArray(undef, length(inds))
    k = 0
    for i in inds
        k += 1
        _bits_set!(R.chunks, B[Int64(i)], k)
    end
    return R
end
getindex(B::BitArray, mask::AbstractVector{Bool}) = _bits_masked(B, mask)
getindex(B::BitArray, mask::AbstractArray{Bool}) = _bits_masked(B, mask)
function _bits_masked(B::BitArray, mask::AbstractArray{Bool})
    size(mask) == size(B) || length(mask) == B.len ||
        throw(BoundsError(B, (mask,)))
    R = BitArray(undef, count(mask))
    k = 0
    for i in 1:length(mask)
        if mask[i]
            k += 1
            _bits_set!(R.chunks, _bits_get(B.chunks, i), k)
        end
    end
    return R
end
function fill!(B::BitArray, x)
    v = convert(Bool, x)
    c = B.chunks
    for k in 1:length(c)
        c[k] = v ? ~UInt64(0) : UInt64(0)
    end
    _bits_clear_tail!(B)
    return B
end
# zero the unused bits of the last chunk
function _bits_clear_tail!(B::BitArray)
    r = B.len & 63
    nc = length(B.chunks)
    if r != 0 && nc > 0
        B.chunks[nc] = B.chunks[nc] & ((UInt64(1) << r) - UInt64(1))
    end
    return B
end

# ---------------------------------------------------------------- construction, conversion
function _bits_from(dims::NTuple{N,Int64}, A) where {N}
    B = _bits_new(dims)
    k = 0
    for x in A
        k += 1
        convert(Bool, x) && _bits_set!(B.chunks, true, k)
    end
    return B
end
BitArray(A::AbstractArray{T,N}) where {T,N} = _bits_from(size(A), A)
BitArray{N}(A::AbstractArray{T,N}) where {T,N} = _bits_from(size(A), A)
BitArray(itr) = BitArray(collect(itr))
convert(::Type{BitArray}, A::AbstractArray) = BitArray(A)
convert(::Type{BitArray{N}}, A::AbstractArray{T,N}) where {T,N} = BitArray(A)
convert(::Type{BitArray{N}}, B::BitArray{N}) where {N} = B
function _bits_collect(B::BitArray{N}) where {N}
    A = Array{Bool,N}(undef, size(B))
    c = B.chunks
    for i in 1:B.len
        A[i] = _bits_get(c, i)
    end
    return A
end
Array(B::BitArray) = _bits_collect(B)
Array{Bool}(B::BitArray) = _bits_collect(B)
Array{Bool,N}(B::BitArray{N}) where {N} = _bits_collect(B)
collect(B::BitArray) = _bits_collect(B)
convert(::Type{Array{Bool,N}}, B::BitArray{N}) where {N} = _bits_collect(B)
convert(::Type{Array{Bool}}, B::BitArray) = _bits_collect(B)
convert(::Type{Array}, B::BitArray) = _bits_collect(B)

function copy(B::BitArray{N}) where {N}
    R = _bits_new(B.dims)
    for k in 1:length(B.chunks)
        R.chunks[k] = B.chunks[k]
    end
    return R
end
similar(B::BitArray) = BitArray(undef, size(B))
similar(B::BitArray, ::Type{Bool}) = BitArray(undef, size(B))
similar(B::BitArray, ::Type{Bool}, dims::Int64...) = BitArray(undef, dims)
similar(B::BitArray, ::Type{Bool}, dims::Tuple{Vararg{Int64}}) = BitArray(undef, dims)
similar(B::BitArray, dims::Int64...) = BitArray(undef, dims)
similar(B::BitArray, dims::Tuple{Vararg{Int64}}) = BitArray(undef, dims)

# ---------------------------------------------------------------- growing a BitVector
function resize!(B::BitVector, n::Integer)
    n < 0 && throw(ArgumentError("new length must be ≥ 0"))
    n = Int64(n)
    old = B.len
    nc = _bits_nchunks(n)
    c = B.chunks
    while length(c) < nc
        push!(c, UInt64(0))
    end
    while length(c) > nc
        pop!(c)
    end
    B.len = n
    B.dims = (n,)
    if n < old
        _bits_clear_tail!(B)
    end
    return B
end
function push!(B::BitVector, x)
    v = convert(Bool, x)
    resize!(B, B.len + 1)
    _bits_set!(B.chunks, v, B.len)
    return B
end
function pop!(B::BitVector)
    B.len == 0 && throw(ArgumentError("array must be non-empty"))
    v = _bits_get(B.chunks, B.len)
    resize!(B, B.len - 1)
    return v
end
function append!(B::BitVector, items)
    for x in items
        push!(B, x)
    end
    return B
end
empty!(B::BitVector) = resize!(B, 0)
function reverse(B::BitVector)
    n = B.len
    R = BitArray(undef, n)
    for i in 1:n
        _bits_set!(R.chunks, _bits_get(B.chunks, n + 1 - i), i)
    end
    return R
end

# ---------------------------------------------------------------- deleteat! / keepat!
# Julia 1.7's BitVector methods: the same positions and errors as for a Vector. The kept
# bits are moved down in place (w = bits written so far) and the vector shortened.
function _bits_move!(B::BitVector, from::Int64, to::Int64)
    from != to && _bits_set!(B.chunks, _bits_get(B.chunks, from), to)
    return nothing
end
function deleteat!(B::BitVector, i::Integer)
    n = B.len
    ((i < 1) | (i > n)) && throw(BoundsError(B, i))
    i = Int64(i)
    for k in i:n-1
        _bits_move!(B, k + 1, k)
    end
    return resize!(B, n - 1)
end
# a UnitRange: first below 1 is BoundsError(B, first), last past the end BoundsError(B, n + 1),
# checked even for an empty range (Julia's bitarray.jl)
function deleteat!(B::BitVector, r::UnitRange{Int64})
    n = B.len
    f = first(r)
    l = last(r)
    f < 1 && throw(BoundsError(B, f))
    l > n && throw(BoundsError(B, n + 1))
    l < f && return B
    d = l - f + 1
    for k in f:n-d
        _bits_move!(B, k + d, k)
    end
    return resize!(B, n - d)
end
function deleteat!(B::BitVector, inds)
    n = B.len
    w = 0
    prev = 0
    r = 1
    for i in inds
        if prev == 0
            ((i < 1) | (i > n)) && throw(BoundsError(B, i))
        elseif i <= prev
            throw(ArgumentError("indices must be unique and sorted"))
        elseif i > n
            throw(BoundsError(B, i))
        end
        while r < i
            w += 1
            _bits_move!(B, r, w)
            r += 1
        end
        r = Int64(i) + 1
        prev = Int64(i)
    end
    while r <= n
        w += 1
        _bits_move!(B, r, w)
        r += 1
    end
    return resize!(B, w)
end
function deleteat!(B::BitVector, m::AbstractVector{Bool})
    n = B.len
    length(m) == n || throw(BoundsError(B, m))
    w = 0
    for i in 1:n
        if !m[i]
            w += 1
            _bits_move!(B, i, w)
        end
    end
    return resize!(B, w)
end
function keepat!(B::BitVector, inds)
    w = 0
    first = true
    prev = 0
    for k in inds
        first || prev < k || throw(ArgumentError("indices must be unique and sorted"))
        bk = B[k]
        w += 1
        _bits_set!(B.chunks, bk, w)
        prev = k
        first = false
    end
    return resize!(B, w)
end
function keepat!(B::BitVector, m::AbstractVector{Bool})
    n = B.len
    length(m) == n || throw(BoundsError(B, m))
    w = 0
    for i in 1:n
        if m[i]
            w += 1
            _bits_move!(B, i, w)
        end
    end
    return resize!(B, w)
end

# ---------------------------------------------------------------- reductions and searches
function count(B::BitArray)
    t = 0
    for x in B.chunks
        t += count_ones(x)
    end
    return t
end
sum(B::BitArray) = count(B)
function any(B::BitArray)
    for x in B.chunks
        x != UInt64(0) && return true
    end
    return false
end
all(B::BitArray) = count(B) == B.len

# ---------------------------------------------------------------- operators
function ~(B::BitArray)
    R = copy(B)
    c = R.chunks
    for k in 1:length(c)
        c[k] = ~c[k]
    end
    return _bits_clear_tail!(R)
end
function ==(A::BitArray, B::BitArray)
    size(A) == size(B) || return false
    for k in 1:length(A.chunks)
        A.chunks[k] == B.chunks[k] || return false
    end
    return true
end

# a Bool broadcast result (an Array{Bool}) as Julia materialises it: a BitArray
_bc_tobits(R::Array{Bool,N}) where {N} = _bits_from(size(R), R)
_bc_tobits(R) = R

# deleteat!(a, mask): drop the elements where a Bool mask of a's length is true
function deleteat!(a::Array{T,1}, mask::AbstractVector{Bool}) where {T}
    n = arraylen(a)
    length(mask) == n || throw(BoundsError(a, mask))
    w = 0
    for i in 1:n
        if !mask[i]
            w += 1
            arrayset(a, arrayref(a, i), w)
        end
    end
    n > w && ccall(:rt_array_del_at, Cvoid, (Any, Int64, Int64), a, w, n - w)
    return a
end
# r[mask] for a range: the selected elements as a Vector
function getindex(r::AbstractRange, mask::AbstractVector{Bool})
    length(mask) == length(r) || throw(BoundsError(r, (mask,)))
    R = Vector{eltype(r)}(undef, 0)
    for i in 1:length(mask)
        mask[i] && push!(R, r[i])
    end
    return R
end

# ---------------------------------------------------------------- through a Vector{Bool}
# (these collect the bits, use the Array method and pack a Bool result again, as Julia's
# similar(B, Bool) makes a BitArray for them)
function _bits_store!(B::BitArray, A::Array{Bool})
    for k in 1:length(B.chunks)
        B.chunks[k] = UInt64(0)
    end
    for i in 1:B.len
        A[i] && _bits_set!(B.chunks, true, i)
    end
    return B
end
getindex(B::BitArray, i, j, K...) = _bc_tobits(getindex(_bits_collect(B), i, j, K...))
function setindex!(B::BitArray, X::AbstractArray, I::AbstractVector{<:Integer})
    length(X) == length(I) || throw(DimensionMismatch(string("tried to assign ", length(X),
                                                             " elements to ", length(I), " destinations")))
    k = 0
    for x in X
        k += 1
        B[Int64(I[k])] = x
    end
    return B
end
setindex!(B::BitArray, X::AbstractArray, mask::AbstractVector{Bool}) = setindex!(B, X, findall(mask))
setindex!(B::BitArray, x, I::AbstractVector{<:Integer}) = throw(ArgumentError(
    "indexed assignment with a single value to possibly many locations is not supported; perhaps use broadcasting `.=` instead?"))
function setindex!(B::BitArray, X, i::Union{AbstractVector,Colon}, J...)
    A = _bits_collect(B)
    setindex!(A, X, i, J...)
    return _bits_store!(B, A)
end
function setindex!(B::BitArray, X, i::Int64, j::Union{AbstractVector,Colon}, K...)
    A = _bits_collect(B)
    setindex!(A, X, i, j, K...)
    return _bits_store!(B, A)
end
map(f, B::BitArray) = _bc_tobits(map(f, _bits_collect(B)))
filter(f, B::BitArray) = B[map(f, B)]
sort(B::BitVector; kws...) = BitArray(sort(_bits_collect(B); kws...))
function vcat(B::BitVector, Bs::BitVector...)
    R = copy(B)
    for C in Bs
        append!(R, C)
    end
    return R
end
adjoint(B::BitArray) = adjoint(_bits_collect(B))
transpose(B::BitArray) = transpose(_bits_collect(B))
