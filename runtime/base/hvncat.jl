# hvncat.jl — array concatenation: vcat, hcat, hvcat ([a b; c d]), cat(…; dims) and 1.7's
# n-dimensional hvncat ([a;; b], [a;;; b], [1 2;;; 3 4]). One generic routine places every
# argument (array or scalar, a scalar being a 1×1×… block) at its offset along the
# concatenation dimension; shapes are checked with Julia's error texts.

_cat_ndims(x) = 0
_cat_ndims(a::AbstractArray) = ndims(a)
_cat_size(x, d::Int64) = 1
_cat_size(a::AbstractArray, d::Int64) = size(a, d)
_cat_length(x) = 1
_cat_length(a::AbstractArray) = length(a)
_cat_elem(x, i::Int64) = x
_cat_elem(a::AbstractArray, i::Int64) = a[i]
_cat_eltype(x) = typeof(x)
_cat_eltype(a::AbstractArray) = eltype(a)
function _cat_T(as)
    T = _cat_eltype(as[1])
    for k in 2:length(as)
        T = _promote_eltype2(T, _cat_eltype(as[k]))
    end
    return T
end

# concatenate the tuple `as` along dimension `dim`; axiserr picks the error text
function _cat_along(dim::Int64, as::Tuple, axiserr::Bool)
    length(as) == 0 && throw(ArgumentError("must have at least one element"))
    nd = dim
    for a in as
        nd = ifelse(_cat_ndims(a) > nd, _cat_ndims(a), nd)
    end
    dims = Array{Int64,1}(undef, nd)
    for d in 1:nd
        dims[d] = _cat_size(as[1], d)
    end
    total = 0
    i = 1
    for a in as
        total += _cat_size(a, dim)
        for d in 1:nd
            if d != dim && _cat_size(a, d) != dims[d]
                axiserr && throw(ArgumentError(string("mismatched size along axis ", d, " in element ", i)))
                throw(DimensionMismatch(string("mismatch in dimension ", d, " (expected ", dims[d],
                                               " got ", _cat_size(a, d), ")")))
            end
        end
        i += 1
    end
    dims[dim] = total
    T = _cat_T(as)
    R = ccall(:rt_array_new_vdims, Any, (Any, Any), T, dims)
    # stride of dim in the result, and of the block below it
    inner = 1
    for d in 1:dim-1
        inner *= dims[d]
    end
    off = 0
    for a in as
        w = _cat_size(a, dim)
        n = _cat_length(a)
        blk = inner * w      # a's elements per outer index
        for j in 0:n-1
            o = div(j, blk)
            r = j - o * blk
            R[((1 + r) + off * inner) + o * (inner * total)] = _cat_elem(a, j + 1)
        end
        off += w
    end
    return R
end

vcat() = Array{Any,1}(undef, 0)
hcat() = Array{Any,1}(undef, 0)
vcat(as...) = (_cat_vecormat_check(1, as); _cat_along(1, as, false))
# vectors of one element type: a Vector of it, its type known where it is called
function vcat(a::Vector{T}, bs::Vector{T}...) where {T}
    n = length(a)
    for b in bs
        n += length(b)
    end
    R = Vector{T}(undef, n)
    ccall(:rt_array_copy_elems, Cvoid, (Any, Int64, Any, Int64, Int64), R, 0, a, 0, length(a))
    o = length(a)
    for b in bs
        ccall(:rt_array_copy_elems, Cvoid, (Any, Int64, Any, Int64, Int64), R, o, b, 0, length(b))
        o += length(b)
    end
    return R
end
hcat(as...) = (_cat_vecormat_check(2, as); _cat_along(2, as, false))
# Julia's own methods for vectors and matrices only (no scalars, no 3-d arrays) check the
# other dimension first, with their own texts
function _cat_vecormat_check(dim::Int64, as::Tuple)
    length(as) < 2 && return nothing
    samevec = true
    for a in as
        (a isa AbstractArray && ndims(a) <= 2) || return nothing
        (a isa Array && ndims(a) == 1 && eltype(a) === eltype(as[1])) || (samevec = false)
    end
    other = 3 - dim
    bad = false
    for a in as
        size(a, other) != size(as[1], other) && (bad = true)
    end
    bad || return nothing
    if dim == 2 && samevec
        throw(DimensionMismatch("vectors must have same lengths"))
    end
    sz = map(a -> size(a, other), as)
    throw(ArgumentError(string("number of ", dim == 2 ? "rows" : "columns",
                               " of each array must match (got ", sz, ")")))
end
hvncat(dim::Int64, as...) = _cat_along(dim, as, true)
# no values (1.7's _typed_hvncat(T, Val(N))): an empty N-dimensional array of Any (of T
# for typed_hvncat); N = 0 cannot be empty, and N must not be negative
hvncat(dim::Int64) = _hvncat_empty(Any, dim)
function _hvncat_empty(::Type{T}, dim::Int64) where {T}
    dim < 0 && throw(ArgumentError("concatenation dimension must be nonnegative"))
    dim == 0 && throw(ArgumentError("a 0-dimensional array may only contain exactly one element"))
    return ccall(:rt_array_new_vdims, Any, (Any, Any), T, zeros(Int64, dim))
end
cat_dims(dims::Int64, as...) = _cat_along(dims, as, false)

# hvcat(nbc, xs...): nbc block columns in every row
function hvcat(nbc::Integer, xs...)
    n = length(xs)
    mod(n, nbc) != 0 && throw(ArgumentError(string("number of arrays ", n,
        " is not a multiple of the requested number of block columns ", nbc)))
    return hvcat(ntuple(i -> Int64(nbc), div(n, nbc)), xs...)
end
# [a b; c d]: rows of the given lengths, each an hcat, stacked vertically
function _hvcat_count(rows::Tuple, n::Int64)
    want = 0
    for r in rows
        want += r
    end
    want != n && throw(ArgumentError(string("argument count does not match specified shape (expected ",
                                            want, ", got ", n, ")")))
    return nothing
end
# scalars only: a matrix of them, row by row; numbers are counted as Julia's typed_hvcat
# counts them (rows × the first row's length), other scalars by the rows' sum
function _hvcat_scalars(::Type{T}, rows::Tuple, xs::Tuple, numbers::Bool) where {T}
    nr = length(rows)
    nc = rows[1]
    if numbers && nr * nc != length(xs)
        throw(ArgumentError(string("argument count does not match specified shape (expected ",
                                   nr * nc, ", got ", length(xs), ")")))
    end
    numbers || _hvcat_count(rows, length(xs))
    A = Array{T,2}(undef, nr, nc)
    k = 1
    for i in 1:nr
        rows[i] != nc && throw(ArgumentError(string("row ", i, " has mismatched number of columns (expected ",
                                                    nc, ", got ", rows[i], ")")))
        for j in 1:nc
            A[i, j] = xs[k]
            k += 1
        end
    end
    return A
end
# numbers of one type (the common literal [1 2; 3 4]): its Matrix, typed where it is written
hvcat(rows::Tuple{Vararg{Int64}}, xs::T...) where {T<:Number} = _hvcat_scalars(T, rows, xs, true)
function hvcat(rows::Tuple, xs...)
    allscalar = true
    numbers = true
    for x in xs
        x isa AbstractArray && (allscalar = false)
        x isa Number || (numbers = false)
    end
    allscalar && return _hvcat_scalars(_cat_T(xs), rows, xs, numbers)
    _hvcat_count(rows, length(xs))
    blocks = Array{Any,1}(undef, 0)
    k = 1
    for r in rows
        push!(blocks, _cat_along(2, _tuple_range(xs, k, k + r - 1), false))
        k += r
    end
    return _cat_along(1, _tuple_of(blocks), false)
end
_tuple_range(xs::Tuple, lo::Int64, hi::Int64) = _tuple_of(_vec_range(xs, lo, hi))
function _vec_range(xs::Tuple, lo::Int64, hi::Int64)
    v = Array{Any,1}(undef, 0)
    for i in lo:hi
        push!(v, xs[i])
    end
    return v
end
_tuple_of(v::Array{Any,1}) = ccall(:rt_array_to_tuple, Any, (Any,), v)::Tuple

# balanced dims form with scalar values: [1 2;;; 3 4] → hvncat((1, 2, 2), true, 1, 2, 3, 4)
function hvncat(dims::Tuple, row_first::Bool, xs...)
    n = 1
    for d in dims
        n *= d
    end
    n != length(xs) && throw(ArgumentError(string("argument count does not match specified shape (expected ",
                                                  n, ", got ", length(xs), ")")))
    for x in xs
        if x isa AbstractArray
            # level k's blocks hold dims[1]⋯dims[k] values each (a row first: dims[2])
            sizes = Array{Any,1}(undef, length(dims))
            p = 1
            for k in 1:length(dims)
                p *= dims[k]
                w = (k == 1 && row_first && length(dims) > 1) ? dims[2] : p
                sizes[k] = fill(w, div(n, w))
            end
            return _hvncat_levels(sizes, row_first, xs)
        end
    end
    dv = Array{Int64,1}(undef, 0)
    for d in dims
        push!(dv, d)
    end
    A = ccall(:rt_array_new_vdims, Any, (Any, Any), _cat_T(xs), dv)
    nr = dims[1]
    nc = length(dims) > 1 ? dims[2] : 1
    for k in 1:n
        if row_first
            s = div(k - 1, nr * nc)          # slice
            r = (k - 1) - s * (nr * nc)
            i = div(r, nc)
            j = r - i * nc
            A[((i + 1) + j * nr) + s * (nr * nc)] = xs[k]
        else
            A[k] = xs[k]
        end
    end
    return A
end

# the shape form, for blocks of unequal counts ([[1 2]; [3 4];; [5, 6]]): shape[k] lists how
# many values each block of level k holds, the last level being the whole
function hvncat(shape::Tuple{Vararg{Tuple}}, row_first::Bool, xs...)
    length(xs) > 0 || throw(ArgumentError("must have at least one element"))
    sizes = Array{Any,1}(undef, length(shape))
    for k in 1:length(shape)
        sizes[k] = collect(Int64, shape[k])
    end
    last(sizes[end]) == length(xs) || throw(ArgumentError(string(
        "number of elements does not match shape; expected ", last(sizes[end]), ", got ",
        length(xs), ")")))
    return _hvncat_levels(sizes, row_first, xs)
end
# concatenate level by level: the values of each level-k block (sizes[k][b] of them) are
# joined along dimension k, the first two swapped when rows come first
function _hvncat_levels(sizes, row_first::Bool, xs::Tuple)
    blocks = Any[x for x in xs]
    counts = ones(Int64, length(xs))   # values in each block so far
    for k in 1:length(sizes)
        dim = (row_first && k <= 2) ? 3 - k : k
        nb = Any[]
        nc = Int64[]
        i = 1
        for want in sizes[k]
            group = Any[]
            got = 0
            while got < want && i <= length(blocks)
                push!(group, blocks[i])
                got += counts[i]
                i += 1
            end
            got == want || throw(ArgumentError(string("shape in level ", k,
                " is inconsistent; level counts must nest evenly into each other")))
            push!(nb, _cat_along(dim, _tuple_of(group), true))
            push!(nc, got)
        end
        blocks = nb
        counts = nc
    end
    return blocks[1]
end

# ---------------------------------------------------------------- typed forms
# T[a b], T[a; b], T[a b; c d], T[a;; b]: every element converted to T first (so a value
# is rounded once, as Julia does), then the untyped concatenation, whose result is made
# an Array{T} (it may be narrower, e.g. Any[1 2]).
_typed_elems(::Type{T}, x) where {T} = convert(T, x)
function _typed_elems(::Type{T}, a::AbstractArray) where {T}
    B = Array{T}(undef, size(a)...)
    for i in 1:length(a)
        B[i] = convert(T, a[i])
    end
    return B
end
function _typed_args(::Type{T}, xs::Tuple) where {T}
    v = Array{Any,1}(undef, length(xs))
    for i in 1:length(xs)
        v[i] = _typed_elems(T, xs[i])
    end
    return v
end
_as_eltype(::Type{T}, a::Array{T}) where {T} = a
_as_eltype(::Type{T}, a::AbstractArray) where {T} = _typed_elems(T, a)
typed_hcat(::Type{T}, xs...) where {T} = _as_eltype(T, hcat(_typed_args(T, xs)...))
typed_vcat(::Type{T}, xs...) where {T} = _as_eltype(T, vcat(_typed_args(T, xs)...))
typed_hvcat(::Type{T}, rows::Tuple, xs...) where {T} =
    _as_eltype(T, hvcat(rows, _typed_args(T, xs)...))
typed_hvncat(::Type{T}, dim::Int64, xs...) where {T} =
    _as_eltype(T, hvncat(dim, _typed_args(T, xs)...))
typed_hvncat(::Type{T}, dim::Int64) where {T} = _hvncat_empty(T, dim)
typed_hvncat(::Type{T}, dims::Tuple, row_first::Bool, xs...) where {T} =
    _as_eltype(T, hvncat(dims, row_first, _typed_args(T, xs)...))

# cat(as...; dims=(1, 2)): each argument placed at its offset along every listed
# dimension (a block diagonal for two), the rest filled with zeros
function _cat_along(dims::Tuple, as::Tuple, axiserr::Bool)
    length(dims) == 1 && return _cat_along(dims[1], as, axiserr)
    length(as) == 0 && throw(ArgumentError("must have at least one element"))
    nd = 0
    for d in dims
        nd = ifelse(d > nd, d, nd)
    end
    for a in as
        nd = ifelse(_cat_ndims(a) > nd, _cat_ndims(a), nd)
    end
    iscat = Array{Bool,1}(undef, nd)
    for d in 1:nd
        iscat[d] = d in dims
    end
    sz = Array{Int64,1}(undef, nd)
    for d in 1:nd
        sz[d] = iscat[d] ? 0 : _cat_size(as[1], d)
    end
    for a in as
        for d in 1:nd
            if iscat[d]
                sz[d] += _cat_size(a, d)
            elseif _cat_size(a, d) != sz[d]
                throw(DimensionMismatch(string("mismatch in dimension ", d, " (expected ", sz[d],
                                               " got ", _cat_size(a, d), ")")))
            end
        end
    end
    T = _cat_T(as)
    R = ccall(:rt_array_new_vdims, Any, (Any, Any), T, sz)
    ntot = length(R)
    z = zero(T)
    for i in 1:ntot
        R[i] = z
    end
    off = zeros(Int64, nd)
    for a in as
        n = _cat_length(a)
        for j in 0:n-1
            # j as a cartesian index into a, shifted by off, as a linear index into R
            r = j
            lin = 0
            st = 1
            for d in 1:nd
                sd = _cat_size(a, d)
                c = rem(r, sd)
                r = div(r, sd)
                lin += (c + off[d]) * st
                st *= sz[d]
            end
            R[lin + 1] = _cat_elem(a, j + 1)
        end
        for d in 1:nd
            iscat[d] && (off[d] += _cat_size(a, d))
        end
    end
    return R
end
