# uniformscaling.jl — LinearAlgebra's `I`: the identity of any size, `λ*I`, as 1.7 has it
# (stdlib/LinearAlgebra/src/uniformscaling.jl). It adds to and multiplies square matrices,
# compares with them, builds them (`Matrix(I, m, n)`, `Matrix{T}(2I, n, n)`) and indexes
# like an infinite matrix. `I(n)` (a Diagonal) is in diagonal.jl.

struct UniformScaling{T<:Number}
    λ::T  # the diagonal value
end
const I = UniformScaling(true)

eltype(::Type{UniformScaling{T}}) where {T} = T
ndims(J::UniformScaling) = 2
getindex(J::UniformScaling, i::Integer, j::Integer) = ifelse(i == j, J.λ, zero(J.λ))

# text/plain: the type, then `λ*I`, a sum in λ's text put in parentheses (`(1 + 2im)*I`)
function show(io::IO, ::MIME"text/plain", J::UniformScaling)
    s = string(J.λ)
    occursin(r"\w+\s*[\+\-]\s*\w+", s) && (s = string("(", s, ")"))
    print(io, typeof(J), "\n", s, "*I")
end

copy(J::UniformScaling) = UniformScaling(J.λ)
conj(J::UniformScaling) = UniformScaling(conj(J.λ))
real(J::UniformScaling) = UniformScaling(real(J.λ))
imag(J::UniformScaling) = UniformScaling(imag(J.λ))
transpose(J::UniformScaling) = J
adjoint(J::UniformScaling) = UniformScaling(conj(J.λ))
one(::Type{UniformScaling{T}}) where {T} = UniformScaling(one(T))
one(J::UniformScaling{T}) where {T} = one(UniformScaling{T})
zero(::Type{UniformScaling{T}}) where {T} = UniformScaling(zero(T))
zero(J::UniformScaling{T}) where {T} = zero(UniformScaling{T})
inv(J::UniformScaling) = UniformScaling(inv(J.λ))

+(J::UniformScaling, x::Number) = J.λ + x
+(x::Number, J::UniformScaling) = x + J.λ
-(J::UniformScaling, x::Number) = J.λ - x
-(x::Number, J::UniformScaling) = x - J.λ
+(J::UniformScaling) = UniformScaling(+J.λ)
-(J::UniformScaling) = UniformScaling(-J.λ)
+(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ + J2.λ)
-(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ - J2.λ)
*(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ * J2.λ)
*(x::Number, J::UniformScaling) = UniformScaling(x * J.λ)
*(J::UniformScaling, x::Number) = UniformScaling(J.λ * x)
/(J::UniformScaling, x::Number) = UniformScaling(J.λ / x)
^(J::UniformScaling, x::Number) = UniformScaling(J.λ^x)
==(J1::UniformScaling, J2::UniformScaling) = J1.λ == J2.λ

# A ± λI copies A (widened to hold the sum) and changes its diagonal
function _us_adddiag(A::AbstractMatrix, λ, sgnA::Bool)
    n = checksquare(A)
    T = typeof(zero(eltype(A)) + zero(λ))
    B = Matrix{T}(undef, n, n)
    for j in 1:n, i in 1:n
        B[i, j] = sgnA ? A[i, j] : -A[i, j]
    end
    for i in 1:n
        B[i, i] += λ
    end
    return B
end
+(A::AbstractMatrix, J::UniformScaling) = _us_adddiag(A, J.λ, true)
+(J::UniformScaling, A::AbstractMatrix) = _us_adddiag(A, J.λ, true)
-(A::AbstractMatrix, J::UniformScaling) = _us_adddiag(A, -J.λ, true)
-(J::UniformScaling, A::AbstractMatrix) = _us_adddiag(A, J.λ, false)
*(A::AbstractMatrix, J::UniformScaling) = A * J.λ
*(J::UniformScaling, A::AbstractVecOrMat) = J.λ * A
*(v::AbstractVector, J::UniformScaling) = reshape(v, length(v), 1) * J.λ
/(A::AbstractMatrix, J::UniformScaling) = A / J.λ
\(J::UniformScaling, A::AbstractVecOrMat) = J.λ \ A

function ==(A::AbstractMatrix, J::UniformScaling)
    size(A, 1) == size(A, 2) || return false
    for j in axes(A, 2), i in axes(A, 1)
        A[i, j] == (i == j ? J.λ : zero(J.λ)) || return false
    end
    return true
end
==(J::UniformScaling, A::AbstractMatrix) = A == J
isequal(A::AbstractMatrix, J::UniformScaling) = false
isequal(J::UniformScaling, A::AbstractMatrix) = false

function copyto!(A::AbstractMatrix, J::UniformScaling)
    fill!(A, 0)
    for i in 1:min(size(A, 1), size(A, 2))
        A[i, i] = J.λ
    end
    return A
end
Array{T,2}(J::UniformScaling, m::Integer, n::Integer) where {T} =
    copyto!(Array{T,2}(undef, m, n), J)
Array{T,2}(J::UniformScaling, d::Tuple{Integer,Integer}) where {T} = Array{T,2}(J, d[1], d[2])
Array{T}(J::UniformScaling, m::Integer, n::Integer) where {T} = Array{T,2}(J, m, n)
Array(J::UniformScaling{T}, m::Integer, n::Integer) where {T} = Array{T,2}(J, m, n)
Matrix(J::UniformScaling{T}, m::Integer, n::Integer) where {T} = Array{T,2}(J, m, n)
Matrix(J::UniformScaling{T}, d::Tuple{Integer,Integer}) where {T} = Array{T,2}(J, d[1], d[2])
