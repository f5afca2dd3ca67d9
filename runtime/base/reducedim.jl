# reducedim.jl — mapreduce/mapfoldl/mapfoldr and the reductions over dimensions:
# sum/prod/maximum/minimum/any/all/count/extrema/reduce/mapreduce(...; dims) as in Julia
# 1.7 (base/reduce.jl, base/reducedim.jl). A reduction over dims allocates the result with
# the reduced dimensions set to 1 (dims past ndims(A) are ignored) and walks A once in
# memory order, keeping a column-major counter that maps A's position to the result's.
# The result's element type follows Julia's reducedim_init: for +/* the type of
# op(f(zero(T)), f(zero(T))) unless that is a T; for max/min the element type unless
# f changes it; Bool for any/all; the type of init when one is given.

# the "no init given" marker of the init keyword
struct _InitialValue end

# ---------------------------------------------------------------- the reducing operators
# sum and prod widen small integers to Int64/UInt64 (and Bools to Int64), as Julia's
# add_sum and mul_prod do
const _SmallSigned = Union{Int8,Int16,Int32}
const _SmallUnsigned = Union{UInt8,UInt16,UInt32}
add_sum(x, y) = x + y
add_sum(x::_SmallSigned, y::_SmallSigned) = Int64(x) + Int64(y)
add_sum(x::_SmallUnsigned, y::_SmallUnsigned) = UInt64(x) + UInt64(y)
mul_prod(x, y) = x * y
mul_prod(x::_SmallSigned, y::_SmallSigned) = Int64(x) * Int64(y)
mul_prod(x::_SmallUnsigned, y::_SmallUnsigned) = UInt64(x) * UInt64(y)

# the value a reduction of one element gives
_reduce_first(op, x) = x
_reduce_first(::typeof(+), x::Bool) = Int64(x)
_reduce_first(::typeof(*), x::AbstractChar) = string(x)
_reduce_first(::typeof(add_sum), x) = _reduce_first(+, x)
_reduce_first(::typeof(add_sum), x::_SmallSigned) = Int64(x)
_reduce_first(::typeof(add_sum), x::_SmallUnsigned) = UInt64(x)
_reduce_first(::typeof(mul_prod), x) = _reduce_first(*, x)
_reduce_first(::typeof(mul_prod), x::_SmallSigned) = Int64(x)
_reduce_first(::typeof(mul_prod), x::_SmallUnsigned) = UInt64(x)

# the value a reduction of nothing gives: only identity under +, *, &, | has one
_empty_reduce_error() = throw(ArgumentError("reducing over an empty collection is not allowed"))
_reduce_empty(op, T) = _empty_reduce_error()
_reduce_empty(::typeof(+), ::Type{T}) where {T} = zero(T)
_reduce_empty(::typeof(+), ::Type{Bool}) = 0
_reduce_empty(::typeof(*), ::Type{T}) where {T} = one(T)
_reduce_empty(::typeof(*), ::Type{T}) where {T<:AbstractChar} = ""
_reduce_empty(::typeof(&), ::Type{Bool}) = true
_reduce_empty(::typeof(|), ::Type{Bool}) = false
_reduce_empty(::typeof(add_sum), ::Type{T}) where {T} = _reduce_empty(+, T)
_reduce_empty(::typeof(add_sum), ::Type{T}) where {T<:_SmallSigned} = 0
_reduce_empty(::typeof(add_sum), ::Type{T}) where {T<:_SmallUnsigned} = UInt64(0)
_reduce_empty(::typeof(mul_prod), ::Type{T}) where {T} = _reduce_empty(*, T)
_reduce_empty(::typeof(mul_prod), ::Type{T}) where {T<:_SmallSigned} = 1
_reduce_empty(::typeof(mul_prod), ::Type{T}) where {T<:_SmallUnsigned} = UInt64(1)
_mapreduce_empty(f, op, T) = _empty_reduce_error()
_mapreduce_empty(::typeof(identity), op, T) = _reduce_empty(op, T)
_mapreduce_empty(::typeof(abs), op, T) = abs(_reduce_empty(op, T))
_mapreduce_empty(::typeof(abs2), op, T) = abs2(_reduce_empty(op, T))
_mapreduce_empty(::typeof(abs), ::typeof(max), T) = abs(zero(T))
_mapreduce_empty(::typeof(abs2), ::typeof(max), T) = abs2(zero(T))
_iter_eltype(itr) = nothing   # unknown
_iter_eltype(a::AbstractArray) = eltype(a)
_iter_eltype(r::AbstractRange{T}) where {T} = T

# ---------------------------------------------------------------- mapfoldl, mapfoldr
mapfoldl(f, op, itr; init = _InitialValue()) = _mapfoldl(f, op, init, itr)
function _mapfoldl(f, op, init, itr)
    acc = init
    for x in itr
        acc = op(acc, f(x))
    end
    return acc
end
function _mapfoldl(f, op, ::_InitialValue, itr)
    y = iterate(itr)
    if y === nothing
        T = _iter_eltype(itr)
        T === nothing && _empty_reduce_error()
        return _mapreduce_empty(f, op, T)
    end
    acc = _reduce_first(op, f(y[1]))
    y = iterate(itr, y[2])
    while y !== nothing
        acc = op(acc, f(y[1]))
        y = iterate(itr, y[2])
    end
    return acc
end
# from the right: op(f(x1), op(f(x2), ... op(f(xn), init)))
mapfoldr(f, op, itr; init = _InitialValue()) = _mapfoldr(f, op, init, collect(itr))
function _mapfoldr(f, op, init, v::AbstractArray)
    acc = init
    for i in length(v):-1:1
        acc = op(f(v[i]), acc)
    end
    return acc
end
function _mapfoldr(f, op, ::_InitialValue, v::AbstractArray)
    n = length(v)
    n == 0 && return _mapreduce_empty(f, op, eltype(v))
    acc = f(v[n])
    for i in n-1:-1:1
        acc = op(f(v[i]), acc)
    end
    return acc
end
foldl(op, itr; init = _InitialValue()) = _mapfoldl(identity, op, init, itr)
foldr(op, itr; init = _InitialValue()) = _mapfoldr(identity, op, init, collect(itr))

# ---------------------------------------------------------------- mapreduce
mapreduce(f, op, itr; init = _InitialValue()) = _mapfoldl(f, op, init, itr)
mapreduce(f, op, A::AbstractArray; dims = :, init = _InitialValue()) =
    _mapreduce_dim(f, op, init, A, dims)
mapreduce(f, op, A::AbstractArray, B::AbstractArray; dims = :, init = _InitialValue()) =
    _mapreduce_dim(identity, op, init, map(f, A, B), dims)
mapreduce(f, op, A::AbstractArray, B::AbstractArray, C::AbstractArray; dims = :,
          init = _InitialValue()) =
    _mapreduce_dim(identity, op, init, map(f, A, B, C), dims)
reduce(op, itr; init = _InitialValue()) = _mapfoldl(identity, op, init, itr)
reduce(op, A::AbstractArray; dims = :, init = _InitialValue()) =
    _mapreduce_dim(identity, op, init, A, dims)

_mapreduce_dim(f, op, init, A::AbstractArray, ::Colon) = _mapfoldl(f, op, init, A)
_mapreduce_dim(f, op, ::_InitialValue, A::AbstractArray, ::Colon) = _mapreduce_all(f, op, A)
# a whole array without init: pairwise halves above 1024 elements, as Julia's mapreduce_impl
function _mapreduce_all(f, op, A::AbstractArray)
    n = length(A)
    n == 0 && return _mapreduce_empty(f, op, eltype(A))
    n == 1 && return _reduce_first(op, f(A[1]))
    return _mapreduce_range(f, op, A, 1, n)
end
function _mapreduce_range(f, op, A::AbstractArray, lo::Int64, hi::Int64)
    lo == hi && return _reduce_first(op, f(A[lo]))
    if hi - lo < 1024
        v = op(f(A[lo]), f(A[lo + 1]))
        for i in lo+2:hi
            v = op(v, f(A[i]))
        end
        return v
    end
    mid = lo + ((hi - lo) >> 1)
    return op(_mapreduce_range(f, op, A, lo, mid), _mapreduce_range(f, op, A, mid + 1, hi))
end

# ---------------------------------------------------------------- reduced shapes
function _reduced_dims(A::AbstractArray, d::Integer)
    d < 1 && throw(ArgumentError(string("dimension must be ≥ 1, got ", d)))
    sz = collect(Int64, size(A))
    d <= length(sz) && (sz[d] = 1)
    return sz
end
function _reduced_dims(A::AbstractArray, region)
    sz = collect(Int64, size(A))
    for i in region
        i isa Integer || throw(ArgumentError("reduced dimension(s) must be integers"))
        d = Int64(i)
        d < 1 && throw(ArgumentError(string("region dimension(s) must be ≥ 1, got ", d)))
        d <= length(sz) && (sz[d] = 1)
    end
    return sz
end
# does the reduction run over an empty dimension of A?
_dims_iter(d::Integer) = (d,)
_dims_iter(d) = d
function _reduces_empty(A::AbstractArray, region)
    for d in _dims_iter(region)
        d isa Integer && 1 <= d <= ndims(A) && size(A, d) == 0 && return true
    end
    return false
end
_new_reduced(::Type{T}, rsz::Array{Int64,1}) where {T} =
    ccall(:rt_array_new_vdims, Any, (Any, Any), T, rsz)

# R's linear-index step for each dimension of A (0 along the reduced ones)
function _reduced_strides(sz::Array{Int64,1}, rsz::Array{Int64,1})
    N = length(sz)
    rs = Array{Int64,1}(undef, N)
    s = 1
    for d in 1:N
        rs[d] = rsz[d] == 1 ? 0 : s
        s *= rsz[d]
    end
    return rs
end

# R[j] = op(R[j], f(x)) for every x of A, j its slice in R. The first dimension runs in
# an inner loop (accumulating in a local when it is reduced); the counter over the other
# dimensions steps once per column.
function _mapreducedim!(f, op, R::AbstractArray, A::AbstractArray, rsz::Array{Int64,1})
    sz = collect(Int64, size(A))
    rs = _reduced_strides(sz, rsz)
    N = length(sz)
    n = length(A)
    n == 0 && return R
    n1 = sz[1]
    idx = fill!(Array{Int64,1}(undef, N), 1)
    ri = 1
    k = 0
    while k < n
        if rs[1] == 0
            r = R[ri]
            for i in 1:n1
                r = op(r, f(A[k + i]))
            end
            R[ri] = r
        else
            for i in 1:n1
                R[ri + i - 1] = op(R[ri + i - 1], f(A[k + i]))
            end
        end
        k += n1
        ri = _reduced_step!(idx, sz, rs, ri)
    end
    return R
end
# advance the counter over dimensions 2..N by one column; returns the new R index
function _reduced_step!(idx::Array{Int64,1}, sz::Array{Int64,1}, rs::Array{Int64,1}, ri::Int64)
    d = 2
    N = length(sz)
    while d <= N
        if idx[d] < sz[d]
            idx[d] += 1
            return ri + rs[d]
        end
        ri -= (sz[d] - 1) * rs[d]
        idx[d] = 1
        d += 1
    end
    return ri
end
# without an initial value: each slice starts from its first element
function _mapreducedim_first!(f, op, R::AbstractArray, A::AbstractArray, rsz::Array{Int64,1})
    sz = collect(Int64, size(A))
    rs = _reduced_strides(sz, rsz)
    N = length(sz)
    n = length(A)
    n == 0 && return R
    n1 = sz[1]
    seen = fill!(Array{Bool,1}(undef, length(R)), false)
    idx = fill!(Array{Int64,1}(undef, N), 1)
    ri = 1
    k = 0
    while k < n
        if rs[1] == 0
            if seen[ri]
                r = op(R[ri], f(A[k + 1]))
            else
                r = _reduce_first(op, f(A[k + 1]))
                seen[ri] = true
            end
            for i in 2:n1
                r = op(r, f(A[k + i]))
            end
            R[ri] = r
        else
            for i in 1:n1
                j = ri + i - 1
                if seen[j]
                    R[j] = op(R[j], f(A[k + i]))
                else
                    R[j] = _reduce_first(op, f(A[k + i]))
                    seen[j] = true
                end
            end
        end
        k += n1
        ri = _reduced_step!(idx, sz, rs, ri)
    end
    return R
end

# ---------------------------------------------------------------- mapreduce over dims
function _mapreduce_dim(f, op, init, A::AbstractArray, dims)
    rsz = _reduced_dims(A, dims)
    R = fill!(_new_reduced(typeof(init), rsz), init)
    return _mapreducedim!(f, op, R, A, rsz)
end
function _mapreduce_dim(f, op, ::_InitialValue, A::AbstractArray, dims)
    rsz = _reduced_dims(A, dims)
    return _reducedim_noinit(f, op, A, dims, rsz)
end
# + and *: start every slice from the sum (product) of nothing
_reducedim_noinit(f, op::Union{typeof(+),typeof(add_sum)}, A, dims, rsz) =
    _reducedim_unit(f, op, zero, A, rsz)
_reducedim_noinit(f, op::Union{typeof(*),typeof(mul_prod)}, A, dims, rsz) =
    _reducedim_unit(f, op, one, A, rsz)
_reducedim_noinit(f, op::typeof(&), A, dims, rsz) =
    _mapreducedim!(f, op, fill!(_new_reduced(Bool, rsz), true), A, rsz)
_reducedim_noinit(f, op::typeof(|), A, dims, rsz) =
    _mapreducedim!(f, op, fill!(_new_reduced(Bool, rsz), false), A, rsz)
function _reducedim_unit(f, op, fv, A, rsz)
    T = eltype(A)
    if T !== Union{} && T <: Number
        x = f(zero(T))
        z = op(fv(x), fv(x))
        Tr = z isa T ? T : typeof(z)
    else
        z = fv(_mapreduce_all(f, op, A))
        Tr = typeof(z)
    end
    return _mapreducedim!(f, op, fill!(_new_reduced(Tr, rsz), z), A, rsz)
end
# max, min and any other operator: each slice starts from its first element; reducing
# over an empty dimension has no value
function _reducedim_noinit(f, op, A, dims, rsz)
    _reduces_empty(A, dims) && _empty_reduce_error()
    T = eltype(A)
    if isempty(A)
        return _new_reduced(T, rsz)
    end
    v0 = _reduce_first(op, f(first(A)))
    Tr = v0 isa T ? T : typeof(v0)
    return _mapreducedim_first!(f, op, _new_reduced(Tr, rsz), A, rsz)
end

# ---------------------------------------------------------------- named reductions
sum(a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(identity, add_sum, init, a, dims)
sum(f, a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(f, add_sum, init, a, dims)
prod(a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(identity, mul_prod, init, a, dims)
prod(f, a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(f, mul_prod, init, a, dims)
maximum(a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(identity, max, init, a, dims)
maximum(f, a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(f, max, init, a, dims)
minimum(a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(identity, min, init, a, dims)
minimum(f, a::AbstractArray; dims = :, init = _InitialValue()) = _mapreduce_dim(f, min, init, a, dims)
any(a::AbstractArray; dims = :) = _any(identity, a, dims)
any(f, a::AbstractArray; dims = :) = _any(f, a, dims)
all(a::AbstractArray; dims = :) = _all(identity, a, dims)
all(f, a::AbstractArray; dims = :) = _all(f, a, dims)
_any(f, a, dims) = _mapreduce_dim(f, |, _InitialValue(), a, dims)
_all(f, a, dims) = _mapreduce_dim(f, &, _InitialValue(), a, dims)
_any(f, a, ::Colon) = _any_iter(f, a)
_all(f, a, ::Colon) = _all_iter(f, a)
count(a::AbstractArray; dims = :, init = 0) = _count(identity, a, dims, init)
count(f, a::AbstractArray; dims = :, init = 0) = _count(f, a, dims, init)
_count(f, a, dims, init) = _mapreduce_dim(_CountBool(f), add_sum, init, a, dims)
function _count(f, a, ::Colon, init)
    n = init
    for x in a
        n += f(x)::Bool   # init's type stays: UInt8(0) + true is UInt8
    end
    return n
end
# count's predicate: its Bool result as 0 or 1
struct _CountBool{F}
    f::F   # the predicate
end
(c::_CountBool)(x) = Int64(c.f(x)::Bool)

extrema(a::AbstractArray; dims = :) = _extrema_dims(identity, a, dims)
extrema(f, a::AbstractArray; dims = :) = _extrema_dims(f, a, dims)
_extrema_dims(f, a::AbstractArray, ::Colon) = _extrema_iter(Generator(f, a))
_extrema_dims(::typeof(identity), a::AbstractArray, ::Colon) = _extrema_iter(a)
function _extrema_dims(f, A::AbstractArray, dims)
    rsz = _reduced_dims(A, dims)
    _reduces_empty(A, dims) && _empty_reduce_error()
    T = f === identity ? eltype(A) : Core._return_type(f, Tuple{eltype(A)})
    R = _new_reduced(Tuple{T,T}, rsz)
    isempty(A) && return R
    return _mapreducedim_first!(f, _extrema_op, R, A, rsz)
end
# extrema's pairing: (lo, hi) widened by one more value, compared with < and >
_extrema_op(p::Tuple, x) = x < p[1] ? (x, p[2]) : (x > p[2] ? (p[1], x) : p)
_reduce_first(::typeof(_extrema_op), x) = (x, x)
