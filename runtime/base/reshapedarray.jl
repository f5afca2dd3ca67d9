# reshapedarray.jl — reshape of a parent that is not an Array (a range, a view, an
# adjoint): Julia 1.7's ReshapedArray{T,N,P,MI}, sharing the parent's elements. Element i
# of the reshape is parent[i], the parent's own linear indexing (cartesian for an adjoint
# or a strided view); MI is always Tuple{} here, where Julia keeps divisors for parents not
# indexed linearly (a difference seen only in the printed type). Shown as "2×3
# reshape(::UnitRange{Int64}, 2, 3) with eltype Int64". A reshape keeping the parent's
# shape returns the parent itself.
struct ReshapedArray{T,N,P<:AbstractArray,MI<:Tuple} <: AbstractArray{T,N}
    parent::P               # the array whose elements are viewed
    dims::NTuple{N,Int64}   # the new shape
    mi::MI                  # () for a linearly indexed parent
end

show(io::IO, ::Colon) = print(io, "Colon()")   # as Julia shows the colon object

# dims with at most one Colon, which stands for the length left over
function _rs_dims(n::Int64, dims::Tuple)
    known = 1
    ncolon = 0
    for d in dims
        d isa Colon ? (ncolon += 1) : (known *= d)
    end
    ncolon > 1 && throw(DimensionMismatch(string("new dimensions ", dims,
        " may have at most one omitted dimension specified by `Colon()`")))
    ncolon == 0 && return dims
    (known == 0 || rem(n, known) != 0) && throw(DimensionMismatch(string("array size ", n,
        " must be divisible by the product of the new dimensions ", dims)))
    return map(d -> d isa Colon ? div(n, known) : Int64(d), dims)
end

reshape(p::AbstractArray, dims::Union{Int64,Colon}...) = reshape(p, dims)
reshape(a::Array, dims::Tuple{Vararg{Union{Int64,Colon}}}) = reshape(a, _rs_dims(length(a), dims)...)
function reshape(p::AbstractArray{T}, dims::Tuple{Vararg{Union{Int64,Colon}}}) where {T}
    n = length(p)
    D = _rs_dims(n, dims)
    if length(D) == 1 && p isa AbstractVector      # vector to vector: p itself
        D[1] == n || throw(DimensionMismatch(string("parent has ", n,
            " elements, which is incompatible with length ", D[1])))
        return p
    end
    p isa ReshapedArray && return reshape(p.parent, D)
    _prod_tuple(D) == n || throw(DimensionMismatch(string("parent has ", n,
        " elements, which is incompatible with size ", D)))
    # (_splatnew: the type is computed at run time, which an executable's constructors are not)
    return Core._splatnew(ReshapedArray{T,length(D),typeof(p),Tuple{}}, (p, D, ()))
end

size(A::ReshapedArray) = A.dims
parent(A::ReshapedArray) = A.parent
function _rs_linear(A::ReshapedArray, I::Tuple)
    lin = 0
    s = 1
    for d in 1:length(I)
        n = d <= ndims(A) ? A.dims[d] : 1
        i = I[d]
        ((i < 1) | (i > n)) && throw(BoundsError(A, I))
        lin += (i - 1) * s
        s *= n
    end
    return lin + 1
end
function getindex(A::ReshapedArray, i::Int64)
    ((i < 1) | (i > length(A))) && throw(BoundsError(A, (i,)))
    return A.parent[i]
end
getindex(A::ReshapedArray, i::Int64, j::Int64, K::Int64...) = A.parent[_rs_linear(A, (i, j, K...))]
_rs_setindex!(p::AbstractRange, x, i::Int64) =
    error("indexed assignment fails for a reshaped range; consider calling collect")
_rs_setindex!(p, x, i::Int64) = (p[i] = x)
function setindex!(A::ReshapedArray, x, i::Int64)
    ((i < 1) | (i > length(A))) && throw(BoundsError(A, (i,)))
    _rs_setindex!(A.parent, x, i)
    return A
end
setindex!(A::ReshapedArray, x, i::Int64, j::Int64, K::Int64...) =
    (_rs_setindex!(A.parent, x, _rs_linear(A, (i, j, K...))); A)
iterate(A::ReshapedArray) = length(A) == 0 ? nothing : (A.parent[1], 2)
iterate(A::ReshapedArray, i::Int64) = i > length(A) ? nothing : (A.parent[i], i + 1)
function collect(A::ReshapedArray{T,N}) where {T,N}   # an Array of the same shape
    a = Array{T,1}(undef, length(A))
    for i in 1:length(A)
        arrayset(a, A.parent[i], i)
    end
    return N == 1 ? a : reshape(a, A.dims)
end
copy(A::ReshapedArray) = collect(A)
# any vector is its own vec; other arrays reshape to their length (Julia's vec)
vec(A::AbstractVector) = A
vec(A::AbstractArray) = reshape(A, length(A))
vec(A::ReshapedArray{T,1}) where {T} = A
vec(A::ReshapedArray) = A.parent isa AbstractVector ? A.parent : reshape(A, length(A))

# summary: "2×3 reshape(::UnitRange{Int64}, 2, 3) with eltype Int64" (Julia's showarg)
function _showarg(io::IO, A::ReshapedArray)
    print(io, "reshape(")
    _showarg(io, A.parent)
    for d in A.dims
        print(io, ", ", d)
    end
    print(io, ")")
end
summary(io::IO, A::ReshapedArray) =
    (_print_dims(io, A); _showarg(io, A); print(io, " with eltype "); show(io, eltype(A)))
