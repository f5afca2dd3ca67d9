# linalg_vec.jl — more of LinearAlgebra's everyday functions, as 1.7 has them: `cross` and
# its operator `×`, `⋅` for `dot`, `normalize`, `diag`, `diagm`, `triu`/`tril`, `kron`,
# and the structure tests `issymmetric`, `isdiag`, `istriu`, `istril`.

function cross(a::AbstractVector, b::AbstractVector)
    (length(a) == 3 && length(b) == 3) ||
        throw(DimensionMismatch("cross product is only defined for vectors of length 3"))
    a1, a2, a3 = a[1], a[2], a[3]
    b1, b2, b3 = b[1], b[2], b[3]
    return [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1]
end
const × = cross
const ⋅ = dot

# a / ‖a‖ₚ as 1.7's __normalize!: times the inverse norm, or for a norm whose inverse
# overflows, times ε/δ and then the inverse of the scaled norm
function normalize(a::AbstractArray, p::Real = 2)
    nrm = norm(a, p)
    isempty(a) && return float.(a)
    T = typeof(first(a) / nrm)
    out = Array{T}(undef, size(a))
    δ = inv(prevfloat(typemax(nrm)))
    if nrm >= δ
        inv_nrm = inv(nrm)
        for i in eachindex(a)
            out[i] = a[i] * inv_nrm
        end
    else  # a tiny norm: scale up first so the inverse stays finite
        εδ = eps(one(nrm)) / δ
        s = inv(nrm * εδ)
        for i in eachindex(a)
            out[i] = (a[i] * εδ) * s
        end
    end
    return out
end

function diag(A::AbstractMatrix, k::Integer = 0)
    m, n = size(A)
    lo, hi = k >= 0 ? (1, min(m, n - k)) : (1 - k, min(m, n - k))
    v = Vector{eltype(A)}(undef, max(hi - lo + 1, 0))
    for i in lo:hi
        v[i - lo + 1] = A[i, i + k]
    end
    return v
end

function _diagm_size(kv)
    m = 0
    for p in kv
        m = max(m, length(p.second) + abs(Int(p.first)))
    end
    return m
end
function _diagm_fill(m::Int, n::Int, kv)
    T = mapreduce(p -> eltype(p.second), promote_type, kv)
    A = zeros(T, m, n)
    for p in kv
        k = Int(p.first)
        v = p.second
        for (j, x) in enumerate(v)
            i = k >= 0 ? j : j - k
            A[i, i + k] = x
        end
    end
    return A
end
diagm(kv::Pair{<:Integer,<:AbstractVector}...) = (m = _diagm_size(kv); _diagm_fill(m, m, kv))
diagm(m::Integer, n::Integer, kv::Pair{<:Integer,<:AbstractVector}...) = _diagm_fill(Int(m), Int(n), kv)
diagm(v::AbstractVector) = diagm(0 => v)

function triu(M::AbstractMatrix, k::Integer = 0)
    A = copy(M)
    for j in axes(A, 2), i in axes(A, 1)
        j - i < k && (A[i, j] = zero(A[i, j]))
    end
    return A
end
function tril(M::AbstractMatrix, k::Integer = 0)
    A = copy(M)
    for j in axes(A, 2), i in axes(A, 1)
        j - i > k && (A[i, j] = zero(A[i, j]))
    end
    return A
end

function kron(a::AbstractMatrix, b::AbstractMatrix)
    ma, na = size(a)
    mb, nb = size(b)
    R = Matrix{typeof(zero(eltype(a)) * zero(eltype(b)))}(undef, ma * mb, na * nb)
    for j in 1:na, i in 1:ma, l in 1:nb, k in 1:mb
        R[(i - 1) * mb + k, (j - 1) * nb + l] = a[i, j] * b[k, l]
    end
    return R
end
function kron(a::AbstractVector, b::AbstractVector)
    R = Vector{typeof(zero(eltype(a)) * zero(eltype(b)))}(undef, length(a) * length(b))
    for i in eachindex(a), k in eachindex(b)
        R[(i - 1) * length(b) + k] = a[i] * b[k]
    end
    return R
end

# a vector beside a matrix counts as its one column
kron(a::AbstractMatrix, b::AbstractVector) = kron(a, reshape(b, length(b), 1))
kron(a::AbstractVector, b::AbstractMatrix) = kron(reshape(a, length(a), 1), b)
kron(a::Number, b::Union{Number,AbstractVecOrMat}) = a * b
kron(a::AbstractVecOrMat, b::Number) = a * b

function issymmetric(A::AbstractMatrix)
    size(A, 1) == size(A, 2) || return false
    for j in axes(A, 2), i in j:size(A, 1)
        A[i, j] == transpose(A[j, i]) || return false
    end
    return true
end
issymmetric(x::Number) = x == x
istriu(A::AbstractMatrix, k::Integer = 0) = all(A[i, j] == 0 for j in axes(A, 2) for i in axes(A, 1) if j - i < k)
istril(A::AbstractMatrix, k::Integer = 0) = all(A[i, j] == 0 for j in axes(A, 2) for i in axes(A, 1) if j - i > k)
isdiag(A::AbstractMatrix) = istriu(A) && istril(A)
isdiag(x::Number) = true
