# lapack.jl — LinearAlgebra's factorisations on LAPACK: lu, det, inv and \ (getrf, getrs,
# getri, trtrs), cholesky (potrf), eigvals/eigen of symmetric matrices (syevr) and
# eigvals of general ones (geev), svd/svdvals (gesdd) and what stands on them (rank, pinv,
# opnorm), with the objects and their display as Julia 1.7 has them.
#
# The library is Debian's OpenBLAS, opened at the first call (`ccall((:name, lib), ...)`
# dlopens it then), so neither jolt nor an executable links it unless a program factors a
# matrix. Debian builds it LP64: its integers are Int32, passed by reference (Fortran), as
# are the character options (each followed by its hidden length). Float64 matrices (and
# integer ones, converted) go to LAPACK; other element types (Rational, BigFloat, Float32)
# keep the generic LU of linalg.jl, as Julia has a generic LU of its own for them.

const _lapack = "libopenblas.so.0"

const _LA = LinearAlgebra
const _BlasMat = Matrix{Float64}

# an illegal argument (info < 0) is a bug of the caller, as Julia's chkargsok reports it
_chkargs(info) = info < 0 ? throw(ArgumentError(string("invalid argument #", -info,
                                                        " to LAPACK call"))) : nothing
_chklapack(info) = (_chkargs(info); info > 0 && throw(_LA.LAPACKException(info)); nothing)
showerror(io::IO, e::_LA.LAPACKException) = print(io, "LinearAlgebra.LAPACKException(", e.info, ")")

function showerror(io::IO, ex::_LA.PosDefException)
    print(io, "PosDefException: matrix is not ")
    print(io, ex.info == -1 ? "Hermitian" : "positive definite")
    print(io, "; Cholesky factorization failed.")
end

# Julia's element type for a factorisation of T (Int -> Float64, Rational stays)
_factor_type(::Type{T}) where {T} = typeof(zero(T) / one(T))
_factor_copy(A::AbstractMatrix{T}) where {T} =
    copyto!(Matrix{_factor_type(T)}(undef, size(A, 1), size(A, 2)), A)

# ---------------------------------------------------------------- LAPACK calls
# LAPACK's workspace protocol: call(work, -1) leaves the size it wants in work[1], then
# call(work, length(work)) runs with that much
function _with_work(call)
    work = Vector{Float64}(undef, 1)
    call(work, -1)
    work = Vector{Float64}(undef, max(1, Int(work[1])))
    call(work, length(work))
    return nothing
end
function _getrf!(A::_BlasMat)
    m, n = size(A)
    ipiv = Vector{Int32}(undef, min(m, n))
    info = Ref{Int32}(0)
    ccall((:dgetrf_, _lapack), Cvoid,
          (Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ref{Int32}),
          m, n, A, max(1, m), ipiv, info)
    _chkargs(info[])
    return Int64.(ipiv), Int64(info[])
end
function _getrs!(F::_BlasMat, ipiv::Vector{Int64}, B::Union{Vector{Float64},Matrix{Float64}})
    n = size(F, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("B has leading dimension ", size(B, 1),
                                                      ", but needs ", n)))
    info = Ref{Int32}(0)
    ccall((:dgetrs_, _lapack), Cvoid,
          (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32},
           Ptr{Float64}, Ref{Int32}, Ref{Int32}, Clong),
          UInt8('N'), n, size(B, 2), F, max(1, n), Int32.(ipiv), B, max(1, n), info, 1)
    _chkargs(info[])
    return B
end
function _getri!(F::_BlasMat, ipiv::Vector{Int64})
    n = size(F, 1)
    ip = Int32.(ipiv)
    _with_work() do work, lwork
        info = Ref{Int32}(0)
        ccall((:dgetri_, _lapack), Cvoid,
              (Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ptr{Float64}, Ref{Int32},
               Ref{Int32}),
              n, F, max(1, n), ip, work, lwork, info)
        _chkargs(info[])
        info[] > 0 && throw(_LA.SingularException(info[]))
    end
    return F
end
# triangular solve / inverse: uplo 'U' or 'L'; a zero on the diagonal is singular
function _trtrs!(uplo::Char, A::_BlasMat, B::Union{Vector{Float64},Matrix{Float64}})
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("B has ", size(B, 1), " rows, but needs ", n)))
    info = Ref{Int32}(0)
    ccall((:dtrtrs_, _lapack), Cvoid,
          (Ref{UInt8}, Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32},
           Ptr{Float64}, Ref{Int32}, Ref{Int32}, Clong, Clong, Clong),
          UInt8(uplo), UInt8('N'), UInt8('N'), n, size(B, 2), A, max(1, n), B, max(1, n),
          info, 1, 1, 1)
    _chkargs(info[])
    info[] > 0 && throw(_LA.SingularException(info[]))
    return B
end
function _potrf!(uplo::Char, A::_BlasMat)
    n = checksquare(A)
    info = Ref{Int32}(0)
    ccall((:dpotrf_, _lapack), Cvoid,
          (Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Clong),
          UInt8(uplo), n, A, max(1, n), info, 1)
    _chkargs(info[])
    return Int64(info[])
end
# eigenvalues (ascending) and, for jobz 'V', eigenvectors of the symmetric matrix whose
# triangle uplo A holds
function _syevr!(jobz::Char, uplo::Char, A::_BlasMat)
    n = checksquare(A)
    w = Vector{Float64}(undef, n)
    Z = Matrix{Float64}(undef, jobz == 'V' ? n : 1, jobz == 'V' ? n : 1)
    isuppz = Vector{Int32}(undef, 2 * max(1, n))
    m = Ref{Int32}(0)
    info = Ref{Int32}(0)
    work = Vector{Float64}(undef, 1)
    iwork = Vector{Int32}(undef, 1)
    lwork = -1
    liwork = -1
    for pass in 1:2   # a workspace query, then the call
        ccall((:dsyevr_, _lapack), Cvoid,
              (Ref{UInt8}, Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32},
               Ref{Float64}, Ref{Float64}, Ref{Int32}, Ref{Int32}, Ref{Float64}, Ref{Int32},
               Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ptr{Float64}, Ref{Int32},
               Ptr{Int32}, Ref{Int32}, Ref{Int32}, Clong, Clong, Clong),
              UInt8(jobz), UInt8('A'), UInt8(uplo), n, A, max(1, n), 0.0, 0.0, 0, 0, -1.0, m,
              w, Z, max(1, size(Z, 1)), isuppz, work, lwork, iwork, liwork, info, 1, 1, 1)
        _chklapack(info[])
        if pass == 1
            lwork = max(1, Int(work[1]))
            liwork = max(1, Int(iwork[1]))
            work = Vector{Float64}(undef, lwork)
            iwork = Vector{Int32}(undef, liwork)
        end
    end
    return w, Z
end
# eigenvalues of a general matrix: real and imaginary parts
function _geev!(A::_BlasMat)
    n = checksquare(A)
    wr = Vector{Float64}(undef, n)
    wi = Vector{Float64}(undef, n)
    dummy = Vector{Float64}(undef, 1)
    _with_work() do work, lwork
        info = Ref{Int32}(0)
        ccall((:dgeev_, _lapack), Cvoid,
              (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64},
               Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64},
               Ref{Int32}, Ref{Int32}, Clong, Clong),
              UInt8('N'), UInt8('N'), n, A, max(1, n), wr, wi, dummy, 1, dummy, 1, work, lwork,
              info, 1, 1)
        _chklapack(info[])
    end
    return wr, wi
end
# the thin SVD (job 'S') or the singular values alone (job 'N'), descending
function _gesdd!(job::Char, A::_BlasMat)
    m, n = size(A)
    k = min(m, n)
    S = Vector{Float64}(undef, k)
    U = Matrix{Float64}(undef, job == 'N' ? 1 : m, job == 'N' ? 1 : k)
    Vt = Matrix{Float64}(undef, job == 'N' ? 1 : k, job == 'N' ? 1 : n)
    iwork = Vector{Int32}(undef, 8 * k)
    _with_work() do work, lwork
        info = Ref{Int32}(0)
        ccall((:dgesdd_, _lapack), Cvoid,
              (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64},
               Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32},
               Ptr{Int32}, Ref{Int32}, Clong),
              UInt8(job), m, n, A, max(1, m), S, U, max(1, size(U, 1)), Vt, max(1, size(Vt, 1)),
              work, lwork, iwork, info, 1)
        _chklapack(info[])
    end
    return U, S, Vt
end

# ---------------------------------------------------------------- triangular views
const _UpperTri = _LA.UpperTriangular
const _LowerTri = _LA.LowerTriangular
const _Tri = Union{_LA.UpperTriangular,_LA.LowerTriangular}
_UpperTri(A::AbstractMatrix{T}) where {T} = (checksquare(A); _UpperTri{T,typeof(A)}(A))
_LowerTri(A::AbstractMatrix{T}) where {T} = (checksquare(A); _LowerTri{T,typeof(A)}(A))
_in_triangle(::_LA.UpperTriangular, i::Int64, j::Int64) = i <= j
_in_triangle(::_LA.LowerTriangular, i::Int64, j::Int64) = i >= j
size(A::_Tri) = size(A.data)
function getindex(A::_Tri, i::Int64, j::Int64)
    checkbounds(A.data, i, j)
    return _in_triangle(A, i, j) ? A.data[i, j] : zero(eltype(A))
end
getindex(A::_Tri, k::Int64) = A[(k - 1) % size(A, 1) + 1, (k - 1) ÷ size(A, 1) + 1]
_replace_in_print_matrix(A::_Tri, i::Int64, j::Int64, s::String) =
    _in_triangle(A, i, j) ? s : _centered_mark(s)
parent(A::_Tri) = A.data
Matrix(A::_Tri) = eltype(A)[A[i, j] for i in 1:size(A, 1), j in 1:size(A, 2)]
Array(A::_Tri) = Matrix(A)
copy(A::_Tri) = Matrix(A)
det(A::_Tri) = prod(diag(A.data))

# ---------------------------------------------------------------- Symmetric / Hermitian
const _SymHerm = Union{_LA.Symmetric,_LA.Hermitian}
const _RealSymHerm = Union{_LA.Symmetric{<:Real},_LA.Hermitian{<:Real}}
_uplo_char(uplo::Symbol) = uplo === :U ? 'U' : uplo === :L ? 'L' :
    throw(ArgumentError(string("uplo argument must be either :U (upper) or :L (lower), got ", repr(uplo))))
_LA.Symmetric(A::AbstractMatrix, uplo::Symbol = :U) =
    (checksquare(A); _LA.Symmetric{eltype(A),typeof(A)}(A, _uplo_char(uplo)))
_LA.Hermitian(A::AbstractMatrix, uplo::Symbol = :U) =
    (checksquare(A); _LA.Hermitian{eltype(A),typeof(A)}(A, _uplo_char(uplo)))
size(A::_SymHerm) = size(A.data)
_mirror(::_LA.Symmetric, x) = transpose(x)
_mirror(::_LA.Hermitian, x) = adjoint(x)
function getindex(A::_SymHerm, i::Int64, j::Int64)
    checkbounds(A.data, i, j)
    i == j && return A isa _LA.Hermitian ? real(A.data[i, i]) : A.data[i, i]
    return (A.uplo == 'U') == (i < j) ? A.data[i, j] : _mirror(A, A.data[j, i])
end
getindex(A::_SymHerm, k::Int64) = A[(k - 1) % size(A, 1) + 1, (k - 1) ÷ size(A, 1) + 1]
parent(A::_SymHerm) = A.data
Matrix(A::_SymHerm) = eltype(A)[A[i, j] for i in 1:size(A, 1), j in 1:size(A, 2)]
Array(A::_SymHerm) = Matrix(A)
copy(A::_SymHerm) = typeof(A)(copy(A.data), A.uplo)
issymmetric(A::_LA.Symmetric) = true
ishermitian(A::_LA.Hermitian) = true
ishermitian(A::AbstractMatrix{<:Real}) = issymmetric(A)
ishermitian(A::AbstractMatrix) = A == adjoint(A)
ishermitian(x::Number) = x == conj(x)
transpose(A::_LA.Symmetric) = A
adjoint(A::_LA.Hermitian) = A
adjoint(A::_LA.Symmetric{<:Real}) = A

# a factorisation as Julia displays it: its type, then each part under its label
function _show_factors(io::IO, mime, F, parts...)
    summary(io, F)
    for (label, part) in parts
        print(io, "\n", label, "\n")
        show(io, mime, part)
    end
end

# ---------------------------------------------------------------- LU
size(F::_LA.Factorization, i::Integer) = size(F)[i]
size(F::_LA.LU) = size(getfield(F, :factors))
issuccess(F::_LA.LU) = getfield(F, :info) == 0
function lu(A::AbstractMatrix; check::Bool = true)
    return lu!(_factor_copy(A); check = check)
end
function lu!(A::_BlasMat; check::Bool = true)
    ipiv, info = _getrf!(A)
    check && info > 0 && throw(_LA.SingularException(info))
    return _LA.LU{Float64,_BlasMat}(A, ipiv, info)
end
function lu!(A::Matrix{T}; check::Bool = true) where {T}   # (the generic LU of linalg.jl)
    F, piv, sgn, info = _lu!(A)
    check && info > 0 && throw(_LA.SingularException(info))
    return _LA.LU{T,Matrix{T}}(F, piv, info)
end
function _lu_perm(ipiv::Vector{Int64}, m::Int64)
    p = collect(1:m)
    for i in 1:length(ipiv)
        p[i], p[ipiv[i]] = p[ipiv[i]], p[i]
    end
    return p
end
function getproperty(F::_LA.LU{T}, d::Symbol) where {T}
    A = getfield(F, :factors)
    m, n = size(A)
    k = min(m, n)
    if d === :L
        return T[i == j ? one(T) : i > j ? A[i, j] : zero(T) for i in 1:m, j in 1:k]
    elseif d === :U
        return T[i <= j ? A[i, j] : zero(T) for i in 1:k, j in 1:n]
    elseif d === :p
        return _lu_perm(getfield(F, :ipiv), m)
    elseif d === :P
        p = _lu_perm(getfield(F, :ipiv), m)
        return T[p[j] == i ? one(T) : zero(T) for i in 1:m, j in 1:m]
    end
    return getfield(F, d)
end
function show(io::IO, mime::MIME"text/plain", F::_LA.LU)
    if issuccess(F)
        _show_factors(io, mime, F, "L factor:" => F.L, "U factor:" => F.U)
    else
        print(io, "Failed factorization of type ", typeof(F))
    end
end
function det(F::_LA.LU{T}) where {T}
    n = checksquare(getfield(F, :factors))
    issuccess(F) || return zero(T)
    A = getfield(F, :factors)
    ipiv = getfield(F, :ipiv)
    d = one(T)
    flips = 0
    for i in 1:n
        d *= A[i, i]
        ipiv[i] != i && (flips += 1)
    end
    return isodd(flips) ? -d : d
end
_solve_lu!(F::_LA.LU{Float64,_BlasMat}, B::Union{Vector{Float64},Matrix{Float64}}) =
    _getrs!(getfield(F, :factors), getfield(F, :ipiv), B)
function _solve_lu!(F::_LA.LU, B::AbstractVecOrMat)
    n = size(F, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("B has leading dimension ", size(B, 1),
                                                      ", but needs ", n)))
    return _lu_solve!(getfield(F, :factors), getfield(F, :ipiv), B)
end
function \(F::_LA.LU{T}, B::AbstractVecOrMat{S}) where {T,S}
    X = copyto!(similar(B, typeof(one(S) / one(T))), B)
    return _solve_lu!(F, X)
end

# ---------------------------------------------------------------- det, inv, \
_det_type(::Type{T}) where {T} = typeof((one(T) * zero(T) + zero(T)) / one(T))
function det(A::AbstractMatrix{T}) where {T}
    checksquare(A)
    (istriu(A) || istril(A)) && return convert(_det_type(T), prod(diag(A)))
    return det(lu(A; check = false))
end
function inv(A::Matrix{T}) where {T}
    checksquare(A)
    AA = _factor_copy(A)
    n = size(AA, 1)
    if AA isa _BlasMat && (istriu(AA) || istril(AA))
        # as Julia inverts a triangular matrix: solving against the identity
        return _trtrs!(istriu(AA) ? 'U' : 'L', AA, Float64[i == j for i in 1:n, j in 1:n])
    elseif AA isa _BlasMat
        ipiv, info = _getrf!(AA)
        info > 0 && throw(_LA.SingularException(info))
        return _getri!(AA, ipiv)
    end
    F = lu(AA)
    return F \ T[i == j ? one(T) : zero(T) for i in 1:n, j in 1:n]
end
det(x::Number) = x
function triu!(A::AbstractMatrix)
    for j in axes(A, 2), i in axes(A, 1)
        i > j && (A[i, j] = zero(A[i, j]))
    end
    return A
end
function tril!(A::AbstractMatrix)
    for j in axes(A, 2), i in axes(A, 1)
        i < j && (A[i, j] = zero(A[i, j]))
    end
    return A
end
# a square system: triangular ones by substitution (trtrs), the rest through LU
function \(A::Matrix{S}, B::Union{Vector{T},Matrix{T}}) where {S,T}
    checksquare(A)
    R = typeof(one(T) / one(_factor_type(S)))
    if _factor_type(S) === Float64 && R === Float64 && (istriu(A) || istril(A))
        return _trtrs!(istriu(A) ? 'U' : 'L', _factor_copy(A), copyto!(similar(B, R), B))
    end
    return lu(A) \ B
end
\(A::_Tri, B::AbstractVecOrMat) = Matrix(A) \ B
inv(A::_Tri) = typeof(A).name.wrapper(inv(Matrix(A)))
inv(F::_LA.LU{Float64,_BlasMat}) = _getri!(copy(getfield(F, :factors)), getfield(F, :ipiv))

# ---------------------------------------------------------------- Cholesky
size(C::_LA.Cholesky) = size(getfield(C, :factors))
issuccess(C::_LA.Cholesky) = getfield(C, :info) == 0
function cholesky(A::AbstractMatrix; check::Bool = true)
    AA = _factor_copy(A)
    AA isa _BlasMat || throw(ArgumentError(string("cholesky of a ", typeof(A),
                                                  " is not supported by jolt (Float64 only)")))
    return cholesky!(AA; check = check)
end
cholesky(A::_SymHerm; check::Bool = true) =
    _cholesky!(_factor_copy(A.data), A.uplo, check)
function cholesky!(A::_BlasMat; check::Bool = true)
    checksquare(A)
    if !issymmetric(A)
        check && throw(_LA.PosDefException(-1))
        return _LA.Cholesky{Float64,_BlasMat}(A, 'U', -1)
    end
    return _cholesky!(A, 'U', check)
end
function _cholesky!(A::_BlasMat, uplo::Char, check::Bool)
    info = _potrf!(uplo, A)
    check && info > 0 && throw(_LA.PosDefException(info))
    return _LA.Cholesky{Float64,_BlasMat}(A, uplo, info)
end
function getproperty(C::_LA.Cholesky, d::Symbol)
    A = getfield(C, :factors)
    up = getfield(C, :uplo) == 'U'
    if d === :U
        return _UpperTri(up ? A : copy(transpose(A)))
    elseif d === :L
        return _LowerTri(up ? copy(transpose(A)) : A)
    elseif d === :UL
        return up ? _UpperTri(A) : _LowerTri(A)
    end
    return getfield(C, d)
end
function show(io::IO, mime::MIME"text/plain", C::_LA.Cholesky)
    if issuccess(C)
        _show_factors(io, mime, C, string(getfield(C, :uplo), " factor:") => C.UL)
    else
        print(io, "Failed factorization of type ", typeof(C))
    end
end
det(C::_LA.Cholesky) = prod(abs2, diag(getfield(C, :factors)))
function \(C::_LA.Cholesky, B::AbstractVecOrMat)
    A = getfield(C, :factors)
    X = copyto!(similar(B, Float64), B)
    n = size(A, 1)
    size(X, 1) == n || throw(DimensionMismatch(string("first dimension of B, ", size(X, 1),
        ", and size of A, (", n, ",", n, "), must match!")))
    info = Ref{Int32}(0)
    ccall((:dpotrs_, _lapack), Cvoid,
          (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64},
           Ref{Int32}, Ref{Int32}, Clong),
          UInt8(getfield(C, :uplo)), n, size(X, 2), A, max(1, n), X, max(1, n), info, 1)
    _chkargs(info[])
    return X
end

# ---------------------------------------------------------------- eigenvalues
_eigen_of(values::AbstractVector{V}, vectors::AbstractMatrix{T}) where {T,V} =
    _LA.Eigen{T,V,typeof(vectors),typeof(values)}(values, vectors)
_LA.Eigen(values::AbstractVector, vectors::AbstractMatrix) = _eigen_of(values, vectors)
function eigvals(A::_RealSymHerm)
    w, _ = _syevr!('N', A.uplo, _factor_copy(A.data))
    return w
end
function eigen(A::_RealSymHerm)
    w, Z = _syevr!('V', A.uplo, _factor_copy(A.data))
    return _eigen_of(w, Z)
end
eigvecs(A::_RealSymHerm) = eigen(A).vectors
# (1.7's eigsortby for complex values: real part, then imaginary)
_eigsortby(λ) = (real(λ), imag(λ))
# a general real matrix: symmetric ones as Symmetric, the others through geev; complex
# conjugate pairs make the result complex, sorted by real then imaginary part
function eigvals(A::AbstractMatrix{<:Real})
    AA = _factor_copy(A)
    AA isa _BlasMat || throw(ArgumentError(string("eigvals of a ", typeof(A),
                                                  " is not supported by jolt (Float64 only)")))
    issymmetric(AA) && return eigvals(_LA.Symmetric(AA))
    wr, wi = _geev!(AA)
    all(iszero, wi) && return sort!(wr)
    z = ComplexF64[complex(wr[i], wi[i]) for i in 1:length(wr)]
    return sort!(z; by = _eigsortby)
end
function eigen(A::AbstractMatrix{<:Real})
    issymmetric(A) && return eigen(_LA.Symmetric(A))
    throw(ArgumentError("eigen of a non-symmetric matrix is not supported by jolt yet (use eigvals)"))
end
eigvals(x::Number) = x
function getproperty(E::_LA.Eigen, d::Symbol)
    return getfield(E, d)
end
iterate(E::_LA.Eigen, st::Int64 = 1) =
    st == 1 ? (E.values, 2) : st == 2 ? (E.vectors, 3) : nothing
show(io::IO, mime::MIME"text/plain", E::_LA.Eigen) =
    _show_factors(io, mime, E, "values:" => E.values, "vectors:" => E.vectors)

# ---------------------------------------------------------------- SVD and what uses it
size(F::_LA.SVD) = (size(F.U, 1), size(F.Vt, 2))
_LA.SVD(U::AbstractMatrix{T}, S::Vector{Tr}, Vt::AbstractMatrix{T}) where {T,Tr} =
    _LA.SVD{T,Tr,typeof(U)}(U, S, Vt)
function svd(A::AbstractMatrix)
    AA = _factor_copy(A)
    AA isa _BlasMat || throw(ArgumentError(string("svd of a ", typeof(A),
                                                  " is not supported by jolt (Float64 only)")))
    U, S, Vt = _gesdd!('S', AA)
    return _LA.SVD{Float64,Float64,_BlasMat}(U, S, Vt)
end
function svdvals(A::AbstractMatrix)
    AA = _factor_copy(A)
    AA isa _BlasMat || throw(ArgumentError(string("svdvals of a ", typeof(A),
                                                  " is not supported by jolt (Float64 only)")))
    isempty(AA) && return Float64[]
    _, S, _ = _gesdd!('N', AA)
    return S
end
function getproperty(F::_LA.SVD, d::Symbol)
    d === :V && return copy(transpose(getfield(F, :Vt)))
    return getfield(F, d)
end
iterate(F::_LA.SVD, st::Int64 = 1) =
    st == 1 ? (F.U, 2) : st == 2 ? (F.S, 3) : st == 3 ? (F.V, 4) : nothing
show(io::IO, mime::MIME"text/plain", F::_LA.SVD) =
    _show_factors(io, mime, F, "U factor:" => F.U, "singular values:" => F.S, "Vt factor:" => F.Vt)
function rank(A::AbstractMatrix; atol::Real = 0.0,
              rtol::Real = (min(size(A)...) * eps(real(float(one(eltype(A)))))) * iszero(atol))
    isempty(A) && return 0
    s = svdvals(A)
    tol = max(atol, rtol * s[1])
    return count(x -> x > tol, s)
end
rank(x::Number) = iszero(x) ? 0 : 1
function pinv(A::AbstractMatrix{T}; atol::Real = 0.0,
              rtol::Real = (eps(real(float(one(T)))) * min(size(A)...)) * iszero(atol)) where {T}
    m, n = size(A)
    (m == 0 || n == 0) && return zeros(_factor_type(T), n, m)
    if isdiag(A)   # the diagonal inverted where it is above the tolerance
        dmax = maximum(i -> abs(A[i, i]), 1:min(m, n))
        tol = max(rtol * dmax, atol)
        B = zeros(_factor_type(T), n, m)
        for i in 1:min(m, n)
            abs(A[i, i]) > tol && (B[i, i] = pinv(A[i, i]))
        end
        return B
    end
    F = svd(A)
    tol = max(rtol * maximum(F.S), atol)
    Sinv = Float64[s > tol ? 1 / s : 0.0 for s in F.S]
    return F.V * (_LA.Diagonal(Sinv) * copy(transpose(F.U)))
end
pinv(x::Number) = iszero(x) ? zero(inv(x)) : inv(x)
# the operator norms: p = 1 (largest column sum), 2 (largest singular value), Inf (rows)
function opnorm(A::AbstractMatrix, p::Real = 2)
    m, n = size(A)
    (m == 0 || n == 0) && return float(real(zero(eltype(A))))
    if p == 2
        return svdvals(A)[1]
    elseif p == 1
        return maximum(j -> sum(i -> float(abs(A[i, j])), 1:m), 1:n)
    elseif p == Inf
        return maximum(i -> sum(j -> float(abs(A[i, j])), 1:n), 1:m)
    end
    throw(ArgumentError(string("invalid p-norm p=", p, ". Valid: 1, 2, Inf")))
end
opnorm(x::Number, p::Real = 2) = norm(x)
function cond(A::AbstractMatrix, p::Real = 2)
    if p == 2
        s = svdvals(A)
        return iszero(s[1]) ? Inf : s[1] / s[end]
    end
    checksquare(A)
    return opnorm(A, p) * opnorm(inv(A), p)
end

# ---------------------------------------------------------------- mul!
# C = A*B (the product as * computes it), and C = A*B*α + C*β
function _mul_product(C::AbstractVecOrMat, A::AbstractVecOrMat, B::AbstractVecOrMat)
    P = A * B
    size(C) == size(P) || throw(DimensionMismatch(string("C has dimensions ", size(C),
                                                         ", should have ", size(P))))
    return P
end
mul!(C::AbstractVecOrMat, A::AbstractVecOrMat, B::AbstractVecOrMat) =
    copyto!(C, _mul_product(C, A, B))
function mul!(C::AbstractVecOrMat, A::AbstractVecOrMat, B::AbstractVecOrMat, α::Number, β::Number)
    P = _mul_product(C, A, B)
    for i in eachindex(C)
        C[i] = P[i] * α + C[i] * β
    end
    return C
end

# y = x*α + y, and y = x*α + y*β (1.7's generic axpy!/axpby!, with its length check)
function axpby!(α::Number, x::AbstractArray, β::Number, y::AbstractArray)
    length(x) == length(y) || throw(DimensionMismatch(string("x has length ", length(x),
                                                             ", but y has length ", length(y))))
    for (i, j) in zip(eachindex(x), eachindex(y))
        y[j] = x[i] * α + y[j] * β
    end
    return y
end
axpy!(α::Number, x::AbstractArray, y::AbstractArray) = axpby!(α, x, true, y)
