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

# (the LinearAlgebra module holding the two types is defined in linalg.jl)

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
# similar keeps a row a row (so cumsum(v'; dims=2) is a row, as 1.7's accumulate), a
# wrapped matrix becomes a Matrix; with dims it is always a plain Array
similar(v::LinearAlgebra.Adjoint{T,<:AbstractVector}) where {T} = adjoint(similar(v.parent))
similar(v::LinearAlgebra.Transpose{T,<:AbstractVector}) where {T} = transpose(similar(v.parent))
similar(v::LinearAlgebra.Adjoint{T,<:AbstractVector}, ::Type{S}) where {T,S} =
    adjoint(similar(v.parent, S))
similar(v::LinearAlgebra.Transpose{T,<:AbstractVector}, ::Type{S}) where {T,S} =
    transpose(similar(v.parent, S))
similar(A::LinearAlgebra.Adjoint{T,<:AbstractMatrix}) where {T} = Array{T,2}(undef, size(A))
similar(A::LinearAlgebra.Transpose{T,<:AbstractMatrix}) where {T} = Array{T,2}(undef, size(A))
similar(A::_AdjOrTrans, dims::Int64...) = Array{eltype(A)}(undef, dims...)
similar(A::_AdjOrTrans, dims::Tuple{Vararg{Int64}}) = Array{eltype(A)}(undef, dims...)
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

# ---------------------------------------------------------------- concatenation
# 1.7 keeps the wrapper when rows are joined side by side: hcat of adjoint rows (and
# numbers) is the adjoint of the vcat of their parents, so [v' w'] and [1 v' 2] are
# 1×n Adjoint rows; the same for transposes. Mixed rows, rows with matrices, and vcat
# (two rows stacked) give a Matrix through the generic concatenation.
_rows_hcat(op, xs::Tuple) = op(vcat(map(op, xs)...))
_rows_typed_hcat(op, ::Type{T}, xs::Tuple) where {T} = op(typed_vcat(T, map(op, xs)...))
hcat(a::_AdjVec, as::Union{Number,_AdjVec}...) = _rows_hcat(adjoint, (a, as...))
hcat(a::_TrVec, as::Union{Number,_TrVec}...) = _rows_hcat(transpose, (a, as...))
# a leading number: a row only when every argument is a number or a row of one kind
function hcat(x::Number, as::Union{Number,_AdjOrTransVec}...)
    xs = (x, as...)
    k = _rows_kind(xs)
    k === :adjoint && return _rows_hcat(adjoint, xs)
    k === :transpose && return _rows_hcat(transpose, xs)
    _cat_vecormat_check(2, xs)
    return _cat_along(2, xs, false)
end
typed_hcat(::Type{T}, a::_AdjVec, as::Union{Number,_AdjVec}...) where {T} =
    _rows_typed_hcat(adjoint, T, (a, as...))
typed_hcat(::Type{T}, a::_TrVec, as::Union{Number,_TrVec}...) where {T} =
    _rows_typed_hcat(transpose, T, (a, as...))
function typed_hcat(::Type{T}, x::Number, as::Union{Number,_AdjOrTransVec}...) where {T}
    xs = (x, as...)
    k = _rows_kind(xs)
    k === :adjoint && return _rows_typed_hcat(adjoint, T, xs)
    k === :transpose && return _rows_typed_hcat(transpose, T, xs)
    return _as_eltype(T, hcat(_typed_args(T, xs)...))
end
# :adjoint / :transpose when xs are numbers and rows of that one kind (at least one row)
function _rows_kind(xs::Tuple)
    adj = false
    tr = false
    for x in xs
        if x isa _AdjVec
            adj = true
        elseif x isa _TrVec
            tr = true
        end
    end
    adj && !tr && return :adjoint
    tr && !adj && return :transpose
    return :none
end

# broadcast(f, ...) called as a function (not the dot syntax) over rows and numbers keeps
# the row, as 1.7's broadcast(f, avs::Union{Number,AdjointAbsVec}...): f sees the rows'
# elements, computed over the parents (a number enters conjugated for adjoint rows)
function _rows_broadcast(op, f, xs::Tuple)
    ps = map(x -> x isa Number ? op(x) : x.parent, xs)
    return op(broadcast((ys...) -> op(f(map(op, ys)...)), ps...))
end
broadcast(f, a::_AdjVec, as::Union{Number,_AdjVec}...) = _rows_broadcast(adjoint, f, (a, as...))
broadcast(f, a::_TrVec, as::Union{Number,_TrVec}...) = _rows_broadcast(transpose, f, (a, as...))
broadcast(f, x::Number, a::_AdjVec, as::Union{Number,_AdjVec}...) =
    _rows_broadcast(adjoint, f, (x, a, as...))
broadcast(f, x::Number, a::_TrVec, as::Union{Number,_TrVec}...) =
    _rows_broadcast(transpose, f, (x, a, as...))

# a BitVector/BitMatrix wraps like any array (more specific than bitarray.jl's copying
# methods for any BitArray)
adjoint(B::BitArray{1}) = LinearAlgebra.Adjoint(B)
adjoint(B::BitArray{2}) = LinearAlgebra.Adjoint(B)
transpose(B::BitArray{1}) = LinearAlgebra.Transpose(B)
transpose(B::BitArray{2}) = LinearAlgebra.Transpose(B)
