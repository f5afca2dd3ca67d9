# accumulate.jl — Julia 1.7's accumulate.jl and diff: accumulate/cumsum/cumprod with `dims`
# and `init`, and diff with `dims`. The result's element type stands in for Julia's
# promote_op (inference): op applied to sample elements when the element type is
# concrete, else Any. cumsum/cumprod use add_sum/mul_prod, which widen small integers
# and Bool to Int (UInt for small unsigned), as Julia does.

# (add_sum / mul_prod, the widening + and *, are in reducedim.jl)
# the first element of a running reduction (reduce_first): op's widening applied to it alone
_acc_first(op, x) = x
_acc_first(::typeof(add_sum), x::Union{Bool,_SmallSigned}) = Int64(x)
_acc_first(::typeof(add_sum), x::_SmallUnsigned) = UInt64(x)
_acc_first(::typeof(mul_prod), x::_SmallSigned) = Int64(x)
_acc_first(::typeof(mul_prod), x::_SmallUnsigned) = UInt64(x)
_acc_first(::typeof(+), x::Bool) = Int64(x)

# the element type of op(a, b) for a of type S and b of type T (promote_op's stand-in); the
# samples' own types are S and T exactly when those are concrete, a test inference folds
function _acc_eltype(op, ::Type{S}, ::Type{T}, a, b) where {S,T}
    typeof(a) === S || return Any
    typeof(b) === T || return Any
    return typeof(op(a, b))
end
_acc_sample(::Type{T}, A) where {T} = isempty(A) ? (T <: Number ? zero(T) : nothing) : first(A)

# The keyword method only sorts out `init`; the work is positional (_accumulate), which
# cumsum/cumprod of a vector call directly, so that their result type is inferred.
function accumulate(op, A::AbstractArray; dims = nothing, kw...)
    isempty(kw) && return _accumulate(op, A, dims, false, nothing, _acc_type(op, A))
    ks = keys(kw)
    (length(ks) == 1 && first(ks) === :init) ||
        throw(ArgumentError(string("acccumulate does not support the keyword arguments ",
                                   [k for k in ks if k !== :init])))
    init = kw[:init]
    return _accumulate(op, A, dims, true, init, _acc_type(op, A, init))
end
# the result's element type, without and with init
function _acc_type(op, A::AbstractArray)
    T = eltype(A)
    x = _acc_sample(T, A)
    return x === nothing && !(T <: Number) ? T : _acc_eltype(op, T, T, x, x)
end
function _acc_type(op, A::AbstractArray, init)
    T = eltype(A)
    x = _acc_sample(T, A)
    return x === nothing && !(T <: Number) ? typeof(init) : _acc_eltype(op, typeof(init), T, init, x)
end
function _accumulate(op, A::AbstractArray, dims, hasinit::Bool, init, ::Type{R}) where {R}
    B = similar(A, R)
    # no dims: a vector's running value (a matrix's in memory order, as Julia's
    # collect(Iterators.accumulate(op, A)))
    dims === nothing && return _acc_fill!(op, B, A, length(A), hasinit, init)
    d = Int64(dims)
    d > 0 || throw(ArgumentError("dims must be a positive integer"))
    if d > ndims(A)
        for i in 1:length(A)
            B[i] = hasinit ? op(init, A[i]) : _acc_first(op, A[i])
        end
        return B
    end
    st = 1
    for k in 1:d-1
        st *= size(A, k)
    end
    return _acc_fill!(op, B, A, st * size(A, d), hasinit, init, st)
end
# B[i] = running op along blocks of length `len` (a stride of `st` between neighbours)
function _acc_fill!(op, B, A, len::Int64, hasinit::Bool, init, st::Int64 = 1)
    n = length(A)
    len == 0 && return B
    for i in 0:n-1
        if rem(i, len) < st
            B[i + 1] = hasinit ? op(init, A[i + 1]) : _acc_first(op, A[i + 1])
        else
            B[i + 1] = op(B[i + 1 - st], A[i + 1])
        end
    end
    return B
end
accumulate(op, itr; kw...) = accumulate(op, collect(itr); kw...)
function accumulate(op, t::Tuple; kw...)
    v = accumulate(op, collect(t); kw...)
    return (v...,)
end

cumsum(A::AbstractArray; dims::Integer) = accumulate(add_sum, A; dims = dims)
cumsum(x::AbstractVector) = _accumulate(add_sum, x, 1, false, nothing, _acc_type(add_sum, x))
cumsum(itr) = accumulate(add_sum, itr)
cumprod(A::AbstractArray; dims::Integer) = accumulate(mul_prod, A; dims = dims)
cumprod(x::AbstractVector) = _accumulate(mul_prod, x, 1, false, nothing, _acc_type(mul_prod, x))
cumprod(itr) = accumulate(mul_prod, itr)

# diff: neighbouring differences along one dimension (a vector's only one by default)
diff(a::AbstractVector) = diff(a; dims = 1)
function diff(A::AbstractArray; dims::Integer)
    N = ndims(A)
    1 <= dims <= N || throw(ArgumentError(string("dimension ", dims, " out of range (1:", N, ")")))
    if N == 1
        n = length(A)
        r = Array{Any,1}(undef, n < 1 ? 0 : n - 1)
        for i in 1:n-1
            r[i] = A[i + 1] - A[i]
        end
        n <= 1 && return Array{_diff_eltype(eltype(A)),1}(undef, 0)
        return _narrow_vector(r)
    end
    sz = [size(A)...]
    st = 1
    for k in 1:dims-1
        st *= sz[k]
    end
    len = sz[dims]
    sz[dims] = max(len - 1, 0)
    m = 1
    for k in sz
        m *= k
    end
    v = Array{Any,1}(undef, m)
    j = 0
    for i in 0:length(A)-1
        if rem(div(i, st), len) != len - 1
            j += 1
            v[j] = A[i + 1 + st] - A[i + 1]
        end
    end
    if m == 0
        return reshape(Array{_diff_eltype(eltype(A)),1}(undef, 0), sz...)
    end
    return reshape(_narrow_vector(v), sz...)
end
_diff_eltype(::Type{T}) where {T<:Number} = typeof(zero(T) - zero(T))
_diff_eltype(T) = Any
