# subarray.jl — views: SubArray{T,N,P,I,L} as in Julia 1.7 (base/subarray.jl, views.jl).
# view(A, inds...) checks the indices against A, turns a Colon into Base.Slice(OneTo(n))
# and keeps the rest (Int, ranges, Vector{Int}) as they are; N counts the non-scalar
# indices and L says whether linear indexing is fast (offset1 + stride1·i). Reading and
# writing go through to the parent. `@view A[...]`/`@views` are expanded by lowering
# (frontend/lower_macro.c) into view calls. The display form is
# "2-element view(::Vector{Int64}, 2:3) with eltype Int64".
# `A[I...] .= x` still goes through dotview's gathered index list (_DotView below).

# ---------------------------------------------------------------- Slice
struct Slice{T<:AbstractUnitRange} <: AbstractUnitRange{Int64}
    indices::T    # the axis the colon stands for
end
first(s::Slice) = first(s.indices)
last(s::Slice) = last(s.indices)
length(s::Slice) = length(s.indices)
iterate(s::Slice) = iterate(s.indices)
iterate(s::Slice, i) = iterate(s.indices, i)
_range_at(s::Slice, i::Int64) = i
show(io::IO, s::Slice) = (print(io, "Base.Slice("); show(io, s.indices); print(io, ')'))

# ---------------------------------------------------------------- CartesianIndex
# A[CartesianIndex(i, j)] is A[i, j]; a view at one is the 0-dimensional view(A, i, j).
struct CartesianIndex{N}
    I::NTuple{N,Int64}   # one index per dimension
end
CartesianIndex(I::Int64...) = CartesianIndex(I)
show(io::IO, c::CartesianIndex) = (print(io, "CartesianIndex"); show(io, c.I))
getindex(c::CartesianIndex, i::Int64) = c.I[i]
length(c::CartesianIndex) = length(c.I)
Tuple(c::CartesianIndex) = c.I
# arithmetic and order as Julia's multidimensional.jl: elementwise + - min max, scaling by
# an integer, and isless comparing the last index first
+(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(+, a.I, b.I))
-(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(-, a.I, b.I))
-(a::CartesianIndex) = CartesianIndex(map(-, a.I))
*(a::Integer, c::CartesianIndex) = CartesianIndex(map(x -> Int64(a * x), c.I))
*(c::CartesianIndex, a::Integer) = a * c
min(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(min, a.I, b.I))
max(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(max, a.I, b.I))
function isless(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N}
    for k in N:-1:1
        a.I[k] == b.I[k] || return a.I[k] < b.I[k]
    end
    return false
end
zero(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(_ -> 0, N))
zero(c::CartesianIndex) = zero(typeof(c))
oneunit(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(_ -> 1, N))
oneunit(c::CartesianIndex) = oneunit(typeof(c))
getindex(A::AbstractArray, c::CartesianIndex) = A[c.I...]
setindex!(A::AbstractArray, x, c::CartesianIndex) = setindex!(A, x, c.I...)
view(A::AbstractArray, c::CartesianIndex) = view(A, c.I...)
view(A::Array, c::CartesianIndex) = view(A, c.I...)
# CartesianIndex among other indices (A[CartesianIndex(1, 2), 3], A[1, c, :]) stands for
# its own integers, as Julia's to_indices splices them: the helpers flatten such a list.
_ci_has(I::Tuple) = _ci_has_from(I, 1)
_ci_has_from(I::Tuple, k::Int64) = k > length(I) ? false : (I[k] isa CartesianIndex || _ci_has_from(I, k + 1))
_ci_parts(c::CartesianIndex) = c.I
_ci_parts(x) = (x,)
_ci_flat(I::Tuple{}) = ()
_ci_flat(I::Tuple) = (_ci_parts(I[1])..., _ci_flat(tail(I))...)
function setindex!(A::AbstractArray, x, i1, i2, I...)
    J = (i1, i2, I...)
    _ci_has(J) || throw(MethodError(setindex!, (A, x, J...)))
    return setindex!(A, x, _ci_flat(J)...)
end
# A[v] with an array of CartesianIndex (A[findall(A .> 1)]): an array of v's shape
function getindex(A::AbstractArray{T}, v::AbstractArray{<:CartesianIndex}) where {T}
    for c in v
        _ci_inbounds(A, c) || throw(BoundsError(A, (v,)))
    end
    r = Array{T}(undef, size(v))
    k = 1
    for c in v
        r[k] = getindex(A, c.I...)
        k += 1
    end
    return r
end
function setindex!(A::AbstractArray, X, v::AbstractArray{<:CartesianIndex})
    for c in v
        _ci_inbounds(A, c) || throw(BoundsError(A, (v,)))
    end
    X isa AbstractArray || _throw_setindex_single()
    length(X) == length(v) ||
        throw(DimensionMismatch(string("tried to assign ", length(X), " elements to ", length(v), " destinations")))
    k = 1
    for x in X
        setindex!(A, x, v[k].I...)
        k += 1
    end
    return A
end
function _ci_inbounds(A::AbstractArray, c::CartesianIndex)
    n = length(c.I)
    for d in 1:n
        m = d < n ? size(A, d) : _trailing_len(A, d)
        ((c.I[d] < 1) | (c.I[d] > m)) && return false
    end
    return true
end

# ---------------------------------------------------------------- LogicalIndex
# A Bool mask used as an index (view(a, [true, false, true])): the positions of its trues,
# gathered once so that the k-th one is found in constant time (a view walks it linearly).
struct LogicalIndex{T,A<:AbstractArray{Bool}} <: AbstractVector{T}
    mask::A                   # the mask
    sum::Int64                # how many of its elements are true
    inds::Array{Int64,1}      # the positions of the trues, in order
end
function _mask_positions(mask::AbstractArray{Bool})
    v = Array{Int64,1}(undef, 0)
    i = 0
    for b in mask
        i += 1
        b && push!(v, i)
    end
    return v
end
# (_splatnew: the type is computed at run time, which an executable's constructors are not)
function LogicalIndex(mask::AbstractVector{Bool})
    inds = _mask_positions(mask)
    return Core._splatnew(LogicalIndex{Int64,typeof(mask)}, (mask, length(inds), inds))
end
size(L::LogicalIndex) = (L.sum,)
length(L::LogicalIndex) = L.sum
getindex(L::LogicalIndex, k::Int64) = L.inds[k]
function iterate(L::LogicalIndex, k::Int64 = 0)
    k >= L.sum && return nothing
    return (L.inds[k + 1], k + 1)
end
collect(L::LogicalIndex) = copy(L.inds)
show(io::IO, L::LogicalIndex) = print(io, collect(L))
function getindex(a::Array, mask::AbstractVector{Bool})   # a[mask]: the selected elements
    length(mask) == length(a) || throw(BoundsError(a, (mask,)))
    return a[collect(LogicalIndex(mask))]
end
# a mask of A's own shape (A[A .> 4]): the selected elements in column-major order
function getindex(a::Array, mask::AbstractArray{Bool})
    size(mask) == size(a) || throw(BoundsError(a, (mask,)))
    return a[_mask_positions(mask)]
end
# A[mask] = X: X's elements in turn (as many as the mask's trues); a lone value fills only
# a mask with one true (broadcast with .= otherwise)
function setindex!(a::Array, X, mask::AbstractArray{Bool})
    ((ndims(mask) == 1 ? length(mask) == length(a) : size(mask) == size(a))) ||
        throw(BoundsError(a, (mask,)))
    inds = _mask_positions(mask)
    if X isa AbstractArray
        length(X) == length(inds) || throw(DimensionMismatch(string("tried to assign ",
            length(X), " elements to ", length(inds), " destinations")))
        k = 1
        for x in X
            a[inds[k]] = x
            k += 1
        end
    else
        length(inds) == 1 || throw(ArgumentError("indexed assignment with a single value to possibly many locations is not supported; perhaps use broadcasting `.=` instead?"))
        a[inds[1]] = X
    end
    return a
end

# ---------------------------------------------------------------- SubArray
struct SubArray{T,N,P,I,L} <: AbstractArray{T,N}
    parent::P       # the viewed array
    indices::I      # one index per parent dimension (Int, range, Slice or Vector{Int})
    offset1::Int64  # fast linear views: parent index of element i is offset1 + stride1·i
    stride1::Int64  # (0 for the others)
end

_view_index(A, d::Int64, nI::Int64, ::Colon) = Slice(OneTo(d < nI ? size(A, d) : _trailing_len(A, d)))
_view_index(A, d::Int64, nI::Int64, i::Int64) = i
_view_index(A, d::Int64, nI::Int64, i::AbstractRange{Int64}) = i
_view_index(A, d::Int64, nI::Int64, i::Array{Int64,1}) = i
_view_index(A, d::Int64, nI::Int64, i::AbstractVector{Bool}) = LogicalIndex(i)
_view_index(A, d::Int64, nI::Int64, i) =
    throw(ArgumentError(string("invalid index: ", repr(i), " of type ", typeof(i))))
function _trailing_len(A, d::Int64)
    n = 1
    for k in d:ndims(A)
        n *= size(A, k)
    end
    return n
end
_view_dimlen(A, d::Int64, nI::Int64) = d < nI ? size(A, d) : _trailing_len(A, d)
_view_keeps(::Int64) = false
_view_keeps(i) = true
_view_inbounds(i::Int64, n::Int64) = (i >= 1) & (i <= n)
_view_inbounds(s::Slice, n::Int64) = true
function _view_inbounds(r::AbstractRange{Int64}, n::Int64)
    isempty(r) && return true
    return (min(first(r), last(r)) >= 1) & (max(first(r), last(r)) <= n)
end
_view_inbounds(L::LogicalIndex, n::Int64) = length(L.mask) == n
function _view_inbounds(v::Array{Int64,1}, n::Int64)
    for i in v
        ((i < 1) | (i > n)) && return false
    end
    return true
end
# Julia's viewindexing: scalars, then a run of slices, then a unit range or any one range,
# then scalars
function _view_fastlinear(J::Tuple)
    n = length(J)
    k = 1
    while k <= n && J[k] isa Int64
        k += 1
    end
    k > n && return true
    while k < n && J[k] isa Slice && J[k + 1] isa Slice
        k += 1
    end
    J[k] isa Slice && k < n && J[k + 1] isa AbstractUnitRange && _all_scalar(J, k + 2) && return true
    return J[k] isa AbstractRange && _all_scalar(J, k + 1)
end
function _all_scalar(J::Tuple, from::Int64)
    for k in from:length(J)
        J[k] isa Int64 || return false
    end
    return true
end

view(A::AbstractArray, I...) = _view_generic(A, I)
# a view of a range by a range is the recomputed range, as Julia's getindex gives
view(r1::AbstractUnitRange, r2::AbstractUnitRange{<:Integer}) = getindex(r1, r2)
view(r1::AbstractUnitRange, r2::StepRange{<:Integer}) = getindex(r1, r2)
view(r1::StepRange, r2::AbstractRange{<:Integer}) = getindex(r1, r2)
view(r1::StepRangeLen, r2::OrdinalRange{<:Integer}) = getindex(r1, r2)
view(r1::LinRange, r2::OrdinalRange{<:Integer}) = getindex(r1, r2)
# one index into a multi-dimensional Array views its reshaped (shared) vector, as in Julia
view(A::Array, i) = _view_generic(ndims(A) == 1 ? A : reshape(A, length(A)), (i,))
# a vector by a range of Ints, the everyday view, built directly (its type is inferred): the
# fields _view_generic computes for one fast-linear index
function view(A::Array{T,1}, r::AbstractRange{Int64}) where {T}
    _view_inbounds(r, length(A)) || throw(BoundsError(A, (r,)))
    s = r isa Slice ? 1 : step(r)
    return SubArray{T,1,Array{T,1},Tuple{typeof(r)},true}(A, (r,), first(r) - s, s)
end
function _view_generic(A::AbstractArray{T}, I::Tuple) where {T}
    _ci_has(I) && return _view_generic(A, _ci_flat(I))
    nI = length(I)
    nI == 0 && throw(ArgumentError("view of an array needs at least one index"))
    Jv = Array{Any,1}(undef, nI)
    for d in 1:nI
        Jv[d] = _view_index(A, d, nI, I[d])
    end
    J = ccall(:rt_array_to_tuple, Any, (Any,), Jv)::Tuple
    for d in 1:nI
        _view_inbounds(J[d], _view_dimlen(A, d, nI)) || throw(BoundsError(A, I))
    end
    N = 0
    for d in 1:nI
        _view_keeps(J[d]) && (N += 1)
    end
    L = _view_fastlinear(J)
    stride1 = 0
    offset1 = 0
    if L
        s = 1
        first_lin = 1
        found = false
        for d in 1:nI
            j = J[d]
            if !found && !(j isa Int64)
                stride1 = j isa AbstractRange && !(j isa Slice) ? s * step(j) : s
                found = true
            end
            first_lin += (_view_first(j) - 1) * s
            s *= _view_dimlen(A, d, nI)
        end
        found || (stride1 = s)
        offset1 = first_lin - stride1
    end
    fields = Array{Any,1}(undef, 4)
    fields[1] = A
    fields[2] = J
    fields[3] = offset1
    fields[4] = stride1
    return ccall(:rt_array_to_struct, Any, (Any, Any),
                 SubArray{T,N,typeof(A),typeof(J),L}, fields)
end
# an index's first parent position, also for an empty range (Julia's compute_linindex)
_view_first(i::Int64) = i
_view_first(r) = first(r)

parent(v::SubArray) = v.parent
parentindices(v::SubArray) = v.indices
parent(a::Array) = a
function size(v::SubArray)
    J = v.indices
    d = Array{Any,1}(undef, 0)
    for k in 1:length(J)
        _view_keeps(J[k]) && push!(d, length(J[k]))
    end
    return ccall(:rt_array_to_tuple, Any, (Any,), d)::Tuple
end
function length(v::SubArray)
    n = 1
    J = v.indices
    for k in 1:length(J)
        _view_keeps(J[k]) && (n *= length(J[k]))
    end
    return n
end
_idx_at(i::Int64, k::Int64) = i
_idx_at(s::Slice, k::Int64) = k
_idx_at(r::AbstractRange{Int64}, k::Int64) = first(r) + (k - 1) * step(r)
_idx_at(v::Array{Int64,1}, k::Int64) = arrayref(v, k)
_idx_at(L::LogicalIndex, k::Int64) = L.inds[k]   # the k-th true of the mask
# the parent's linear index of the view's (column-major) element i
function _sub_parentindex(v::SubArray, i::Int64)
    P = v.parent
    J = v.indices
    nI = length(J)
    k = i - 1
    lin = 1
    s = 1
    for d in 1:nI
        j = J[d]
        if j isa Int64
            p = j
        else
            n = length(j)
            p = _idx_at(j, rem(k, n) + 1)
            k = div(k, n)
        end
        lin += (p - 1) * s
        d < nI && (s *= size(P, d))
    end
    return lin
end
_sub_parentindex(v::SubArray{T,N,P,I,true}, i::Int64) where {T,N,P,I} = v.offset1 + v.stride1 * i
function _sub_check(v::SubArray, i::Int64)
    ((i < 1) | (i > length(v))) && throw(BoundsError(v, (i,)))
    return i
end
getindex(v::SubArray, i::Int64) = v.parent[_sub_parentindex(v, _sub_check(v, i))]
function setindex!(v::SubArray, x, i::Int64)
    v.parent[_sub_parentindex(v, _sub_check(v, i))] = x
    return v
end
# v[i, j, ...]: fold the cartesian index into a linear one
function _sub_linear(v::SubArray, I::Tuple)
    sz = size(v)
    lin = 0
    s = 1
    for d in 1:length(I)
        n = d <= length(sz) ? sz[d] : 1
        i = I[d]
        ((i < 1) | (i > n)) && throw(BoundsError(v, I))
        lin += (i - 1) * s
        s *= n
    end
    return lin + 1
end
getindex(v::SubArray, i::Int64, j::Int64, K::Int64...) = v[_sub_linear(v, (i, j, K...))]
setindex!(v::SubArray, x, i::Int64, j::Int64, K::Int64...) = (v[_sub_linear(v, (i, j, K...))] = x; v)
getindex(v::SubArray{T,0}) where {T} = v[1]
setindex!(v::SubArray{T,0}, x) where {T} = (v[1] = x; v)
iterate(v::SubArray) = length(v) == 0 ? nothing : (v[1], 2)
iterate(v::SubArray, i::Int64) = i > length(v) ? nothing : (v[i], i + 1)
collect(v::SubArray) = copy(v)
function collect(v::SubArray{T,1}) where {T}
    a = Array{T,1}(undef, length(v))
    for i in 1:length(v)
        arrayset(a, v[i], i)
    end
    return a
end
copy(v::SubArray{T,1}) where {T} = collect(v)
function copy(v::SubArray{T,N}) where {T,N}
    a = ccall(:rt_array_new_vdims, Any, (Any, Any), T, collect(Int64, size(v)))::Array{T,N}
    for i in 1:length(v)
        a[i] = v[i]
    end
    return a
end
function sum(v::SubArray)
    length(v) == 0 && return zero(eltype(v))
    s = v[1]
    for i in 2:length(v)
        s += v[i]
    end
    return s
end
function fill!(v::SubArray, x)
    for i in 1:length(v)
        v[i] = x
    end
    return v
end

# views of views: view the parent through the composed indices
_compose_index(outer, inner) = [_idx_at(outer, k) for k in inner]
_compose_index(outer, inner::Int64) = _idx_at(outer, inner)
_compose_index(outer, ::Colon) = outer
_compose_index(outer, ::Slice) = outer
_compose_index(outer::Slice, inner) = inner
_compose_index(outer::Slice, inner::Int64) = inner
_compose_index(outer::Slice, ::Colon) = outer
_compose_index(outer::Slice, ::Slice) = outer
_compose_index(outer::UnitRange{Int64}, inner::UnitRange{Int64}) = outer[inner]
_compose_index(outer::AbstractRange{Int64}, inner::AbstractRange{Int64}) =
    range(_idx_at(outer, first(inner)); step = step(outer) * step(inner), length = length(inner))
_view_index(A, d::Int64, nI::Int64, s::Slice) = s
function view(v::SubArray, I...)
    length(I) == ndims(v) || return _view_generic(v, I)
    sz = size(v)
    for k in 1:length(I)
        I[k] isa Colon || _view_inbounds(I[k], sz[k]) || throw(BoundsError(v, I))
    end
    J = v.indices
    K = Array{Any,1}(undef, length(J))
    k = 1
    for d in 1:length(J)
        if J[d] isa Int64
            K[d] = J[d]
        else
            K[d] = _compose_index(J[d], I[k])
            k += 1
        end
    end
    return view(v.parent, K...)
end

# write(io, view): a strided view of an Array of bits values (integer and range indices,
# Julia's StridedSubArray) as the bytes of its elements in memory, in one unsafe_write when
# they are contiguous; any other view element by element (iostream.jl's AbstractArray method)
function write(io::IO, a::SubArray{T,N,<:Array}) where {T,N}
    (isbitstype(T) && _view_strided(a.indices)) || return _write_elements(io, a)
    P = parent(a)
    elsz = sizeof(T)
    _sub_fastlinear(a) && a.stride1 == 1 &&
        return unsafe_write(io, Ptr{UInt8}(pointer(P, a.offset1 + 1)), UInt64(length(a) * elsz))
    nb = 0
    for i in 1:length(a)
        nb += unsafe_write(io, Ptr{UInt8}(pointer(P, _sub_parentindex(a, i))), UInt64(elsz))
    end
    return nb
end
_sub_fastlinear(::SubArray{T,N,P,I,L}) where {T,N,P,I,L} = L
function _view_strided(J::Tuple)
    for j in J
        (j isa Int64 || j isa AbstractRange) || return false
    end
    return true
end

# ---------------------------------------------------------------- display
function _show_view_index(io::IO, j)
    if j isa Slice
        print(io, ':')
    else
        show(io, j)
    end
end
# Julia's showarg: an array inside a summary is "::T", a view or reshape shows its structure
_showarg(io::IO, x) = (print(io, "::"); show(io, typeof(x)))
function _showarg(io::IO, v::SubArray)
    print(io, "view(")
    _showarg(io, v.parent)
    for j in v.indices
        print(io, ", ")
        _show_view_index(io, j)
    end
    print(io, ")")
end
summary(io::IO, v::SubArray) =
    (_print_dims(io, v); _showarg(io, v); print(io, " with eltype "); show(io, eltype(v)))

# ---------------------------------------------------------------- dotted assignment targets
# `A[I...] .= e` writes through the gathered parent positions of the selected elements
struct _DotView{T,N,P} <: AbstractArray{T,N}
    parent::P                 # the array written to
    inds::Array{Int64,1}      # parent linear index of each element, column-major
    dims::Array{Int64,1}      # the selection's shape
end
_dv_indices(n::Int64, ::Colon) = 1:n
_dv_indices(n::Int64, i::Int64) = i:i
_dv_indices(n::Int64, r::AbstractArray) = r
_dv_indices(n::Int64, i::Integer) = Int64(i):Int64(i)
_dv_indices(n::Int64, i::Bool) = _invalid_index(i)
_dv_indices(n::Int64, i) = _invalid_index(i)
_dv_indices(n::Int64, r::AbstractVector{Bool}) = _mask_positions(r) # a mask along one dimension
# a mask along a dimension must be as long as it (else Julia's BoundsError over the array)
function _dv_check_masks(A, I, sizes)
    for d in 1:length(I)
        m = I[d]
        (m isa AbstractVector{Bool} && length(m) != sizes[d]) && throw(BoundsError(A, I))
    end
end
_dv_keeps(::Int64) = false
_dv_keeps(::Integer) = false
_dv_keeps(x) = true
function dotview(A::AbstractArray{T}, I...) where {T}
    _ci_has(I) && return dotview(A, _ci_flat(I)...)
    nI = length(I)
    sizes = Array{Int64,1}(undef, nI)
    for d in 1:nI
        sizes[d] = d < nI ? size(A, d) : div(length(A), _dv_prefix(A, d))
    end
    _dv_check_masks(A, I, sizes)
    lists = Array{Any,1}(undef, nI)
    dims = Array{Int64,1}(undef, 0)
    for d in 1:nI
        l = _dv_indices(sizes[d], I[d])
        for i in l
            ((i < 1) | (i > sizes[d])) && throw(BoundsError(A, I))
        end
        lists[d] = collect(l)
        _dv_keeps(I[d]) && push!(dims, length(lists[d]))
    end
    inds = Array{Int64,1}(undef, 0)
    _dv_gather!(inds, lists, nI, 0, 1, sizes)
    N = length(dims)
    fields = Array{Any,1}(undef, 3)
    fields[1] = A
    fields[2] = inds
    fields[3] = dims
    return ccall(:rt_array_to_struct, Any, (Any, Any), _DotView{T,N,typeof(A)}, fields)
end
# A[mask] .= x with a mask of A's shape: the mask's trues, as one linear index list
function dotview(A::AbstractArray, mask::AbstractArray{Bool})
    ((ndims(mask) == 1 ? length(mask) == length(A) : size(mask) == size(A))) ||
        throw(BoundsError(A, (mask,)))
    return dotview(A, _mask_positions(mask))
end
function _dv_prefix(A, d::Int64)
    p = 1
    for k in 1:d-1
        p *= size(A, k)
    end
    return p
end
# parent linear indices of the cartesian product of lists[1..d], column-major order
function _dv_gather!(inds, lists, d::Int64, base::Int64, stride::Int64, sizes)
    if d == 0
        push!(inds, base + 1)
        return inds
    end
    st = 1
    for k in 1:d-1
        st *= sizes[k]
    end
    for i in lists[d]
        _dv_gather!(inds, lists, d - 1, base + (i - 1) * st, stride, sizes)
    end
    return inds
end
size(v::_DotView) = _tuple_of_ints(v.dims)
_tuple_of_ints(d::Array{Int64,1}) = ccall(:rt_array_to_tuple, Any, (Any,), collect(Any, d))::Tuple
length(v::_DotView) = length(v.inds)
getindex(v::_DotView, i::Int64) = v.parent[v.inds[i]]
setindex!(v::_DotView, x, i::Int64) = (v.parent[v.inds[i]] = x; v)

# ---------------------------------------------------------------- @views
# the refs @views rewrites: a view of an array unless every index is a scalar
maybeview(A, I...) = getindex(A, I...)
maybeview(A::AbstractArray, I...) = view(A, I...)
maybeview(A::AbstractArray, I::Int64...) = getindex(A, I...)
maybeview(A::AbstractArray) = getindex(A)

# checkbounds(Bool, A, I...): whether A[I...] is in bounds (one index: against length(A);
# several: each against its dimension's size, dimensions past ndims(A) only at 1);
# checkbounds(A, I...) throws the BoundsError A[I...] would
_cb_index(n::Int64, i::Integer) = 1 <= i <= n
_cb_index(n::Int64, ::Colon) = true
_cb_index(n::Int64, r::AbstractRange) = isempty(r) || (1 <= minimum(r) && maximum(r) <= n)
_cb_index(n::Int64, v::AbstractArray{Bool}) = length(v) == n
function _cb_index(n::Int64, v::AbstractArray)
    for i in v
        _cb_index(n, i) || return false
    end
    return true
end
_cb_index(n::Int64, i) = false
function checkbounds(::Type{Bool}, A::AbstractArray, I...)
    J = _ci_has(I) ? _ci_flat(I) : I
    length(J) == 1 && return J[1] isa AbstractArray{Bool} ? size(J[1]) == size(A) :
                             _cb_index(length(A), J[1])
    for d in 1:length(J)
        _cb_index(d <= ndims(A) ? size(A, d) : 1, J[d]) || return false
    end
    return true
end
checkbounds(A::AbstractArray, I...) =
    (checkbounds(Bool, A, I...) || throw(BoundsError(A, I)); nothing)
# a view of a string is a SubString (1.6); Julia's checks of the indices apply
view(s::AbstractString, r::AbstractUnitRange{<:Integer}) = SubString(s, r)
