# diagonal.jl — LinearAlgebra's Diagonal (1.7's stdlib/LinearAlgebra/src/diagonal.jl): a
# square matrix stored as its diagonal vector. It indexes as the full matrix (zero off the
# diagonal), displays its structural zeros as a centered ⋅, keeps its structure through
# +, -, *, scalar products, inv, powers, adjoint and transpose, solves by division, and
# multiplies vectors and matrices by scaling their rows (D * A) or columns (A * D).
# `I(n)` is Diagonal(fill(true, n)), as in 1.7.

# (a name of Base's own, so the type prints as LinearAlgebra.Diagonal until `using
# LinearAlgebra`, as in Julia)
const _Diag = LinearAlgebra.Diagonal

_Diag(v::AbstractVector{T}) where {T} = _Diag{T,typeof(v)}(v)
_Diag(A::AbstractMatrix) = _Diag(diag(A))
_Diag{T}(v::AbstractVector) where {T} = _Diag(convert(AbstractVector{T}, v))
(J::UniformScaling)(n::Integer) = _Diag(fill(J.λ, Int64(n)))

size(D::_Diag) = (length(D.diag), length(D.diag))
function getindex(D::_Diag{T}, i::Int64, j::Int64) where {T}
    n = length(D.diag)
    (1 <= i <= n && 1 <= j <= n) || throw(BoundsError(D, (i, j)))
    return i == j ? D.diag[i] : zero(T)
end
function getindex(D::_Diag, k::Int64)
    n = length(D.diag)
    (1 <= k <= n * n) || throw(BoundsError(D, (k,)))
    return D[(k - 1) % n + 1, (k - 1) ÷ n + 1]
end
function setindex!(D::_Diag, v, i::Int64, j::Int64)
    n = length(D.diag)
    (1 <= i <= n && 1 <= j <= n) || throw(BoundsError(D, (i, j)))
    if i == j
        D.diag[i] = v
    elseif !iszero(v)
        throw(ArgumentError("cannot set off-diagonal entry ($i, $j) to a nonzero value ($v)"))
    end
    return D
end
isassigned(D::_Diag, k::Int64) = 1 <= k <= length(D)
_replace_in_print_matrix(D::_Diag, i::Int64, j::Int64, s::String) =
    i == j ? s : _centered_mark(s)

diag(D::_Diag) = copy(D.diag)
copy(D::_Diag) = _Diag(copy(D.diag))
similar(D::_Diag, ::Type{T}) where {T} = _Diag(similar(D.diag, T))
function Array{T,2}(D::_Diag) where {T}
    n = length(D.diag)
    M = zeros(T, n, n)
    for i in 1:n
        M[i, i] = D.diag[i]
    end
    return M
end
Matrix(D::_Diag{T}) where {T} = Array{T,2}(D)
Array(D::_Diag{T}) where {T} = Array{T,2}(D)
collect(D::_Diag{T}) where {T} = Array{T,2}(D)

==(A::_Diag, B::_Diag) = A.diag == B.diag
isdiag(D::_Diag) = true
issymmetric(D::_Diag{<:Real}) = true
istriu(D::_Diag) = true
istril(D::_Diag) = true

# structure kept
+(A::_Diag, B::_Diag) = _Diag(A.diag + B.diag)
-(A::_Diag, B::_Diag) = _Diag(A.diag - B.diag)
-(D::_Diag) = _Diag(-D.diag)
*(A::_Diag, B::_Diag) = _Diag(A.diag .* B.diag)
*(x::Number, D::_Diag) = _Diag(x * D.diag)
*(D::_Diag, x::Number) = _Diag(D.diag * x)
/(D::_Diag, x::Number) = _Diag(D.diag / x)
+(D::_Diag, J::UniformScaling) = _Diag(D.diag .+ J.λ)
+(J::UniformScaling, D::_Diag) = _Diag(J.λ .+ D.diag)
-(D::_Diag, J::UniformScaling) = _Diag(D.diag .- J.λ)
-(J::UniformScaling, D::_Diag) = _Diag(J.λ .- D.diag)
*(D::_Diag, J::UniformScaling) = _Diag(D.diag .* J.λ)
*(J::UniformScaling, D::_Diag) = _Diag(J.λ .* D.diag)
adjoint(D::_Diag) = _Diag(adjoint.(D.diag))
transpose(D::_Diag) = _Diag(transpose.(D.diag))
conj(D::_Diag) = _Diag(conj(D.diag))
^(D::_Diag, p::Integer) = _Diag(D.diag .^ p)
^(D::_Diag, p::Real) = _Diag(D.diag .^ p)

# scaling rows or columns
*(D::_Diag, v::AbstractVector) = (_diag_check(D, length(v)); D.diag .* v)
*(D::_Diag, A::AbstractMatrix) = (_diag_check(D, size(A, 1)); D.diag .* A)
*(A::AbstractMatrix, D::_Diag) = (_diag_check_cols(A, D); A .* permutedims(D.diag))
function _diag_check(D::_Diag, m::Int64)
    n = length(D.diag)
    n == m || throw(DimensionMismatch("second dimension of D, $n, does not match the first of B, $m"))
end
function _diag_check_cols(A::AbstractMatrix, D::_Diag)
    n = length(D.diag)
    size(A, 2) == n || throw(DimensionMismatch("second dimension of A, $(size(A, 2)), does not match the first of B, $n"))
end

# solving and inverting: a zero on the diagonal is singular
function _diag_nonsingular(D::_Diag)
    for i in 1:length(D.diag)
        iszero(D.diag[i]) && throw(LinearAlgebra.SingularException(i))
    end
end
inv(D::_Diag) = (_diag_nonsingular(D); _Diag(inv.(D.diag)))
\(D::_Diag, v::AbstractVector) = (_diag_nonsingular(D); _diag_check(D, length(v)); D.diag .\ v)
\(D::_Diag, A::AbstractMatrix) = (_diag_nonsingular(D); _diag_check(D, size(A, 1)); D.diag .\ A)
\(A::_Diag, B::_Diag) = (_diag_nonsingular(A); _Diag(A.diag .\ B.diag))
/(A::AbstractMatrix, D::_Diag) = (_diag_nonsingular(D); _diag_check_cols(A, D); A ./ permutedims(D.diag))
det(D::_Diag) = prod(D.diag)
tr(D::_Diag) = sum(D.diag)
