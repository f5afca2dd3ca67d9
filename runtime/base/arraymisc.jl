# arraymisc.jl — the array utilities of Julia 1.7's abstractarraymath.jl, multidimensional.jl
# and sort.jl that work on whole shapes: circshift, repeat, rot180/rotl90/rotr90, dropdims,
# selectdim, mapslices, eachrow/eachcol/eachslice (Generators of views, as 1.7), sort with
# dims and sortslices, partialsort (1.7's PartialQuickSort, so the partially sorted vector
# is left as Julia leaves it), searchsortedfirst/last/searchsorted, iteration over
# CartesianIndices and LinearIndices, and the vector comparison cmp/isless.
# The N-d loops walk the result by linear index and turn it into per-dimension positions
# (column-major), so they serve any number of dimensions.

# ---------------------------------------------------------------- shapes and positions
# the per-dimension positions (1-based) of linear index i in an array of size sz
function _lin_to_sub!(sub::Array{Int64,1}, sz, i::Int64)
    r = i - 1
    for d in 1:length(sub)
        n = sz[d]
        sub[d] = rem(r, n) + 1
        r = div(r, n)
    end
    return sub
end
# the linear index of per-dimension positions sub in an array of size sz
function _sub_to_lin(sub::Array{Int64,1}, sz)
    i = 0
    s = 1
    for d in 1:length(sub)
        i += (sub[d] - 1) * s
        s *= sz[d]
    end
    return i + 1
end
_dims_tuple(d::Integer) = (Int64(d),)
_dims_tuple(d::Tuple) = map(Int64, d)
_dims_tuple(d::AbstractVector) = (map(Int64, d)...,)

# ---------------------------------------------------------------- CartesianIndices, LinearIndices
iterate(C::CartesianIndices, i::Int64 = 1) = i > length(C) ? nothing : (C[i], i + 1)
eltype(::Type{CartesianIndices{N,R}}) where {N,R} = CartesianIndex{N}
first(C::CartesianIndices) = C[1]
last(C::CartesianIndices) = C[length(C)]
# an array collects into an Array of its shape and element type
function collect(A::AbstractArray{T}) where {T}
    r = Array{T}(undef, size(A))
    i = 1
    for x in A
        r[i] = x
        i += 1
    end
    return r
end

# the linear index of each position of an array (Julia's LinearIndices over OneTo axes)
struct LinearIndices{N,R} <: AbstractArray{Int64,N}
    indices::R   # one Base.OneTo per dimension
end
function LinearIndices(sz::Tuple)
    inds = map(n -> OneTo(Int64(n)), sz)
    return Core._splatnew(LinearIndices{length(sz),typeof(inds)}, (inds,))
end
LinearIndices(A::AbstractArray) = LinearIndices(size(A))
size(L::LinearIndices) = map(length, L.indices)
length(L::LinearIndices) = prod(map(length, L.indices))
function getindex(L::LinearIndices, i::Int64)
    ((i < 1) | (i > length(L))) && throw(BoundsError(L, i))
    return i
end
function getindex(L::LinearIndices, i::Int64, j::Int64, k::Int64...)
    I = (i, j, k...)
    sz = size(L)
    for d in 1:length(I)
        ((I[d] < 1) | (I[d] > (d <= length(sz) ? sz[d] : 1))) && throw(BoundsError(L, I))
    end
    return _linear_of(sz, CartesianIndex(I[1:length(sz)]...))
end
getindex(L::LinearIndices, c::CartesianIndex) = L[c.I...]
iterate(L::LinearIndices, i::Int64 = 1) = i > length(L) ? nothing : (i, i + 1)
# a vector's (keys(v)): its one axis's length, so a loop over keys(v) is a counted loop
length(L::LinearIndices{1}) = length(L.indices[1])
iterate(L::LinearIndices{1}, i::Int64 = 1) = i > length(L.indices[1]) ? nothing : (i, i + 1)

# map has no meaning on sets and dictionaries (Julia's errors; other iterables collect)
map(f, ::AbstractSet) = error("map is not defined on sets")
map(f, ::AbstractDict) = error("map is not defined on dictionaries")

# ---------------------------------------------------------------- lexicographic vectors
function cmp(A::AbstractVector, B::AbstractVector)
    for (a, b) in zip(A, B)
        isequal(a, b) || return isless(a, b) ? -1 : 1
    end
    return cmp(length(A), length(B))
end
isless(A::AbstractVector, B::AbstractVector) = cmp(A, B) < 0

# ---------------------------------------------------------------- adjoint of numbers
adjoint(z::Complex) = conj(z)

# ---------------------------------------------------------------- circshift
# element at position p of the result is the source's at p - shift, wrapped in each dimension
function circshift!(dest::AbstractArray, src::AbstractArray, shifts)
    sz = size(src)
    N = length(sz)
    sh = zeros(Int64, N)
    k = 0
    for s in shifts
        k += 1
        k <= N && (sh[k] = Int64(s))
    end
    sub = Array{Int64,1}(undef, N)
    for i in 1:length(src)
        _lin_to_sub!(sub, sz, i)
        for d in 1:N
            sub[d] = mod(sub[d] - 1 - sh[d], sz[d]) + 1
        end
        dest[i] = src[_sub_to_lin(sub, sz)]
    end
    return dest
end
circshift(a::AbstractArray, shift::Real) = circshift!(similar(a), a, (Integer(shift),))
circshift(a::AbstractArray, shifts) = circshift!(similar(a), a, shifts)
similar(a::AbstractArray{T}) where {T} = Array{T}(undef, size(a))   # (Julia's generic similar)

# ---------------------------------------------------------------- repeat
# element at position p of the result comes from the source at ((p - 1) mod (n·inner)) ÷ inner
function _repeat(A::AbstractArray{T}, inner::Tuple, outer::Tuple) where {T}
    N = max(ndims(A), length(inner), length(outer))
    src = ntuple(d -> size(A, d), N)
    inn = ntuple(d -> d <= length(inner) ? Int64(inner[d]) : 1, N)
    out = ntuple(d -> d <= length(outer) ? Int64(outer[d]) : 1, N)
    rsz = ntuple(d -> src[d] * inn[d] * out[d], N)
    R = Array{T,N}(undef, rsz)
    sub = Array{Int64,1}(undef, N)
    for i in 1:length(R)
        _lin_to_sub!(sub, rsz, i)
        for d in 1:N
            sub[d] = div(rem(sub[d] - 1, src[d] * inn[d]), inn[d]) + 1
        end
        R[i] = A[_sub_to_lin(sub, src)]
    end
    return R
end
repeat(A::AbstractArray, counts::Integer...) = _repeat(A, (), counts)
_rep_tuple(x::Nothing) = ()
_rep_tuple(x::Integer) = (x,)
_rep_tuple(x::Tuple) = x
_rep_tuple(x::AbstractVector) = (x...,)
repeat(A::AbstractArray; inner = nothing, outer = nothing) =
    _repeat(A, _rep_tuple(inner), _rep_tuple(outer))

# ---------------------------------------------------------------- rotations
function rotl90(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A, eltype(A), n, m)
    for j in 1:n, i in 1:m
        B[n + 1 - j, i] = A[i, j]
    end
    return B
end
function rotr90(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A, eltype(A), n, m)
    for j in 1:n, i in 1:m
        B[j, m + 1 - i] = A[i, j]
    end
    return B
end
function rot180(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A, eltype(A), m, n)
    for j in 1:n, i in 1:m
        B[m + 1 - i, n + 1 - j] = A[i, j]
    end
    return B
end
function rotl90(A::AbstractMatrix, k::Integer)
    k = mod(k, 4)
    return k == 1 ? rotl90(A) : k == 2 ? rot180(A) : k == 3 ? rotr90(A) : copy(A)
end
rotr90(A::AbstractMatrix, k::Integer) = rotl90(A, -k)
rot180(A::AbstractMatrix, k::Integer) = mod(k, 2) == 1 ? rot180(A) : copy(A)

# ---------------------------------------------------------------- dropdims, selectdim
dropdims(A; dims) = _dropdims(A, _dims_tuple(dims))
function _dropdims(A::AbstractArray, dims::Tuple)
    for i in 1:length(dims)
        1 <= dims[i] <= ndims(A) || throw(ArgumentError("dropped dims must be in range 1:ndims(A)"))
        size(A, dims[i]) == 1 || throw(ArgumentError("dropped dims must all be size 1"))
        for j in 1:i-1
            dims[j] == dims[i] && throw(ArgumentError("dropped dims must be unique"))
        end
    end
    keep = Array{Int64,1}(undef, 0)
    for d in 1:ndims(A)
        d in dims || push!(keep, size(A, d))
    end
    return reshape(A, (keep...,))
end
# the view of A with index i in dimension d and every other dimension whole
selectdim(A::AbstractArray, d::Integer, i) =
    view(A, ntuple(k -> k == d ? i : (:), ndims(A))...)

# ---------------------------------------------------------------- slices
const AbstractVecOrMat{T} = Union{AbstractVector{T},AbstractMatrix{T}}
eachrow(A::AbstractVecOrMat) = (view(A, i, :) for i in axes(A, 1))
eachcol(A::AbstractVecOrMat) = (view(A, :, i) for i in axes(A, 2))
function eachslice(A::AbstractArray; dims)
    length(dims) == 1 || throw(ArgumentError("only single dimensions are supported"))
    dim = first(dims)
    dim <= ndims(A) || throw(DimensionMismatch(string("A doesn't have ", dim, " dimensions")))
    return (view(A, ntuple(k -> k == dim ? i : (:), ndims(A))...) for i in axes(A, dim))
end

# mapslices(f, A; dims): f of each slice A[.., :, ..] (a copy, whole along dims), the
# results placed along those dims of an array of the first result's element type; a scalar
# result counts as a slice of size 1
function mapslices(f, A::AbstractArray; dims)
    isempty(dims) && return map(f, A)
    dd = _dims_tuple(dims)
    N = ndims(A)
    other = Array{Int64,1}(undef, 0)
    for d in 1:N
        d in dd || push!(other, d)
    end
    idx = Array{Any,1}(undef, N)
    for d in 1:N
        idx[d] = d in dd ? (:) : 1
    end
    r1 = f(A[idx...])
    r1a = r1 isa AbstractArray ? r1 : fill(r1)
    Rsize = [size(A)...]
    k = 0
    for d in dd
        k += 1
        Rsize[d] = size(r1a, k)
    end
    R = similar(r1a, eltype(r1a), Rsize...)
    ridx = Array{Any,1}(undef, N)
    for d in 1:N
        ridx[d] = d in dd ? (1:Rsize[d]) : 1
    end
    _mapslices_put!(R, r1a, ridx)
    itershape = ([size(A, d) for d in other]...,)
    sub = Array{Int64,1}(undef, length(other))
    for j in 2:prod(itershape)
        _lin_to_sub!(sub, itershape, j)
        for (k, d) in enumerate(other)
            idx[d] = sub[k]
            ridx[d] = sub[k]
        end
        r = f(A[idx...])
        _mapslices_put!(R, r isa AbstractArray ? r : fill(r), ridx)
    end
    return R
end
function _mapslices_put!(R, r, ridx)
    v = dotview(R, ridx...)
    length(v) == length(r) || throw(DimensionMismatch(string("tried to assign ",
        length(r), " elements to ", length(v), " destinations")))
    k = 1
    for x in r
        v[k] = x
        k += 1
    end
    return R
end

# ---------------------------------------------------------------- sort with dims, sortslices
sort(A::AbstractArray; dims::Integer, lt = isless, by = identity, rev::Bool = false) =
    sort!(copy(A); dims = dims, lt = lt, by = by, rev = rev)
# each slice along dims sorted as a vector would be (copied out, sorted, written back)
function sort!(A::AbstractArray; dims::Integer, lt = isless, by = identity, rev::Bool = false)
    1 <= dims <= ndims(A) || throw(ArgumentError("dimension out of range"))
    B = A
    n = size(A, dims)
    sz = size(A)
    N = ndims(A)
    other = ntuple(d -> d == dims ? 1 : sz[d], N)
    sub = Array{Int64,1}(undef, N)
    tmp = Array{eltype(A),1}(undef, n)
    stride = 1
    for d in 1:dims-1
        stride *= sz[d]
    end
    for j in 1:prod(other)
        _lin_to_sub!(sub, other, j)
        base = _sub_to_lin(sub, sz)
        for k in 1:n
            tmp[k] = B[base + (k - 1) * stride]
        end
        sort!(tmp; lt = lt, by = by, rev = rev)
        for k in 1:n
            B[base + (k - 1) * stride] = tmp[k]
        end
    end
    return B
end
# the rows (dims=1) or columns (dims=2) of a matrix in the order of their lexicographic sort
function sortslices(A::AbstractMatrix; dims::Integer, lt = isless, by = identity,
                    rev::Bool = false)
    (dims == 1 || dims == 2) || throw(ArgumentError(string("invalid dims ", dims)))
    slices = dims == 1 ? collect(eachrow(A)) : collect(eachcol(A))
    p = sortperm(slices; lt = lt, by = by, rev = rev)
    return dims == 1 ? A[p, :] : A[:, p]
end
sortslices(v::AbstractVector; dims::Integer, kws...) = sort(v; kws...)

# ---------------------------------------------------------------- partialsort
# Julia's PartialQuickSort(k): quicksort that skips the parts wholly outside k; for an
# integer k everything up to k is sorted (the older form, which 1.7 is taken to keep: only
# the order left beyond k could differ, never the returned values)
function _pqsort_int!(v, lo::Int64, hi::Int64, k::Int64, o)
    while lo < hi
        hi - lo <= 20 && return _isort!(v, lo, hi, o)
        j = _partition!(v, lo, hi, o)
        if j >= k
            hi = j - 1
        elseif j - lo < hi - j
            lo < j - 1 && _pqsort_int!(v, lo, j - 1, k, o)
            lo = j + 1
        else
            j + 1 < hi && _pqsort_int!(v, j + 1, hi, k, o)
            hi = j - 1
        end
    end
    return v
end
function _pqsort!(v, lo::Int64, hi::Int64, klo::Int64, khi::Int64, o)
    while lo < hi
        hi - lo <= 20 && return _isort!(v, lo, hi, o)
        j = _partition!(v, lo, hi, o)
        if j <= klo
            lo = j + 1
        elseif j >= khi
            hi = j - 1
        else
            if j - lo < hi - j
                lo < j - 1 && _pqsort!(v, lo, j - 1, klo, khi, o)
                lo = j + 1
            else
                j + 1 < hi && _pqsort!(v, j + 1, hi, klo, khi, o)
                hi = j - 1
            end
        end
    end
    return v
end
function partialsort!(v::AbstractVector, k::Union{Integer,AbstractUnitRange};
                      lt = isless, by = identity, rev::Bool = false)
    n = length(v)
    if !isempty(k)
        (first(k) < 1 || last(k) > n) && throw(BoundsError(v, k))
    end
    o = _Order(lt, by, rev)
    k isa Integer ? _pqsort_int!(v, 1, n, Int64(k), o) :
                    _pqsort!(v, 1, n, Int64(first(k)), Int64(last(k)), o)
    return k isa Integer ? v[k] : view(v, k)
end
partialsort(v::AbstractVector, k; lt = isless, by = identity, rev::Bool = false) =
    partialsort!(collect(v), k; lt = lt, by = by, rev = rev)
# partialsortperm(v, k): the indices that put v's k-th values (k an integer or a range) in
# place, partially sorted as partialsort!; equal values order by index (Julia's Perm order),
# so the indices are the same whatever the algorithm; a range k gives a view
struct _PermTieOrder{O,V}
    o::O     # the order of the values
    data::V  # the values
end
function _lt(p::_PermTieOrder, i, j)
    x = p.data[i]
    y = p.data[j]
    return _lt(p.o, x, y) | (!_lt(p.o, y, x) & (i < j))
end
function partialsortperm(v::AbstractVector, k::Union{Integer,AbstractUnitRange};
                         lt = isless, by = identity, rev::Bool = false)
    n = length(v)
    if !isempty(k)
        (first(k) < 1 || last(k) > n) && throw(BoundsError(v, k))
    end
    ix = collect(1:n)
    o = _PermTieOrder(_Order(lt, by, rev), v)
    k isa Integer ? _pqsort_int!(ix, 1, n, Int64(k), o) :
                    _pqsort!(ix, 1, n, Int64(first(k)), Int64(last(k)), o)
    return k isa Integer ? ix[k] : view(ix, k)
end

# ---------------------------------------------------------------- binary search
function _ssfirst(v, x, lo::Int64, hi::Int64, o)
    lo -= 1
    hi += 1
    while lo < hi - 1
        m = (lo + hi) >>> 1
        if _lt(o, v[m], x)
            lo = m
        else
            hi = m
        end
    end
    return hi
end
function _sslast(v, x, lo::Int64, hi::Int64, o)
    lo -= 1
    hi += 1
    while lo < hi - 1
        m = (lo + hi) >>> 1
        if _lt(o, x, v[m])
            hi = m
        else
            lo = m
        end
    end
    return lo
end
searchsortedfirst(v::AbstractVector, x; lt = isless, by = identity, rev::Bool = false) =
    _ssfirst(v, x, 1, length(v), _Order(lt, by, rev))
searchsortedlast(v::AbstractVector, x; lt = isless, by = identity, rev::Bool = false) =
    _sslast(v, x, 1, length(v), _Order(lt, by, rev))
# insorted(x, v): whether the sorted v holds x (1.6)
insorted(x, v::AbstractVector; kw...) = !isempty(searchsorted(v, x; kw...))
function searchsorted(v::AbstractVector, x; lt = isless, by = identity, rev::Bool = false)
    o = _Order(lt, by, rev)
    return _ssfirst(v, x, 1, length(v), o):_sslast(v, x, 1, length(v), o)
end

# ---------------------------------------------------------------- reverse, permutedims
# reverse(v, start, stop): a copy with that stretch reversed (out-of-range ends read past
# the vector and throw its BoundsError, as Julia's loop does)
function reverse(A::AbstractVector, start::Integer, stop::Integer = lastindex(A))
    s = Int64(start)
    n = Int64(stop)
    B = similar(A)
    for i in 1:s-1
        B[i] = A[i]
    end
    for i in s:n
        B[i] = A[n + s - i]
    end
    for i in n+1:length(A)
        B[i] = A[i]
    end
    return B
end
function reverse!(v::AbstractVector, start::Integer, stop::Integer = lastindex(v))
    s = Int64(start)
    n = Int64(stop)
    if n > s
        (1 <= s <= length(v)) || throw(BoundsError(v, s))
        (1 <= n <= length(v)) || throw(BoundsError(v, n))
    end
    while s < n
        x = v[s]
        v[s] = v[n]
        v[n] = x
        s += 1
        n -= 1
    end
    return v
end
# reverse(A; dims): along the given dimension(s), every one by default
reverse(A::AbstractArray; dims = :) = _reverse_dims(A, dims)
_reverse_dims(A::AbstractVector, ::Colon) = reverse(A, 1, length(A))
_reverse_dims(A::AbstractArray, ::Colon) = _reverse_dims(A, ntuple(identity, ndims(A)))
_reverse_dims(A::AbstractArray, d::Integer) = _reverse_dims(A, (Int64(d),))
function _reverse_dims(A::AbstractArray, dims::Tuple)
    nd = ndims(A)
    for d in dims
        (1 <= d <= nd) || throw(ArgumentError(string("dimension ", d, " is not 1 ≤ ", d, " ≤ ", nd)))
    end
    B = similar(A)
    sz = size(A)
    sub = Array{Int64,1}(undef, nd)
    for i in 1:length(A)
        _lin_to_sub!(sub, sz, i)
        for d in dims
            sub[d] = sz[d] + 1 - sub[d]
        end
        B[_sub_to_lin(sub, sz)] = A[i]
    end
    return B
end
reverse(t::Tuple) = ntuple(i -> t[length(t) + 1 - i], length(t))

# permutedims(A, perm): dimension k of the result is dimension perm[k] of A
function permutedims(A::AbstractArray, perm)
    nd = ndims(A)
    length(perm) == nd ||
        throw(ArgumentError(string("expected permutation of size ", nd, ", but length(perm)=", length(perm))))
    seen = falses(nd)
    for p in perm
        (1 <= p <= nd && !seen[p]) || throw(ArgumentError("input is not a permutation"))
        seen[p] = true
    end
    sz = size(A)
    nsz = ntuple(k -> sz[perm[k]], nd)
    B = similar(A, eltype(A), nsz...)
    sub = Array{Int64,1}(undef, nd)
    nsub = Array{Int64,1}(undef, nd)
    for i in 1:length(A)
        _lin_to_sub!(sub, sz, i)
        for k in 1:nd
            nsub[k] = sub[perm[k]]
        end
        B[_sub_to_lin(nsub, nsz)] = A[i]
    end
    return B
end
permutedims(A::AbstractMatrix) = permutedims(A, (2, 1))
permutedims(v::AbstractVector) = reshape(v, 1, length(v))

# ---------------------------------------------------------------- conversion constructors
# Array{T,N}(A), Array{T}(A), Array(A), Vector(A), Matrix(A): a new Array holding A's
# elements converted to T (InexactError when one does not fit)
(::Type{Array{T,N}})(A::AbstractArray{S,N}) where {T,N,S} = copyto!(Array{T,N}(undef, size(A)), A)
(::Type{Array{T}})(A::AbstractArray{S,N}) where {T,N,S} = Array{T,N}(A)
(::Type{Array})(A::AbstractArray{T,N}) where {T,N} = Array{T,N}(A)
(::Type{Vector})(A::AbstractVector{T}) where {T} = Array{T,1}(A)
(::Type{Matrix})(A::AbstractMatrix{T}) where {T} = Array{T,2}(A)

# unique(A; dims): the slices along dims kept at their first occurrence (isequal)
function unique(A::AbstractArray; dims = :)
    dims isa Colon && return _push_unseen!(Array{eltype(A),1}(undef, 0), _new_set(eltype(A)), A)
    d = Int64(dims)
    n = size(A, d)
    kept = Int64[]
    seen = Any[]
    for k in 1:n
        s = collect(selectdim(A, d, k))
        any(x -> isequal(x, s), seen) && continue
        push!(seen, s)
        push!(kept, k)
    end
    return A[ntuple(i -> i == d ? kept : (:), ndims(A))...]
end

# ---------------------------------------------------------------- nothing/missing fill
# Array{T}(nothing, dims...) and Array{T}(missing, dims...): filled with that value (T
# must admit it, else the conversion's MethodError)
(::Type{Array{T,N}})(x::Union{Nothing,Missing}, d::Int64...) where {T,N} = fill!(Array{T,N}(undef, d...), x)
(::Type{Array{T,N}})(x::Union{Nothing,Missing}, d::Tuple) where {T,N} = fill!(Array{T,N}(undef, d...), x)
(::Type{Array{T}})(x::Union{Nothing,Missing}, d::Int64...) where {T} = fill!(Array{T}(undef, d...), x)
(::Type{Array{T}})(x::Union{Nothing,Missing}, d::Tuple) where {T} = fill!(Array{T}(undef, d...), x)
