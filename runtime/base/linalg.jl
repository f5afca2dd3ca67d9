# linalg.jl — the linear algebra Base needs for everyday scripts: adjoint/transpose of
# numbers (the lazy array wrappers are in adjtrans.jl), permutedims, and matrix-matrix /
# matrix-vector products with Julia's DimensionMismatch text.

# LinearAlgebra's types, so they print as Julia's do (LinearAlgebra.SingularException(2));
# their methods are Base's. The lazy wrappers are described in adjtrans.jl.
module LinearAlgebra
export Adjoint, Transpose, SingularException, Diagonal, Factorization, LU, Cholesky, Eigen,
       SVD, Symmetric, Hermitian, UpperTriangular, LowerTriangular, PosDefException,
       LAPACKException
struct Adjoint{T,S} <: AbstractMatrix{T}
    parent::S   # the wrapped vector or matrix
end
struct Transpose{T,S} <: AbstractMatrix{T}
    parent::S   # the wrapped vector or matrix
end
# a square matrix that is zero off its diagonal (methods in diagonal.jl)
struct Diagonal{T,V<:AbstractVector} <: AbstractMatrix{T}
    diag::V   # the diagonal
end
# a factorisation met an exactly zero pivot: info is its column
struct SingularException <: Exception
    info::Int64
end
# Cholesky met a non-positive pivot (info its column) or a non-Hermitian matrix (info -1)
struct PosDefException <: Exception
    info::Int64
end
# a LAPACK routine reported failure info > 0 (methods in lapack.jl)
struct LAPACKException <: Exception
    info::Int64
end
# the results of lu, cholesky, eigen and svd (methods in lapack.jl)
abstract type Factorization{T} end
struct LU{T,S<:AbstractMatrix} <: Factorization{T}
    factors::S           # L below the diagonal (unit diagonal implied), U on and above
    ipiv::Vector{Int64}  # row i was swapped with row ipiv[i]
    info::Int64          # 0, or the first zero pivot's column
end
struct Cholesky{T,S<:AbstractMatrix} <: Factorization{T}
    factors::S   # the factor in the triangle named by uplo
    uplo::Char
    info::Int64
end
struct Eigen{T,V,S<:AbstractMatrix,U<:AbstractVector} <: Factorization{T}
    values::U
    vectors::S
end
struct SVD{T,Tr,M<:AbstractArray} <: Factorization{T}
    U::M
    S::Vector{Tr}
    Vt::M
end
# views of a square matrix as symmetric / Hermitian from the triangle uplo ('U' or 'L'),
# and of its upper or lower triangle (zeros elsewhere)
struct Symmetric{T,S<:AbstractMatrix} <: AbstractMatrix{T}
    data::S
    uplo::Char
end
struct Hermitian{T,S<:AbstractMatrix} <: AbstractMatrix{T}
    data::S
    uplo::Char
end
struct UpperTriangular{T,S<:AbstractMatrix} <: AbstractMatrix{T}
    data::S
end
struct LowerTriangular{T,S<:AbstractMatrix} <: AbstractMatrix{T}
    data::S
end
end

adjoint(x::Real) = x
transpose(x::Number) = x
function _transpose_copy(a::Array{T,2}, f) where {T}
    m = size(a, 1)
    n = size(a, 2)
    b = Array{T,2}(undef, n, m)
    for j in 1:n
        for i in 1:m
            b[j, i] = f(a[i, j])
        end
    end
    return b
end
permutedims(a::Array{T,2}) where {T} = _transpose_copy(a, identity)
permutedims(v::Array{T,1}) where {T} = _transpose_copy(reshape(v, length(v), 1), identity)

function _matmul_check(ma::Int64, na::Int64, mb::Int64, nb::Int64)
    na != mb && throw(DimensionMismatch(string("matrix A has dimensions (", ma, ",", na,
                                               "), matrix B has dimensions (", mb, ",", nb, ")")))
end
function *(A::AbstractMatrix{S}, B::AbstractMatrix{T}) where {S,T}
    m = size(A, 1)
    k = size(A, 2)
    n = size(B, 2)
    _matmul_check(m, k, size(B, 1), n)
    R = Array{typeof(zero(S) * zero(T) + zero(S) * zero(T)),2}(undef, m, n)
    for j in 1:n
        for i in 1:m
            s = zero(S) * zero(T)
            for l in 1:k
                s += A[i, l] * B[l, j]
            end
            R[i, j] = s
        end
    end
    return R
end
function *(A::AbstractMatrix{S}, v::AbstractVector{T}) where {S,T}
    m = size(A, 1)
    k = size(A, 2)
    length(v) != k && throw(DimensionMismatch(string("second dimension of A, ", k,
                                                     ", does not match length of x, ", length(v))))
    R = Array{typeof(zero(S) * zero(T) + zero(S) * zero(T)),1}(undef, m)
    for i in 1:m
        s = zero(S) * zero(T)
        for l in 1:k
            s += A[i, l] * v[l]
        end
        R[i] = s
    end
    return R
end
*(v::Array{S,1}, A::Array{T,2}) where {S,T} = reshape(v, length(v), 1) * A

# ---------------------------------------------------------------- LinearAlgebra basics
# tr, dot and norm (`using LinearAlgebra` resolves to Base); det, inv, \ and the
# factorisations are in lapack.jl, on LAPACK for Float64 and on the generic LU below (with
# partial pivoting, as Julia's generic_lufact!) for other element types.
function checksquare(A::AbstractMatrix)
    size(A, 1) == size(A, 2) ||
        throw(DimensionMismatch(string("matrix is not square: dimensions are ", size(A))))
    return size(A, 1)
end
function tr(A::Array{T,2}) where {T}
    n = checksquare(A)
    s = zero(T)
    for i in 1:n
        s += A[i, i]
    end
    return s
end
tr(x::Number) = x
function dot(x::AbstractArray, y::AbstractArray)
    n = length(x)
    n == length(y) || throw(DimensionMismatch(string("first array has length ", n,
        " which does not match the length of the second, ", length(y), ".")))
    n == 0 && return dot(zero(eltype(x)), zero(eltype(y)))
    s = dot(x[1], y[1])
    for i in 2:n
        s += dot(x[i], y[i])
    end
    return s
end
dot(x::Number, y::Number) = conj(x) * y
# the 2-norm as Julia's generic_norm2: the plain sum of squares when it cannot overflow or
# underflow, else scaled by the largest magnitude; p-norms by their definitions
function norm(x::AbstractArray, p::Real = 2)
    isempty(x) && return float(real(zero(eltype(x))))
    if p == 2
        m = float(maximum(abs, x))
        (m == 0 || isinf(m)) && return m
        if isfinite(length(x) * m * m) && m * m != 0
            s = zero(m)
            for v in x
                s += abs2(v)
            end
            return sqrt(s)
        end
        s = zero(m)
        for v in x
            s += abs2(v / m)
        end
        return m * sqrt(s)
    elseif p == Inf
        return float(maximum(abs, x))
    elseif p == -Inf
        return float(minimum(abs, x))
    elseif p == 1
        s = float(abs(x[1]))
        for i in 2:length(x)
            s += abs(x[i])
        end
        return s
    elseif p == 0
        return float(count(!iszero, x))
    end
    s = zero(float(abs(x[1])))
    for v in x
        s += abs(v)^p
    end
    return s^(1 / p)
end
norm(x::Number, p::Real = 2) = float(abs(x))

# LU with partial pivoting in place (element types LAPACK lacks): (LU, pivots, sign,
# first singular column)
function _lu!(A::Array{T,2}) where {T}
    n = checksquare(A)
    piv = collect(1:n)
    sgn = 1
    info = 0
    for k in 1:n
        p = k
        amax = abs(A[k, k])
        for i in k+1:n
            a = abs(A[i, k])
            if a > amax
                amax = a
                p = i
            end
        end
        piv[k] = p
        if A[p, k] == 0
            info == 0 && (info = k)
            continue
        end
        if p != k
            sgn = -sgn
            for j in 1:n
                A[k, j], A[p, j] = A[p, j], A[k, j]
            end
        end
        r = 1 / A[k, k]
        for i in k+1:n
            A[i, k] *= r
        end
        for j in k+1:n
            akj = A[k, j]
            for i in k+1:n
                A[i, j] -= A[i, k] * akj
            end
        end
    end
    return (A, piv, sgn, info)
end
# solve with a factorisation: permute, forward (unit L), back (U)
function _lu_solve!(F::Array{T,2}, piv::Vector{Int64}, b::Array{T}) where {T}
    n = size(F, 1)
    for c in 1:size(b, 2)
        for k in 1:n
            p = piv[k]
            p != k && ((b[k, c], b[p, c]) = (b[p, c], b[k, c]))
        end
        for i in 2:n
            s = b[i, c]
            for j in 1:i-1
                s -= F[i, j] * b[j, c]
            end
            b[i, c] = s
        end
        for i in n:-1:1
            s = b[i, c]
            for j in i+1:n
                s -= F[i, j] * b[j, c]
            end
            b[i, c] = s / F[i, i]
        end
    end
    return b
end
# ---------------------------------------------------------------- integer powers
function isone(A::AbstractMatrix)
    m, n = size(A)
    m == n || return false
    for j in 1:n, i in 1:m
        (i == j ? isone(A[i, j]) : iszero(A[i, j])) || return false
    end
    return true
end
# (power_by_squaring's error for a negative power of an integer matrix)
throw_domerr_powbysq(::AbstractMatrix, p) = throw(DomainError(p, string(
    "Cannot raise an integer matrix x to a negative power ", p, ".\n",
    "Make x a float matrix by adding a zero decimal (e.g., [2.0 1.0;1.0 0.0]^", p,
    " instead of [2 1;1 0]^", p, "), or write float(x)^", p, " or Rational.(x)^", p)))
function ^(A::Matrix{T}, p::Integer) where {T<:Integer}
    checksquare(A)
    return power_by_squaring(A, p)   # (negative powers only of ±I)
end
function ^(A::AbstractMatrix, p::Integer)
    checksquare(A)
    return p < 0 ? power_by_squaring(inv(A), -p) : power_by_squaring(A, p)
end
