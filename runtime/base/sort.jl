# sort.jl — sort!, sort, sortperm, issorted with Julia 1.7's algorithms and results.
# Julia 1.7 sorts vectors of numbers with QuickSort (median-of-three pivot, insertion sort
# at 21 elements or fewer), which is not stable: with `by`/`lt` keys that tie, the order of
# tied elements is the one that algorithm leaves, so it is followed exactly here. Other
# element types use a stable merge sort (every stable sort gives the same result).
# Floats in the default order take 1.7's float path: NaNs moved to the end (the start when
# reversed), then negatives split from non-negatives and each part sorted with plain `<`,
# which orders -0.0 before 0.0 as isless does. sortperm breaks ties by index (stable).

struct _Order{L,B}
    lt::L      # the "less than" function
    by::B      # the key function
    rev::Bool  # descending order
end
_lt(o::_Order, x, y) = o.rev ? o.lt(o.by(y), o.by(x)) : o.lt(o.by(x), o.by(y))

# the algorithms sort!'s `alg` keyword names (Base.Sort's); the default picks as 1.7 does
abstract type Algorithm end
struct InsertionSortAlg <: Algorithm end
struct QuickSortAlg <: Algorithm end
struct MergeSortAlg <: Algorithm end
const InsertionSort = InsertionSortAlg()
const QuickSort = QuickSortAlg()
const MergeSort = MergeSortAlg()

function sort!(a::Array{T,1}; alg = nothing, lt = isless, by = identity, rev::Bool = false) where {T}
    o = _Order(lt, by, rev)
    n = arraylen(a)
    if T <: AbstractFloat && lt === isless && by === identity
        _fpsort!(a, rev)
    elseif alg === QuickSort || (alg === nothing && T <: Number)
        _qsort!(a, 1, n, o)
    elseif alg === InsertionSort || n <= 20
        _isort!(a, 1, n, o)
    else
        tmp = Array{T,1}(undef, n)
        _msort!(a, 1, n, tmp, o)
    end
    return a
end
# other vectors (views, user vectors): the same sort on a copy, written back in order
function sort!(v::AbstractVector; alg = nothing, lt = isless, by = identity, rev::Bool = false)
    w = sort!(collect(v); alg = alg, lt = lt, by = by, rev = rev)
    k = 1
    for i in eachindex(v)
        v[i] = w[k]
        k += 1
    end
    return v
end
sort(a::Array{T,1}; alg = nothing, lt = isless, by = identity, rev::Bool = false) where {T} =
    sort!(copy(a); alg = alg, lt = lt, by = by, rev = rev)
sort(r::AbstractRange; rev::Bool = false) = sort!(collect(r); rev = rev)
sort(v::AbstractVector; alg = nothing, lt = isless, by = identity, rev::Bool = false) =
    sort!(collect(v); alg = alg, lt = lt, by = by, rev = rev)
# mixed real types compare after promotion (Julia's isless(::Real, ::Real)); types that
# promotion leaves as they are fall back to <
function isless(x::Real, y::Real)
    a, b = promote(x, y)
    (typeof(a) === typeof(x) && typeof(b) === typeof(y)) && return x < y
    return isless(a, b)
end

# insertion sort of a[lo:hi], stable (1.7's InsertionSort)
function _isort!(a, lo::Int64, hi::Int64, o)
    for i in lo+1:hi
        x = a[i]
        j = i
        while j > lo && _lt(o, x, a[j-1])
            a[j] = a[j-1]
            j -= 1
        end
        a[j] = x
    end
    return a
end

# 1.7's QuickSort: pivot = median of a[lo], a[mid], a[hi] moved to a[lo]; Hoare partition;
# recursion on the smaller side, iteration on the larger
function _qsort!(a, lo::Int64, hi::Int64, o)
    while lo < hi
        if hi - lo <= 20
            _isort!(a, lo, hi, o)
            return a
        end
        j = _partition!(a, lo, hi, o)
        if j - lo < hi - j
            lo < j - 1 && _qsort!(a, lo, j - 1, o)
            lo = j + 1
        else
            j + 1 < hi && _qsort!(a, j + 1, hi, o)
            hi = j - 1
        end
    end
    return a
end
function _partition!(a, lo::Int64, hi::Int64, o)
    mi = lo + ((hi - lo) >>> 1)
    if _lt(o, a[lo], a[mi])
        t = a[mi]; a[mi] = a[lo]; a[lo] = t
    end
    if _lt(o, a[hi], a[lo])
        if _lt(o, a[hi], a[mi])
            t = a[hi]; a[hi] = a[lo]; a[lo] = a[mi]; a[mi] = t
        else
            t = a[hi]; a[hi] = a[lo]; a[lo] = t
        end
    end
    pivot = a[lo]
    i = lo
    j = hi
    while true
        i += 1
        j -= 1
        while _lt(o, a[i], pivot)
            i += 1
        end
        while _lt(o, pivot, a[j])
            j -= 1
        end
        i >= j && break
        t = a[i]; a[i] = a[j]; a[j] = t
    end
    a[lo] = a[j]
    a[j] = pivot
    return j
end

# ---------------------------------------------------------------- floats, default order
# Plain `<` orders every non-NaN float of one sign as isless does.
struct _FloatLess end
_lt(::_FloatLess, x, y) = x < y
struct _FloatGreater end
_lt(::_FloatGreater, x, y) = y < x

function _fpsort!(a::Array{T,1}, rev::Bool) where {T}
    n = arraylen(a)
    lo = 1
    hi = n
    if rev # NaNs first
        i = hi
        while i >= lo && !isnan(a[i])
            i -= 1
        end
        j = i - 1
        while j >= lo
            if !isnan(a[j])
                t = a[i]; a[i] = a[j]; a[j] = t
                i -= 1
            end
            j -= 1
        end
        lo = i + 1
    else # NaNs last
        i = lo
        while i <= hi && !isnan(a[i])
            i += 1
        end
        j = i + 1
        while j <= hi
            if !isnan(a[j])
                t = a[i]; a[i] = a[j]; a[j] = t
                i += 1
            end
            j += 1
        end
        hi = i - 1
    end
    # the part that comes first: negatives ascending, or non-negatives descending
    i = lo
    j = hi
    while true
        while i <= j && signbit(a[i]) != rev
            i += 1
        end
        while i <= j && signbit(a[j]) == rev
            j -= 1
        end
        i <= j || break
        t = a[i]; a[i] = a[j]; a[j] = t
        i += 1
        j -= 1
    end
    if rev
        _qsort!(a, lo, j, _FloatGreater())
        _qsort!(a, i, hi, _FloatGreater())
    else
        _qsort!(a, lo, j, _FloatLess())
        _qsort!(a, i, hi, _FloatLess())
    end
    return a
end

# ---------------------------------------------------------------- stable merge sort
function _msort!(a, lo::Int64, hi::Int64, tmp, o)
    if hi - lo < 20
        _isort!(a, lo, hi, o)
        return a
    end
    m = (lo + hi) >> 1
    _msort!(a, lo, m, tmp, o)
    _msort!(a, m + 1, hi, tmp, o)
    for k in lo:m
        tmp[k] = a[k]
    end
    i = lo
    j = m + 1
    k = lo
    while i <= m && j <= hi
        if _lt(o, a[j], tmp[i])
            a[k] = a[j]
            j += 1
        else
            a[k] = tmp[i]
            i += 1
        end
        k += 1
    end
    while i <= m
        a[k] = tmp[i]
        k += 1
        i += 1
    end
    return a
end

# ---------------------------------------------------------------- permutations, checks
# order of indices by the values they point at; equal values keep index order
struct _PermOrder{O,V}
    o::O     # the order of the values
    data::V  # the values
end
_lt(p::_PermOrder, i, j) = _lt(p.o, p.data[i], p.data[j])
function sortperm(a::AbstractVector; alg = nothing, lt = isless, by = identity, rev::Bool = false)
    n = length(a)
    p = Array{Int64,1}(undef, n)
    for i in 1:n
        p[i] = i
    end
    o = _PermOrder(_Order(lt, by, rev), a)
    if n > 20
        _msort!(p, 1, n, Array{Int64,1}(undef, n), o)
    else
        _isort!(p, 1, n, o)
    end
    return p
end

issorted(a::AbstractArray; lt = isless, by = identity, rev::Bool = false) =
    _issorted(a, _Order(lt, by, rev))
function _issorted(a, o)
    for i in 2:length(a)
        _lt(o, a[i], a[i-1]) && return false
    end
    return true
end
