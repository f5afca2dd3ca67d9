# abstractarray.jl — generic array operations: iteration, axes, range and colon indexing,
# constructors (zeros/ones/fill/collect), generators, and the collection algorithms
# (map/filter/reduce/sum/.../sort/reverse/findfirst/findall/in) over arrays and iterables.

# ---------------------------------------------------------------- iteration and axes
iterate(a::Array) = arraylen(a) == 0 ? nothing : (arrayref(a, 1), 2)
iterate(a::Array, i::Int64) = i > arraylen(a) ? nothing : (arrayref(a, i), i + 1)

struct OneTo{T} <: AbstractUnitRange{T}
    stop::T
end
OneTo(n::Int64) = OneTo{Int64}(ifelse(n < 0, 0, n))
first(r::OneTo{Int64}) = 1
last(r::OneTo{Int64}) = r.stop
length(r::OneTo{Int64}) = r.stop
iterate(r::OneTo{Int64}) = r.stop < 1 ? nothing : (1, 1)
iterate(r::OneTo{Int64}, i::Int64) = i >= r.stop ? nothing : (i + 1, i + 1)
show(io::IO, r::OneTo) = print(io, "Base.OneTo(", r.stop, ")")
axes(a::AbstractArray) = _oneto_each(size(a))
_oneto_each(t::Tuple{}) = ()
_oneto_each(t::Tuple) = (OneTo(t[1]), _oneto_each(_tail(t))...)
# all but the first element, of any length (an empty tuple stays empty, unlike Base.tail)
_tail(t::Tuple{}) = ()
_tail(t::Tuple) = _argtail(t...)
map(f, t::Tuple{}) = ()
map(f, t::Tuple) = (f(t[1]), map(f, _tail(t))...)
axes(a::AbstractArray, d::Int64) = OneTo(size(a, d))
eachindex(a::AbstractArray) = OneTo(length(a))
# several arrays: their common linear indices (Julia's eachindex(IndexLinear(), A, B...))
function eachindex(a::AbstractArray, bs::AbstractArray...)
    n = length(a)
    for b in bs
        length(b) == n && continue
        inds = Any[OneTo(length(x)) for x in (a, bs...)]
        throw(DimensionMismatch(string("all inputs to eachindex must have the same indices, got ",
                                       join(inds, ", ", " and "))))
    end
    return OneTo(n)
end
keys(a::AbstractVector) = LinearIndices(a)   # (arraymisc.jl; Julia 1.7's keys of a vector)
length(a::AbstractArray) = _prod_tuple(size(a))
size(a::AbstractArray, d::Int64) = d <= ndims(a) ? size(a)[d] : 1
function _prod_tuple(t::Tuple)
    p = 1
    for x in t
        p *= x
    end
    return p
end

# ---------------------------------------------------------------- range and colon indexing
function getindex(a::Array{T,1}, r::AbstractUnitRange{Int64}) where {T}
    f = first(r)
    l = last(r)
    if l >= f
        ((f < 1) | (l > arraylen(a))) && throw(BoundsError(a, (r,)))
    end
    n = ifelse(l >= f, l - f + 1, 0)
    b = Array{T,1}(undef, n)
    ccall(:rt_array_copy_elems, Cvoid, (Any, Int64, Any, Int64, Int64), b, 0, a, f - 1, n)
    return b
end
function getindex(a::Array{T}, inds::AbstractVector{Int64}) where {T}
    b = Array{T,1}(undef, length(inds))
    k = 1
    for i in inds
        ((i < 1) | (i > length(a))) && throw(BoundsError(a, (inds,)))
        arrayset(b, arrayref(a, i), k)
        k += 1
    end
    return b
end
getindex(a::Array{T}, ::Colon) where {T} = vec(copy(a))
getindex(t::Tuple, ::Colon) = t
# what is no kind of index: 1.7's to_index error (a Bool is not an integer index either)
_invalid_index(i) = throw(ArgumentError(string("invalid index: ", repr(i), " of type ", typeof(i))))
getindex(A::AbstractArray, i::Union{AbstractFloat,Bool,Symbol,Nothing,AbstractString,AbstractChar}) =
    _invalid_index(i)
# several indices, some of them colons/ranges/vectors: gather the selected elements
# (dotview in broadcast.jl computes the parent positions and the result's shape)
# integer indices of other types than Int64 (A[Int32(2), 1]) are converted, as to_indices
_other_ints(t::Tuple) = any(x -> x isa Integer && !(x isa Int64), t) &&
    all(x -> x isa Integer && !(x isa Bool), t)
function getindex(a::Array{T}, i1, i2, I...) where {T}
    _ci_has((i1, i2, I...)) && return getindex(a, _ci_flat((i1, i2, I...))...)
    _other_ints((i1, i2, I...)) && return getindex(a, Int64(i1), Int64(i2), map(Int64, I)...)
    v = dotview(a, i1, i2, I...)
    r = ccall(:rt_array_new_vdims, Any, (Any, Any), T, v.dims)
    inds = v.inds
    for k in 1:length(inds)
        r[k] = arrayref(a, inds[k])
    end
    return r
end
# A[I] = X and A[I, J] = X with ranges, index vectors or colons: X's elements, in their
# own (column-major) order, go to the selected places in order. As Julia's
# setindex_shape_check: the counts must agree, else DimensionMismatch; a single value is
# an ArgumentError (filling is `.=`).
_throw_setindex_single() = throw(ArgumentError("indexed assignment with a single value to possibly many locations is not supported; perhaps use broadcasting `.=` instead?"))
function _setindex_places!(a::Array, X, inds::AbstractVector{Int64})
    k = 1
    for x in X
        a[inds[k]] = x
        k += 1
    end
    return a
end
function setindex!(a::Array{T}, X, inds::AbstractVector{Int64}) where {T}
    for i in inds   # Julia checks the whole index first: BoundsError at index [2:4]
        ((i < 1) | (i > length(a))) && throw(BoundsError(a, (inds,)))
    end
    X isa AbstractArray || _throw_setindex_single()
    n = length(inds)
    length(X) == n ||
        throw(DimensionMismatch(string("tried to assign ", length(X), " elements to ", n, " destinations")))
    return _setindex_places!(a, X, inds)
end
setindex!(a::Array, X, ::Colon) = setindex!(a, X, 1:length(a))
_setindex_len(a::Array, d::Int64, nI::Int64, ::Colon) = d < nI ? size(a, d) : div(length(a), _dv_prefix(a, d))
_setindex_len(a::Array, d::Int64, nI::Int64, i::Int64) = 1
_setindex_len(a::Array, d::Int64, nI::Int64, r::AbstractVector{Int64}) = length(r)
_setindex_len(a::Array, d::Int64, nI::Int64, m::AbstractVector{Bool}) = count(m)
const _SetIdx = Union{Int64,AbstractVector{Int64},Colon,AbstractVector{Bool}}
function setindex!(a::Array{T}, X, i1::_SetIdx, i2::_SetIdx, I::_SetIdx...) where {T}
    J = (i1, i2, I...)
    nI = length(J)
    sizes = Array{Int64,1}(undef, nI) # each index's extent (the last takes the rest)
    for d in 1:nI
        sizes[d] = d < nI ? size(a, d) : div(length(a), _dv_prefix(a, d))
    end
    _dv_check_masks(a, J, sizes)
    X isa AbstractArray || _throw_setindex_single()
    lens = Array{Int64,1}(undef, nI)
    for d in 1:nI
        lens[d] = _setindex_len(a, d, nI, J[d])
    end
    if length(X) != prod(lens)
        io = IOBuffer()
        print(io, "tried to assign ")
        _print_dims(io, X)
        print(io, "array to ")
        for d in 1:nI
            d > 1 && print(io, "×")
            print(io, lens[d])
        end
        print(io, " destination")
        throw(DimensionMismatch(_takestring!(io)))
    end
    return _setindex_places!(a, X, dotview(a, J...).inds)
end

# ---------------------------------------------------------------- constructors
zeros(::Type{T}, dims::Int64...) where {T} = fill!(Array{T}(undef, dims...), convert(T, 0))
zeros(dims::Int64...) = zeros(Float64, dims...)
ones(::Type{T}, dims::Int64...) where {T} = fill!(Array{T}(undef, dims...), convert(T, 1))
ones(dims::Int64...) = ones(Float64, dims...)
fill(x, dims::Int64...) = fill!(Array{typeof(x)}(undef, dims...), x)
convert(::Type{Float64}, x::Float64) = x
convert(::Type{Int64}, x::Int64) = x
# an array of another element type converts by copying (Julia's convert(::Type{<:Array}, a))
convert(::Type{Array{T,N}}, a::Array{T,N}) where {T,N} = a
convert(::Type{Array{T,N}}, a::AbstractArray{S,N}) where {T,S,N} =
    copyto!(Array{T,N}(undef, size(a)), a)

function collect(itr)
    # a program's own iterator type has Julia's default traits (HasEltype, eltype Any
    # unless it defines one): a Vector of its eltype, Vector{Any} by default
    _user_type(typeof(itr)) && IteratorEltype(itr) isa HasEltype &&
        return collect(eltype(itr), itr)
    a = Array{Any,1}(undef, 0)
    for x in itr
        push!(a, x)
    end
    return _narrow_vector(a)
end
# is T a type the program defined (rather than Base's or Core's)?
function _user_type(T)
    T isa DataType || return false
    m = parentmodule(T)
    return m !== Base && m !== Core && parentmodule(m) !== Base
end
collect(a::Array) = copy(a)
collect(x::Nothing) = Array{Any,1}(undef, length(x))   # Julia's MethodError for length
collect(x::Number) = fill(x)   # a number iterates as a 0-dimensional container
function collect(r::AbstractRange{Int64})
    a = Array{Int64,1}(undef, length(r))
    k = 1
    for x in r
        arrayset(a, x, k)
        k += 1
    end
    return a
end
function collect(::Type{T}, itr) where {T}
    a = Array{T,1}(undef, 0)
    for x in itr
        push!(a, x)
    end
    return _collect_shape(itr, a)   # T[f(x) for x in M] has M's shape
end
# a Vector{Any} of gathered values, retyped to the element type collect widens to: Julia's
# promote_typejoin, i.e. the typejoin of the values' types with Nothing and Missing kept apart
# ([1, nothing] is a Vector{Union{Nothing, Int64}}, [1, 1.5] a Vector{Real})
function _narrow_vector(a::Array{Any,1})
    n = arraylen(a)
    n == 0 && return a
    T = Union{}
    for i in 1:n
        S = typeof(arrayref(a, i))
        S <: T || (T = promote_typejoin(T, S))
    end
    T === Any && return a
    b = Array{T,1}(undef, n)
    for i in 1:n
        b[i] = arrayref(a, i)
    end
    return b
end

struct Generator{I,F}
    f::F
    iter::I
end
Generator(f, iter) = Generator{typeof(iter),typeof(f)}(f, iter)
keys(g::Generator) = keys(g.iter)   # 1.7
function iterate(g::Generator, s...)
    y = iterate(g.iter, s...)
    y === nothing && return nothing
    return (g.f(getfield(y, 1)), getfield(y, 2))
end
length(g::Generator) = length(g.iter)
# an empty generator collects into a vector of f's inferred result type, as Julia's does
function collect(g::Generator)
    y = iterate(g.iter)
    y === nothing && return _gen_shape(g.iter, Array{Core._return_type(g.f, Tuple{eltype(g.iter)}),1}(undef, 0))
    v = g.f(y[1])
    a = Array{typeof(v),1}(undef, 0)
    push!(a, v)
    y = iterate(g.iter, y[2])
    while y !== nothing
        v = g.f(y[1])
        if !(v isa eltype(a))
            b = Array{Any,1}(undef, 0)
            append!(b, a)
            push!(b, v)
            y = iterate(g.iter, y[2])
            while y !== nothing
                push!(b, g.f(y[1]))
                y = iterate(g.iter, y[2])
            end
            return _gen_shape(g.iter, _narrow_vector(b))
        end
        push!(a, v)
        y = iterate(g.iter, y[2])
    end
    return _gen_shape(g.iter, a)
end
# the collected values of a generator over an N-d array take that array's shape
_gen_shape(iter, a) = a
_gen_shape(iter::AbstractArray, a) = ndims(iter) == 1 ? a : reshape(a, size(iter))
# the shape collect(T, itr) gives: a generator's is its iterator's
_collect_shape(itr, a) = _gen_shape(itr, a)
_collect_shape(g::Generator, a) = _gen_shape(g.iter, a)

# ---------------------------------------------------------------- algorithms
# map over an array keeps its shape (collect of a Generator over an N-d array reshapes);
# over two arrays of one size too, otherwise the shorter length as a vector
map(f, a::AbstractArray) = collect(Generator(f, a))
function map(f, a::AbstractArray, b::AbstractArray)
    n = ifelse(length(a) < length(b), length(a), length(b))
    r = Array{Any,1}(undef, n)
    for i in 1:n
        r[i] = f(a[i], b[i])
    end
    v = _narrow_vector(r)
    (ndims(a) != 1 && size(a) == size(b)) && return reshape(v, size(a))
    return v
end
# any other iterable (generators, zips, sets, ...): a vector, as Julia's collect of a Generator
map(f, itr) = collect(Generator(f, itr))
map(f, itr, its...) = collect(Generator(t -> f(t...), zip(itr, its...)))
map(f, t::Tuple, ts::Tuple...) =
    ntuple(i -> f(t[i], map(s -> s[i], ts)...), min(length(t), map(length, ts)...))
function map(f, a::AbstractArray, b::AbstractArray, c::AbstractArray, ds::AbstractArray...)
    n = min(length(a), length(b), length(c))
    for d in ds
        n = min(n, length(d))
    end
    r = Array{Any,1}(undef, n)
    for i in 1:n
        r[i] = f(a[i], b[i], c[i], map(d -> d[i], ds)...)
    end
    v = _narrow_vector(r)
    same = size(a) == size(b) == size(c)
    for d in ds
        same = same && size(d) == size(a)
    end
    (ndims(a) != 1 && same) && return reshape(v, size(a))
    return v
end
function filter(f, a::Array{T,1}) where {T}
    r = Array{T,1}(undef, 0)
    for x in a
        f(x) && push!(r, x)
    end
    return r
end
function filter(f, a::AbstractArray)
    r = Array{eltype(a),1}(undef, 0)
    for x in a
        f(x) && push!(r, x)
    end
    return r
end
function filter(f, t::Tuple)
    r = Any[]
    for x in t
        f(x) && push!(r, x)
    end
    return (r...,)
end
# foldl/foldr/reduce/mapreduce and the array reductions live in reducedim.jl; the
# iterable (non-array) forms of the named reductions follow
sum(itr; init = _InitialValue()) = _mapfoldl(identity, add_sum, init, itr)
sum(f, itr; init = _InitialValue()) = _mapfoldl(f, add_sum, init, itr)
prod(itr; init = _InitialValue()) = _mapfoldl(identity, mul_prod, init, itr)
prod(f, itr; init = _InitialValue()) = _mapfoldl(f, mul_prod, init, itr)
maximum(itr; init = _InitialValue()) = _mapfoldl(identity, max, init, itr)
minimum(itr; init = _InitialValue()) = _mapfoldl(identity, min, init, itr)
maximum(f, itr; init = _InitialValue()) = _mapfoldl(f, max, init, itr)
minimum(f, itr; init = _InitialValue()) = _mapfoldl(f, min, init, itr)
first(a::AbstractArray) = a[1]
last(a::AbstractArray) = a[lastindex(a)]
# empty(v[, U]): a new empty vector of v's (or U) element type; empty(()) = ()
empty(a::AbstractVector{T}) where {T} = Array{T,1}(undef, 0)
empty(a::AbstractVector, ::Type{U}) where {U} = Array{U,1}(undef, 0)
empty(x::Tuple) = ()
# copy!(dst, src): dst becomes a copy of src (a vector resized to fit; other arrays must
# have src's axes)
function copy!(dst::AbstractVector, src::AbstractVector)
    length(dst) != length(src) && resize!(dst, length(src))
    return _copy_elements!(dst, src)
end
function copy!(dst::AbstractArray, src::AbstractArray)
    size(dst) == size(src) ||
        throw(ArgumentError("arrays must have the same axes for copy! (consider using `copyto!`)"))
    return _copy_elements!(dst, src)
end
function _copy_elements!(dst::AbstractArray, src::AbstractArray)
    k = 1
    for x in src
        dst[k] = x
        k += 1
    end
    return dst
end
# any iterable is empty when it yields nothing at once (Julia's isempty(itr))
isempty(itr) = iterate(itr) === nothing
function first(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return y[1]
end
function first(v::AbstractVector, n::Integer)
    n < 0 && throw(ArgumentError("Number of elements must be nonnegative"))
    return v[1:min(n, length(v))]
end
function last(v::AbstractVector, n::Integer)
    n < 0 && throw(ArgumentError("Number of elements must be nonnegative"))
    return v[length(v)-min(n, length(v))+1:length(v)]
end
# any/all follow three-valued logic: a missing f(x) gives missing unless a true (any)
# or a false (all) decides
# (r stays Bool when f returns Bool, so Bool predicates infer a Bool result)
function _any_iter(f, itr)
    r = false
    for x in itr
        v = f(x)
        if v === missing
            r = missing
        elseif v
            return true
        end
    end
    return r
end
function _all_iter(f, itr)
    r = true
    for x in itr
        v = f(x)
        if v === missing
            r = missing
        elseif !v
            return false
        end
    end
    return r
end
any(f, itr) = _any_iter(f, itr)
all(f, itr) = _all_iter(f, itr)
any(itr) = any(identity, itr)
all(itr) = all(identity, itr)
count(f, itr; init = 0) = _count(f, itr, :, init)   # (reducedim.jl)
count(itr; init = 0) = count(identity, itr; init = init)
# count('l', s) / findall('l', s): a character in a string (1.7)
count(c::AbstractChar, s::AbstractString) = count(==(c), s)
findall(c::AbstractChar, s::AbstractString) = findall(isequal(c), s)
# findfirst/findnext/findprev/findlast/findall over arrays: arrayfind.jl
# three-valued, as Julia's any(y -> y == x, itr): missing when no element is equal but
# some comparison was missing
function in(x, itr)
    anymissing = false
    for y in itr
        v = y == x
        if v === missing
            anymissing = true
        elseif v
            return true
        end
    end
    return anymissing ? missing : false
end
function reverse(a::Array{T,1}) where {T}
    n = arraylen(a)
    b = Array{T,1}(undef, n)
    for i in 1:n
        arrayset(b, arrayref(a, n + 1 - i), i)
    end
    return b
end
function reverse!(a::Array{T,1}) where {T}
    i = 1
    j = arraylen(a)
    while i < j
        x = arrayref(a, i)
        arrayset(a, arrayref(a, j), i)
        arrayset(a, x, j)
        i += 1
        j -= 1
    end
    return a
end
# ---------------------------------------------------------------- equality, hashing
# Arrays are equal when their shapes are and their elements are, pairwise (== or isequal);
# 1:3 == [1, 2, 3] holds, [1 2] == [1, 2] does not.
function ==(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    anymissing = false   # [1, missing] == [1, missing] is missing; [1, missing] == [2, missing] false
    for (a, b) in zip(A, B)
        v = a == b
        if v === missing
            anymissing = true
        elseif !v
            return false
        end
    end
    return anymissing ? missing : true
end
function isequal(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    for (a, b) in zip(A, B)
        isequal(a, b) || return false
    end
    return true
end
# Julia 1.7's AbstractArray hash (ranges included, so equal arrays hash alike): a seed,
# the first and last index of each axis, then every element; an array of 8192 or more
# elements hashes index=>value pairs walking back from the end with Fibonacci skips
# (by linear index here; Julia's keys are CartesianIndex for 2+ dimensions).
function hash(A::AbstractArray, h::UInt64)
    h += 0x7e2d6fb6448beb77
    h = hash(map(first, axes(A)), h)
    h = hash(map(last, axes(A)), h)
    n = length(A)
    if n < 8192
        for x in A
            h = hash(x, h)
        end
        return h
    end
    i = n; skip = 1; prevskip = 1; k = 0
    while true
        k += 1
        elt = A[i]
        h = hash(i => elt, h)
        i < skip + 1 && break
        i -= skip
        if rem(k, 4096) == 0
            skip, prevskip = skip + prevskip, skip
        end
        while i >= 1 && isequal(A[i], elt)   # findprev(!isequal(elt), A, i)
            i -= 1
        end
        i < 1 && break
    end
    return h
end

# ---------------------------------------------------------------- partial application
# ==(x) and friends return Fix2(f, x): a function of y computing f(y, x)
struct Fix2{F,T} <: Function
    f::F   # the two-argument function
    x::T   # its fixed second argument
end
Fix2(f, x) = Fix2{typeof(f),typeof(x)}(f, x)
(f::Fix2)(y) = f.f(y, f.x)
struct Fix1{F,T} <: Function
    f::F   # the two-argument function
    x::T   # its fixed first argument
end
Fix1(f, x) = Fix1{typeof(f),typeof(x)}(f, x)
splat(f) = args -> f(args...)   # a function of one collection, spread into f's arguments
(f::Fix1)(y) = f.f(f.x, y)
==(x) = Fix2(==, x)
!=(x) = Fix2(!=, x)
<(x) = Fix2(<, x)
<=(x) = Fix2(<=, x)
>(x) = Fix2(>, x)
>=(x) = Fix2(>=, x)
isequal(x) = Fix2(isequal, x)
in(x) = Fix2(in, x)

# ---------------------------------------------------------------- n-ary arithmetic
# a + b + c parses as +(a, b, c): fold left, as Julia's afoldl (one method each, as
# Julia's, so MethodError's candidate lists match; LLVM inlines the three-operand case)
+(a, b, c, xs...) = +(a + b, c, xs...)
*(a, b, c, xs...) = *(a * b, c, xs...)

# ---------------------------------------------------------------- more algorithms
cat(as...; dims) = _cat_along(dims, as, false)
# accumulate/cumsum/cumprod/diff: accumulate.jl
# unique: first occurrences in order, compared with isequal through a hash set (as Julia)
function unique(itr)
    IteratorEltype(itr) isa EltypeUnknown && return _unique_widening(itr)
    return _push_unseen!(Array{eltype(itr),1}(undef, 0), _new_set(eltype(itr)), itr)
end
# an iterator of unknown element type (a generator): the first value's type, widened by
# promote_typejoin with the type of every value met, kept or not (Julia's unique_from);
# empty, the inferred type (@default_eltype)
function _unique_widening(itr)
    r = Array{Any,1}(undef, 0)
    seen = _new_set(Any)
    T = Union{}
    for x in itr
        S = typeof(x)
        S <: T || (T = promote_typejoin(T, S))
        if !(x in seen)
            push!(seen, x)
            push!(r, x)
        end
    end
    arraylen(r) == 0 && return Array{_default_eltype(itr),1}(undef, 0)
    T === Any && return r
    return copyto!(Array{T,1}(undef, arraylen(r)), r)
end
# push onto r each element of itr not yet in the set seen (union and unique share it)
function _push_unseen!(r, seen, itr)
    for x in itr
        if !(x in seen)
            push!(seen, x)
            push!(r, x)
        end
    end
    return r
end
function unique(f, itr; seen = nothing)
    r = Array{eltype(itr),1}(undef, 0)
    seen === nothing && (seen = _new_set(Any))
    for x in itr
        y = f(x)
        if !(y in seen)
            push!(seen, y)
            push!(r, x)
        end
    end
    return r
end
function allunique(itr)
    seen = _new_set(eltype(itr))
    for x in itr
        x in seen && return false
        push!(seen, x)
    end
    return true
end
function unique!(v::Vector)
    u = unique(v)
    resize!(v, length(u))
    copyto!(v, u)
    return v
end
extrema(itr) = _extrema_iter(itr)
function _extrema_iter(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    lo = y[1]
    hi = y[1]
    y = iterate(itr, y[2])
    while y !== nothing
        x = y[1]
        lo = min(lo, x)
        hi = max(hi, x)
        y = iterate(itr, y[2])
    end
    return (lo, hi)
end
extrema(f, itr) = extrema(Generator(f, itr))
# findmax/findmin/argmax/argmin: arrayfind.jl
