# adjtrans.jl — LinearAlgebra's lazy Adjoint and Transpose wrappers (Julia 1.7's
# stdlib/LinearAlgebra/src/adjtrans.jl): `v'` and `transpose(A)` share the parent's
# elements (a vector becomes a 1×n row), `adjoint` conjugates each element as it is read,
# the adjoint of an adjoint is the parent again, copy materialises a Matrix (a row vector
# stays a wrapper around a copied vector). The types live in a LinearAlgebra module, so
# they print as LinearAlgebra.Adjoint{Int64, Vector{Int64}} until `using LinearAlgebra`;
# display's header is "1×3 adjoint(::Vector{Int64}) with eltype Int64". Products: a row
# times a vector is a dot product, a vector times a row the outer product, and a row
# times a matrix stays a row; + and scalar * of rows stay rows, as Julia's
# broadcast_preserving_zero_d methods for them do.

module LinearAlgebra
export Adjoint, Transpose
struct Adjoint{T,S} <: AbstractMatrix{T}
    parent::S   # the wrapped vector or matrix
end
struct Transpose{T,S} <: AbstractMatrix{T}
    parent::S   # the wrapped vector or matrix
end
end

const _AdjOrTrans = Union{LinearAlgebra.Adjoint,LinearAlgebra.Transpose}
const _AdjVec = LinearAlgebra.Adjoint{<:Any,<:AbstractVector}
const _TrVec = LinearAlgebra.Transpose{<:Any,<:AbstractVector}
const _AdjOrTransVec = Union{_AdjVec,_TrVec}
const _AdjOrTransMat = Union{LinearAlgebra.Adjoint{<:Any,<:AbstractMatrix},
                             LinearAlgebra.Transpose{<:Any,<:AbstractMatrix}}

# the element type a wrapper reads: a number's own type, a nested array's wrapper type
_adj_eltype(::Type{T}) where {T<:Number} = T
_adj_eltype(::Type{T}) where {T<:AbstractVecOrMat} = LinearAlgebra.Adjoint{_adj_eltype(eltype(T)),T}
_adj_eltype(::Type{T}) where {T} = T
_tr_eltype(::Type{T}) where {T<:Number} = T
_tr_eltype(::Type{T}) where {T<:AbstractVecOrMat} = LinearAlgebra.Transpose{_tr_eltype(eltype(T)),T}
_tr_eltype(::Type{T}) where {T} = T

# the constructors always wrap (the lowercase functions unwrap)
LinearAlgebra.Adjoint(A) =
    Core._splatnew(LinearAlgebra.Adjoint{_adj_eltype(eltype(A)),typeof(A)}, (A,))
LinearAlgebra.Transpose(A) =
    Core._splatnew(LinearAlgebra.Transpose{_tr_eltype(eltype(A)),typeof(A)}, (A,))

adjoint(A::AbstractVecOrMat) = LinearAlgebra.Adjoint(A)
transpose(A::AbstractVecOrMat) = LinearAlgebra.Transpose(A)
adjoint(A::LinearAlgebra.Adjoint) = A.parent
transpose(A::LinearAlgebra.Transpose) = A.parent
adjoint(A::LinearAlgebra.Transpose{<:Real}) = A.parent
transpose(A::LinearAlgebra.Adjoint{<:Real}) = A.parent

_wrapperop(::LinearAlgebra.Adjoint) = adjoint
_wrapperop(::LinearAlgebra.Transpose) = transpose

parent(A::_AdjOrTrans) = A.parent
size(v::_AdjOrTransVec) = (1, length(v.parent))
size(A::_AdjOrTransMat) = (size(A.parent, 2), size(A.parent, 1))
length(A::_AdjOrTrans) = length(A.parent)
axes(A::_AdjOrTrans) = map(OneTo, size(A))
vec(v::LinearAlgebra.Transpose{<:Number,<:AbstractVector}) = v.parent
vec(v::LinearAlgebra.Adjoint{<:Real,<:AbstractVector}) = v.parent

# ---------------------------------------------------------------- indexing
function getindex(v::_AdjOrTransVec, i::Int64)
    ((i < 1) | (i > length(v.parent))) && throw(BoundsError(v, (i,)))
    return _wrapperop(v)(v.parent[i])
end
function getindex(v::_AdjOrTransVec, i::Int64, j::Int64)
    ((i != 1) | (j < 1) | (j > length(v.parent))) && throw(BoundsError(v, (i, j)))
    return _wrapperop(v)(v.parent[j])
end
function getindex(A::_AdjOrTransMat, i::Int64, j::Int64)
    m, n = size(A)
    ((i < 1) | (i > m) | (j < 1) | (j > n)) && throw(BoundsError(A, (i, j)))
    return _wrapperop(A)(A.parent[j, i])
end
function getindex(A::_AdjOrTransMat, k::Int64)     # linear, column-major over A
    ((k < 1) | (k > length(A))) && throw(BoundsError(A, (k,)))
    m = size(A, 1)
    return A[rem(k - 1, m) + 1, div(k - 1, m) + 1]
end
getindex(v::_AdjOrTransVec, ::Colon, is::AbstractArray{Int64}) = _wrapperop(v)(v.parent[is])
getindex(v::_AdjOrTransVec, ::Colon, ::Colon) = _wrapperop(v)(v.parent[:])
getindex(A::_AdjOrTrans, ::Colon) = vec(collect(A))

function setindex!(v::_AdjOrTransVec, x, i::Int64)
    ((i < 1) | (i > length(v.parent))) && throw(BoundsError(v, (i,)))
    v.parent[i] = _wrapperop(v)(x)
    return v
end
function setindex!(v::_AdjOrTransVec, x, i::Int64, j::Int64)
    ((i != 1) | (j < 1) | (j > length(v.parent))) && throw(BoundsError(v, (i, j)))
    v.parent[j] = _wrapperop(v)(x)
    return v
end
function setindex!(A::_AdjOrTransMat, x, i::Int64, j::Int64)
    m, n = size(A)
    ((i < 1) | (i > m) | (j < 1) | (j > n)) && throw(BoundsError(A, (i, j)))
    A.parent[j, i] = _wrapperop(A)(x)
    return A
end
function setindex!(A::_AdjOrTransMat, x, k::Int64)
    ((k < 1) | (k > length(A))) && throw(BoundsError(A, (k,)))
    m = size(A, 1)
    A[rem(k - 1, m) + 1, div(k - 1, m) + 1] = x
    return A
end
isassigned(A::_AdjOrTrans, k::Int64) = 1 <= k <= length(A)

iterate(A::_AdjOrTrans) = length(A) == 0 ? nothing : (A[1], 2)
iterate(A::_AdjOrTrans, k::Int64) = k > length(A) ? nothing : (A[k], k + 1)

# ---------------------------------------------------------------- copies
collect(A::LinearAlgebra.Adjoint{T}) where {T} = _adjtrans_collect(A)
collect(A::LinearAlgebra.Transpose{T}) where {T} = _adjtrans_collect(A)
function _adjtrans_collect(A::_AdjOrTrans)
    m, n = size(A)
    B = Array{eltype(A),2}(undef, m, n)
    for j in 1:n, i in 1:m
        B[i, j] = A[i, j]
    end
    return B
end
copy(A::_AdjOrTransMat) = collect(A)
copy(v::_AdjOrTransVec) = _wrapperop(v)(copy(v.parent))
similar(v::_AdjOrTransVec) = _wrapperop(v)(similar(v.parent))
similar(A::_AdjOrTransMat) = Array{eltype(A),2}(undef, size(A))
convert(::Type{Array{T,2}}, A::_AdjOrTrans) where {T} = copyto!(Array{T,2}(undef, size(A)), A)
conj(A::LinearAlgebra.Transpose) = adjoint(A.parent)
conj(A::LinearAlgebra.Adjoint) = transpose(A.parent)

# ---------------------------------------------------------------- printing
function _showarg(io::IO, A::LinearAlgebra.Adjoint)
    print(io, "adjoint(")
    _showarg(io, A.parent)
    print(io, ")")
end
function _showarg(io::IO, A::LinearAlgebra.Transpose)
    print(io, "transpose(")
    _showarg(io, A.parent)
    print(io, ")")
end
summary(io::IO, A::_AdjOrTrans) =
    (_print_dims(io, A); _showarg(io, A); print(io, " with eltype "); show(io, eltype(A)))

# ---------------------------------------------------------------- arithmetic
-(A::LinearAlgebra.Adjoint) = LinearAlgebra.Adjoint(-A.parent)
-(A::LinearAlgebra.Transpose) = LinearAlgebra.Transpose(-A.parent)
tr(A::LinearAlgebra.Adjoint) = adjoint(tr(A.parent))
tr(A::LinearAlgebra.Transpose) = transpose(tr(A.parent))

# row ± row and number * row stay rows: f works on the rows' elements, the parents'
# elements read through the wrapper's operation
function _row_bcast(op, f, a, b)
    pa = a isa Number ? op(a) : a.parent
    pb = b isa Number ? op(b) : b.parent
    return op(broadcast((x, y) -> op(f(op(x), op(y))), pa, pb))
end
_row_bcast(op, f, a) = op(broadcast(x -> op(f(op(x))), a.parent))
+(a::_AdjVec, b::_AdjVec) = (promote_shape(a, b); _row_bcast(adjoint, +, a, b))
-(a::_AdjVec, b::_AdjVec) = (promote_shape(a, b); _row_bcast(adjoint, -, a, b))
*(x::Number, a::_AdjVec) = _row_bcast(adjoint, *, x, a)
*(a::_AdjVec, x::Number) = _row_bcast(adjoint, *, a, x)
/(a::_AdjVec, x::Number) = _row_bcast(adjoint, /, a, x)
map(f, a::_AdjVec) = _row_bcast(adjoint, f, a)
+(a::_TrVec, b::_TrVec) = (promote_shape(a, b); _row_bcast(transpose, +, a, b))
-(a::_TrVec, b::_TrVec) = (promote_shape(a, b); _row_bcast(transpose, -, a, b))
*(x::Number, a::_TrVec) = _row_bcast(transpose, *, x, a)
*(a::_TrVec, x::Number) = _row_bcast(transpose, *, a, x)
/(a::_TrVec, x::Number) = _row_bcast(transpose, /, a, x)
map(f, a::_TrVec) = _row_bcast(transpose, f, a)

# row * vector: a number (dot conjugates; transpose does not)
*(u::LinearAlgebra.Adjoint{<:Number,<:AbstractVector}, v::AbstractVector{<:Number}) = dot(u.parent, v)
*(u::LinearAlgebra.Adjoint{T,<:AbstractVector}, v::AbstractVector{S}) where {T,S} = _row_dot(u, v)
*(u::LinearAlgebra.Transpose{T,<:AbstractVector}, v::AbstractVector{S}) where {T,S} = _row_dot(u, v)
function _row_dot(u, v)
    n = length(u)
    n == length(v) || throw(DimensionMismatch(string("first array has length ", n,
        " which does not match the length of the second, ", length(v), ".")))
    n == 0 && return zero(eltype(u)) * zero(eltype(v))
    s = u[1] * v[1]
    for k in 2:n
        s += u[k] * v[k]
    end
    return s
end
# vector * row: the outer product
*(u::AbstractVector{T}, v::LinearAlgebra.Adjoint{S,<:AbstractVector}) where {T,S} = broadcast(*, u, v)
*(u::AbstractVector{T}, v::LinearAlgebra.Transpose{S,<:AbstractVector}) where {T,S} = broadcast(*, u, v)
# row * matrix stays a row
*(u::LinearAlgebra.Adjoint{T,<:AbstractVector}, A::AbstractMatrix{S}) where {T,S} = adjoint(adjoint(A) * u.parent)
*(u::LinearAlgebra.Transpose{T,<:AbstractVector}, A::AbstractMatrix{S}) where {T,S} = transpose(transpose(A) * u.parent)
*(u::_AdjVec, v::_AdjVec) = throw(MethodError(*, (u, v)))
*(u::_TrVec, v::_TrVec) = throw(MethodError(*, (u, v)))

# a BitVector/BitMatrix wraps like any array (more specific than bitarray.jl's copying
# methods for any BitArray)
adjoint(B::BitArray{1}) = LinearAlgebra.Adjoint(B)
adjoint(B::BitArray{2}) = LinearAlgebra.Adjoint(B)
transpose(B::BitArray{1}) = LinearAlgebra.Transpose(B)
transpose(B::BitArray{2}) = LinearAlgebra.Transpose(B)
