# linalg.jl — the linear algebra Base needs for everyday scripts: transpose/adjoint (x')
# as eager copies (a vector becomes a 1×n matrix; printing matches Julia's wrappers),
# and matrix-matrix / matrix-vector products with Julia's DimensionMismatch text.

adjoint(x::Real) = x
transpose(x::Number) = x
adjoint(v::Array{T,1}) where {T} = _transpose_copy(reshape(v, length(v), 1), adjoint)
transpose(v::Array{T,1}) where {T} = _transpose_copy(reshape(v, length(v), 1), transpose)
adjoint(a::Array{T,2}) where {T} = _transpose_copy(a, adjoint)
transpose(a::Array{T,2}) where {T} = _transpose_copy(a, transpose)
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
function *(A::Array{S,2}, B::Array{T,2}) where {S,T}
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
function *(A::Array{S,2}, v::Array{T,1}) where {S,T}
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
