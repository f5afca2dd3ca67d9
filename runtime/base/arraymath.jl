# arraymath.jl — arithmetic on whole arrays, as Julia's base/arraymath.jl and the range
# methods of base/range.jl: A ± B after promote_shape's size check, scalar * / \ array,
# unary minus, and `broadcast(f, args...)` (the function form of a dotted call).

broadcast(f, args...) = materialize(broadcasted(f, args...))

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
/(r::AbstractRange, x::Number) = range(first(r) / x, step = step(r) / x, length = length(r))
