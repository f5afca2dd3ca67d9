# arrayfind.jl — the index-returning searches over arrays, as Julia 1.7 (base/array.jl,
# reduce.jl, reducedim.jl): findfirst/findlast/findnext/findprev/findall with a predicate
# or over a Bool array, findmax/findmin/argmax/argmin (with dims= and the f forms), and
# keys(A)/CartesianIndices. An index is the array's key: an Int for a vector (its linear
# index), a CartesianIndex{N} for an N-d array (N != 1), as keys(A) gives. The loops walk
# A in memory order by linear index and turn the winning position into its key.

# ---------------------------------------------------------------- CartesianIndices
# An N-d array of CartesianIndex over one range per dimension: the keys of an N-d array
# (Base.OneTo(n) each), or any integer ranges, steps included (1.6).
struct CartesianIndices{N,R} <: AbstractArray{CartesianIndex{N},N}
    indices::R   # one integer range per dimension (Base.OneTo for a plain size)
end
_cartesian_range(n::Integer) = OneTo(Int64(n))
_cartesian_range(r::OrdinalRange{<:Integer}) = r
function CartesianIndices(sz::Tuple)
    inds = map(_cartesian_range, sz)
    return Core._splatnew(CartesianIndices{length(sz),typeof(inds)}, (inds,))
end
CartesianIndices(A::AbstractArray) = CartesianIndices(size(A))
(:)(I::CartesianIndex{N}, J::CartesianIndex{N}) where {N} = CartesianIndices(map(:, I.I, J.I))
(:)(I::CartesianIndex{N}, S::CartesianIndex{N}, J::CartesianIndex{N}) where {N} =
    CartesianIndices(map(:, I.I, S.I, J.I))
size(C::CartesianIndices) = map(length, C.indices)
length(C::CartesianIndices) = prod(map(length, C.indices))
getindex(C::CartesianIndices, i::Int64) =
    CartesianIndex(map(getindex, C.indices, _cartesian_at(size(C), i).I))
getindex(C::CartesianIndices, i::Int64, j::Int64, k::Int64...) =
    CartesianIndex(map(getindex, C.indices, (i, j, k...)))
step(C::CartesianIndices) = CartesianIndex(map(step, C.indices))
_cartesian_show_range(r) = r
_cartesian_show_range(r::OneTo) = length(r)
_show_cartesian(io::IO, C) =
    (print(io, "CartesianIndices("); show(io, map(_cartesian_show_range, C.indices)); print(io, ')'))
show(io::IO, C::CartesianIndices) = _show_cartesian(io, C)
show(io::IO, C::CartesianIndices{1}) = _show_cartesian(io, C)   # (beside arrayshow's
show(io::IO, C::CartesianIndices{2}) = _show_cartesian(io, C)   #  vector/matrix shows)
keys(A::AbstractArray) = CartesianIndices(A)
# pairs(A) of an N-d array: CartesianIndex(i, j, ...) => A[i, j, ...] in memory order
# (Julia's pairs(IndexCartesian(), A); vectors and tuples: arraypairs.jl)
function pairs(A::AbstractArray{T,N}) where {T,N}
    ks = keys(A)
    return Core._splatnew(Iterators.Pairs{CartesianIndex{N},T,typeof(ks),typeof(A)}, (A, ks))
end
function iterate(p::Iterators.Pairs{K,V,I,A}, i::Int64 = 1) where {K<:CartesianIndex,V,I,A<:AbstractArray}
    d = getfield(p, :data)
    i > length(d) && return nothing
    return (getfield(p, :itr)[i] => d[i], i + 1)
end
# collected, they keep the array's shape (the keys' HasShape)
function collect(p::Iterators.Pairs{K,V,I,A}) where {K<:CartesianIndex,V,I,A<:AbstractArray}
    d = getfield(p, :data)
    r = Array{Pair{K,V}}(undef, size(d))
    k = 1
    for x in p
        r[k] = x
        k += 1
    end
    return r
end

# the CartesianIndex of linear position i in an array of size sz (column-major)
function _cartesian_at(sz::Tuple, i::Int64)
    N = length(sz)
    v = Array{Int64,1}(undef, N)
    r = i - 1
    for d in 1:N
        n = sz[d]
        if d == N
            v[d] = r + 1
        else
            v[d] = rem(r, n) + 1
            r = div(r, n)
        end
    end
    return CartesianIndex(v...)
end
# the linear position of a CartesianIndex in an array of size sz
function _linear_of(sz::Tuple, c::CartesianIndex)
    length(c.I) == length(sz) || throw(BoundsError(sz, c))
    i = 0
    s = 1
    for d in 1:length(sz)
        i += (c.I[d] - 1) * s
        s *= sz[d]
    end
    return i + 1
end
# the key type of an array and the key of its linear position i
_keytype(a::AbstractVector) = Int64
_keytype(a::AbstractArray{T,N}) where {T,N} = CartesianIndex{N}
_key_at(a::AbstractVector, i::Int64) = i
_key_at(a::AbstractArray, i::Int64) = _cartesian_at(size(a), i)

# ---------------------------------------------------------------- findfirst, findall
function findfirst(f, a::AbstractArray)
    i = 0
    for x in a
        i += 1
        f(x) && return _key_at(a, i)
    end
    return nothing
end
function findlast(f, a::AbstractArray)
    i = length(a)
    while i >= 1
        f(a[i]) && return _key_at(a, i)
        i -= 1
    end
    return nothing
end
function findall(f, a::AbstractArray)
    r = Array{_keytype(a),1}(undef, 0)
    i = 0
    for x in a
        i += 1
        f(x) && push!(r, _key_at(a, i))
    end
    return r
end
# tuples and dictionaries: keys are positions / dictionary keys (Julia walks pairs(A))
function findfirst(f, t::Tuple)
    for i in 1:length(t)
        f(t[i]) && return i
    end
    return nothing
end
function findlast(f, t::Tuple)
    for i in length(t):-1:1
        f(t[i]) && return i
    end
    return nothing
end
function findall(f, t::Tuple)
    r = Array{Int64,1}(undef, 0)
    for i in 1:length(t)
        f(t[i]) && push!(r, i)
    end
    return r
end
function findfirst(f, d::AbstractDict)
    for p in d
        f(p.second) && return p.first
    end
    return nothing
end
function findall(f, d::AbstractDict{K,V}) where {K,V}
    r = Array{K,1}(undef, 0)
    for p in d
        f(p.second) && push!(r, p.first)
    end
    return r
end
findfirst(a::AbstractArray{Bool}) = findfirst(identity, a)
findlast(a::AbstractArray{Bool}) = findlast(identity, a)
findall(a::AbstractArray{Bool}) = findall(identity, a)

# ---------------------------------------------------------------- findnext, findprev
# from a start key: a vector's integer start before the first index or past the last
# reads A there and throws the BoundsError, as Julia's walk over keys(A)
function findnext(f::Function, a::AbstractVector, start::Integer)
    i = Int64(start)
    l = length(a)
    i > l && return nothing
    while true
        f(a[i]) && return i
        i == l && break
        i += 1
    end
    return nothing
end
function findprev(f::Function, a::AbstractVector, start::Integer)
    i = Int64(start)
    i < 1 && return nothing
    while true
        f(a[i]) && return i
        i == 1 && break
        i -= 1
    end
    return nothing
end
function findnext(f::Function, a::AbstractArray, start::CartesianIndex)
    n = length(a)
    l = _linear_of(size(a), start)
    l > n && return nothing
    a[start]   # (a start outside A throws its BoundsError)
    for i in l:n
        f(a[i]) && return _key_at(a, i)
    end
    return nothing
end
function findprev(f::Function, a::AbstractArray, start::CartesianIndex)
    l = _linear_of(size(a), start)
    l < 1 && return nothing
    a[start]
    for i in l:-1:1
        f(a[i]) && return _key_at(a, i)
    end
    return nothing
end
findnext(a::AbstractVector{Bool}, start::Integer) = findnext(identity, a, start)
findprev(a::AbstractVector{Bool}, start::Integer) = findprev(identity, a, start)
findnext(a::AbstractArray{Bool}, start::CartesianIndex) = findnext(identity, a, start)
findprev(a::AbstractArray{Bool}, start::CartesianIndex) = findprev(identity, a, start)

# ---------------------------------------------------------------- findmax, findmin
# The first maximum (minimum) under isless; NaN (and missing) win over numbers, the first
# one kept. findmin replaces m by x when isgreater(m, x): m > x, or x unordered.
_isunordered(x) = false
_isunordered(x::AbstractFloat) = isnan(x)
_isgreater(x, y) = (_isunordered(x) || _isunordered(y)) ? isless(x, y) : isless(y, x)
_find_better(::typeof(max), m, x) = isless(m, x)
_find_better(::typeof(min), m, x) = _isgreater(m, x)
# (f(x), position) of the best x of itr, position counting from 1
function _findext(f, op, itr)
    y = iterate(itr)
    y === nothing && _empty_reduce_error()
    m = f(y[1])
    mi = 1
    i = 1
    y = iterate(itr, y[2])
    while y !== nothing
        i += 1
        v = f(y[1])
        if _find_better(op, m, v)
            m = v
            mi = i
        end
        y = iterate(itr, y[2])
    end
    return (m, mi)
end
_findext_key(f, op, a::AbstractArray) = (r = _findext(f, op, a); (r[1], _key_at(a, r[2])))
_findext_key(f, op, itr) = _findext(f, op, itr)

findmax(a::AbstractArray; dims = :) = _findext_dims(identity, max, a, dims)
findmin(a::AbstractArray; dims = :) = _findext_dims(identity, min, a, dims)
findmax(f, a::AbstractArray; dims = :) = _findext_dims(f, max, a, dims)
findmin(f, a::AbstractArray; dims = :) = _findext_dims(f, min, a, dims)
findmax(t::Tuple) = _findext_key(identity, max, t)
findmin(t::Tuple) = _findext_key(identity, min, t)
findmax(f, t::Tuple) = _findext_key(f, max, t)
findmin(f, t::Tuple) = _findext_key(f, min, t)
argmax(a::AbstractArray; dims = :) = findmax(a; dims = dims)[2]
argmin(a::AbstractArray; dims = :) = findmin(a; dims = dims)[2]
argmax(t::Tuple) = findmax(t)[2]
argmin(t::Tuple) = findmin(t)[2]
# argmax(f, domain): the element (not its index) whose f is largest
argmax(f, itr) = _findext_elt(f, max, itr)
argmin(f, itr) = _findext_elt(f, min, itr)
function _findext_elt(f, op, itr)
    y = iterate(itr)
    y === nothing && _empty_reduce_error()
    x = y[1]
    m = f(x)
    y = iterate(itr, y[2])
    while y !== nothing
        v = f(y[1])
        if _find_better(op, m, v)
            m = v
            x = y[1]
        end
        y = iterate(itr, y[2])
    end
    return x
end

_findext_dims(f, op, a::AbstractArray, ::Colon) = _findext_key(f, op, a)
# over dims: the values and the keys of the best element of every slice, each in an array
# of the reduced shape. The value array keeps A's element type when f(first(A)) is one.
function _findext_dims(f, op, A::AbstractArray, dims)
    rsz = _reduced_dims(A, dims)
    KT = _keytype(A)
    if isempty(A)
        _reduces_empty(A, dims) && throw(ArgumentError("collection slices must be non-empty"))
        T = f === identity ? eltype(A) : Core._return_type(f, Tuple{eltype(A)})
        return (_new_reduced(T, rsz), _new_reduced(KT, rsz))
    end
    v0 = f(first(A))
    T = eltype(A)
    Tr = v0 isa T ? T : typeof(v0)
    R = _new_reduced(Tr, rsz)
    P = _new_reduced(Int64, rsz)
    sz = collect(Int64, size(A))
    rs = _reduced_strides(sz, rsz)
    seen = fill!(Array{Bool,1}(undef, length(R)), false)
    idx = fill!(Array{Int64,1}(undef, length(sz)), 1)
    n = length(A)
    n1 = sz[1]
    ri = 1
    k = 0
    while k < n
        for i in 1:n1
            j = rs[1] == 0 ? ri : ri + i - 1
            v = f(A[k + i])
            if !seen[j]
                R[j] = v
                P[j] = k + i
                seen[j] = true
            elseif _find_better(op, R[j], v)
                R[j] = v
                P[j] = k + i
            end
        end
        k += n1
        ri = _reduced_step!(idx, sz, rs, ri)
    end
    I = _new_reduced(KT, rsz)
    for j in 1:length(P)
        I[j] = _key_at(A, P[j])
    end
    return (R, I)
end

# indexin(a, b): for each element of a, its first key in b, or nothing (a's shape)
function indexin(a, b::AbstractArray)
    K = _keytype(b)
    first_at = Dict{Any,Int64}()   # value => its first linear position in b
    i = 0
    for x in b
        i += 1
        haskey(first_at, x) || (first_at[x] = i)
    end
    r = Array{Union{K,Nothing}}(undef, a isa AbstractArray ? size(a) : (length(a),))
    k = 0
    for x in a
        k += 1
        j = get(first_at, x, 0)
        r[k] = j == 0 ? nothing : _key_at(b, j)
    end
    return r
end
