# arrayinterface.jl — what Julia 1.7 gives an array type that defines only `size` and
# scalar `getindex` (and `setindex!`): IndexStyle, iteration, conversion between linear
# and Cartesian scalar indices, and non-scalar indexing (ranges, index vectors, colons,
# masks) gathered into a new Array. Base's own arrays have faster methods of their own;
# these are the fallbacks a user's `struct S <: AbstractArray{T,N}` reaches.

abstract type IndexStyle end
struct IndexLinear <: IndexStyle end
struct IndexCartesian <: IndexStyle end
IndexStyle(A::AbstractArray) = IndexStyle(typeof(A))
IndexStyle(::Type{<:AbstractArray}) = IndexCartesian()
IndexStyle(::Type{<:Array}) = IndexLinear()
IndexStyle(::Type{<:AbstractRange}) = IndexLinear()

# ---------------------------------------------------------------- iteration
# by linear index: a Cartesian array converts each one back (as Julia's eachindex walk)
iterate(A::AbstractArray, i = 1) = i > length(A) ? nothing : (A[i], i + 1)

# ---------------------------------------------------------------- scalar indices
_canonical_missing(f::String, A) = error(f, " not defined for ", typeof(A))

# The linear position of the scalar indices I (the last one spans the trailing
# dimensions, extra ones must be 1), 0 when out of bounds.
function _aa_linear(A::AbstractArray, I::Tuple)
    sz = size(A)
    n = length(I)
    k = 0
    stride = 1
    for d in 1:n
        len = d < n ? (d <= length(sz) ? sz[d] : 1) : div(length(A), stride)
        i = I[d]
        ((i < 1) | (i > len)) && return 0
        k += (i - 1) * stride
        stride *= len
    end
    return k + 1
end

getindex(A::AbstractArray, i::Int64) = _aa_getindex(IndexStyle(A), A, i)
_aa_getindex(::IndexLinear, A::AbstractArray, i::Int64) = _canonical_missing("getindex", A)
function _aa_getindex(::IndexCartesian, A::AbstractArray, i::Int64)
    ndims(A) == 1 && _canonical_missing("getindex", A)
    ((i < 1) | (i > length(A))) && throw(BoundsError(A, (i,)))
    return A[_cartesian_at(size(A), i).I...]
end

getindex(A::AbstractArray, i::Int64, j::Int64, K::Int64...) = _aa_getindex(IndexStyle(A), A, (i, j, K...))
function _aa_getindex(::IndexLinear, A::AbstractArray, I::Tuple)
    k = _aa_linear(A, I)
    k == 0 && throw(BoundsError(A, I))
    return A[k]
end
function _aa_getindex(::IndexCartesian, A::AbstractArray, I::Tuple)
    length(I) == ndims(A) && _canonical_missing("getindex", A)
    k = _aa_linear(A, I)
    k == 0 && throw(BoundsError(A, I))
    return ndims(A) == 1 ? A[k] : A[_cartesian_at(size(A), k).I...]
end

setindex!(A::AbstractArray, v, i::Int64) = _aa_setindex!(IndexStyle(A), A, v, i)
_aa_setindex!(::IndexLinear, A::AbstractArray, v, i::Int64) = _canonical_missing("setindex!", A)
function _aa_setindex!(::IndexCartesian, A::AbstractArray, v, i::Int64)
    ndims(A) == 1 && _canonical_missing("setindex!", A)
    ((i < 1) | (i > length(A))) && throw(BoundsError(A, (i,)))
    setindex!(A, v, _cartesian_at(size(A), i).I...)
    return A
end
setindex!(A::AbstractArray, v, i::Int64, j::Int64, K::Int64...) = _aa_setindex!(IndexStyle(A), A, v, (i, j, K...))
function _aa_setindex!(::IndexLinear, A::AbstractArray, v, I::Tuple)
    k = _aa_linear(A, I)
    k == 0 && throw(BoundsError(A, I))
    A[k] = v
    return A
end
function _aa_setindex!(::IndexCartesian, A::AbstractArray, v, I::Tuple)
    length(I) == ndims(A) && _canonical_missing("setindex!", A)
    k = _aa_linear(A, I)
    k == 0 && throw(BoundsError(A, I))
    if ndims(A) == 1
        A[k] = v
    else
        setindex!(A, v, _cartesian_at(size(A), k).I...)
    end
    return A
end

# ---------------------------------------------------------------- non-scalar indices
function getindex(A::AbstractArray{T}, I::AbstractVector{<:Integer}) where {T}
    r = Array{T,1}(undef, length(I))
    n = length(A)
    k = 1
    for i in I
        ((i < 1) | (i > n)) && throw(BoundsError(A, (I,)))
        r[k] = A[Int64(i)]
        k += 1
    end
    return r
end
getindex(A::AbstractArray, ::Colon) = A[1:length(A)]
getindex(A::AbstractArray, mask::AbstractArray{Bool}) = _aa_masked(A, mask)
getindex(A::AbstractArray, mask::AbstractVector{Bool}) = _aa_masked(A, mask)
function _aa_masked(A::AbstractArray, mask::AbstractArray{Bool})
    ((ndims(mask) == 1 ? length(mask) == length(A) : size(mask) == size(A))) ||
        throw(BoundsError(A, (mask,)))
    return A[_mask_positions(mask)]
end
# several indices, some of them ranges/vectors/colons: the selection's shape, as Array's
function getindex(A::AbstractArray{T}, i1, i2, I...) where {T}
    _ci_has((i1, i2, I...)) && return getindex(A, _ci_flat((i1, i2, I...))...)
    v = dotview(A, i1, i2, I...)
    r = ccall(:rt_array_new_vdims, Any, (Any, Any), T, v.dims)
    inds = v.inds
    for k in 1:length(inds)
        r[k] = A[inds[k]]
    end
    return r
end

similar(A::AbstractArray{T}) where {T} = Array{T}(undef, size(A))
similar(A::AbstractArray, ::Type{S}) where {S} = Array{S}(undef, size(A))
copy(A::AbstractArray) = collect(A)
# a mutable copy with A's own container where it has one (similar), a Vector for an
# immutable one (a range): what shuffle and sort work on
copymutable(A::AbstractArray) = copyto!(similar(A), A)
copymutable(itr) = collect(itr)
