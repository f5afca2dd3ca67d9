# arraymath.jl — arithmetic on whole arrays, as Julia's base/arraymath.jl and the range
# methods of base/range.jl: A ± B after promote_shape's size check, scalar * / \ array,
# unary minus, and `broadcast(f, args...)` (the function form of a dotted call).

broadcast(f, args...) = materialize(broadcasted(f, args...))
broadcast!(f, dest, args...) = materialize!(dest, broadcasted(f, args...))

_is_singleton_axis(d::Integer) = d == 1
_is_singleton_axis(r) = r == 1:1
# the shapes agree, or the longer one has only singleton dimensions past the shorter one
function promote_shape(a::Tuple, b::Tuple)
    if length(a) < length(b)
        return promote_shape(b, a)
    end
    for i in 1:length(b)
        if a[i] != b[i]
            throw(DimensionMismatch("dimensions must match: a has dims $a, b has dims $b, mismatch at $i"))
        end
    end
    for i in length(b)+1:length(a)
        if !_is_singleton_axis(a[i])
            throw(DimensionMismatch("dimensions must match: a has dims $a, must have singleton at dim $i"))
        end
    end
    return a
end
promote_shape(a::AbstractArray, b::AbstractArray) = promote_shape(axes(a), axes(b))

function +(A::AbstractArray, B::AbstractArray)
    promote_shape(A, B)
    return broadcast(+, A, B)
end
function -(A::AbstractArray, B::AbstractArray)
    promote_shape(A, B)
    return broadcast(-, A, B)
end
-(A::AbstractArray) = broadcast(-, A)
+(A::AbstractArray{<:Number}) = A
*(x::Number, A::AbstractArray) = broadcast(*, x, A)
*(A::AbstractArray, x::Number) = broadcast(*, A, x)
/(A::AbstractArray, x::Number) = broadcast(/, A, x)
\(x::Number, A::AbstractArray) = broadcast(\, x, A)
\(x::Number, y::Number) = y / x  # (Julia: adjoint(adjoint(y) / adjoint(x)))

# ranges stay ranges
function +(r1::OrdinalRange, r2::OrdinalRange)
    n = length(r1)
    n == length(r2) ||
        throw(DimensionMismatch("argument dimensions must match: length of r1 is $n, length of r2 is $(length(r2))"))
    return first(r1)+first(r2):step(r1)+step(r2):last(r1)+last(r2)
end
function -(r1::OrdinalRange, r2::OrdinalRange)
    n = length(r1)
    n == length(r2) ||
        throw(DimensionMismatch("argument dimensions must match: length of r1 is $n, length of r2 is $(length(r2))"))
    return first(r1)-first(r2):step(r1)-step(r2):last(r1)-last(r2)
end
*(x::Number, r::AbstractRange) = range(x * first(r), step = x * step(r), length = length(r))
*(r::AbstractRange, x::Number) = x * r
# an integer range times a number is its broadcast (1.7): a StepRangeLen, whose step may be 0
*(x::Number, r::OrdinalRange) = broadcasted(*, x, r)
*(r::OrdinalRange, x::Number) = broadcasted(*, r, x)
/(r::AbstractRange, x::Number) = range(first(r) / x, step = step(r) / x, length = length(r))

# zero(A): an array of A's shape holding zero(eltype); one(M)/oneunit(M): the identity
# matrix of a square M (as Julia's base/abstractarray.jl and matrix identity methods)
zero(x::AbstractArray{T}) where {T} = fill!(similar(x, typeof(zero(T))), zero(T))
function _one_matrix(unit, x::AbstractMatrix)
    m, n = size(x)
    m == n || throw(DimensionMismatch("multiplicative identity defined only for square matrices"))
    r = fill!(similar(x, typeof(unit)), zero(unit))
    for i in 1:m
        r[i, i] = unit
    end
    return r
end
one(x::AbstractMatrix{T}) where {T} = _one_matrix(one(T), x)
oneunit(x::AbstractMatrix{T}) where {T} = _one_matrix(oneunit(T), x)

# float/complex/real/imag/conj of a whole array (Julia's abstractarraymath.jl, complex.jl,
# float.jl): arrays already of the kind come back as they are, the rest converted/mapped
function float(A::AbstractArray{T}) where {T}
    T <: AbstractFloat && return A
    isconcretetype(T) ||
        error("`float` not defined on abstractly-typed arrays; please convert to a more specific type")
    return _convert_elts(typeof(float(zero(T))), A)
end
function complex(A::AbstractArray{T}) where {T}
    T <: Complex && return A
    isconcretetype(T) ||
        error("`complex` not defined on abstractly-typed arrays; please convert to a more specific type")
    return _convert_elts(typeof(complex(zero(T))), A)
end
# A's elements converted to S, in an array of A's shape
function _convert_elts(::Type{S}, A::AbstractArray) where {S}
    r = Array{S}(undef, size(A))
    k = 1
    for x in A
        r[k] = convert(S, x)
        k += 1
    end
    return r
end
real(A::AbstractArray{<:Real}) = A
real(A::AbstractArray) = real.(A)
imag(A::AbstractArray{<:Real}) = zero(A)
imag(A::AbstractArray) = imag.(A)
conj(A::AbstractArray{<:Real}) = A
conj(A::AbstractArray) = conj.(A)
float(r::UnitRange) = float(first(r)):float(last(r))
float(r::StepRange) = float(first(r)):float(step(r)):float(last(r))
