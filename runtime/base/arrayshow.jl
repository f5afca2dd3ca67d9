# arrayshow.jl — printing arrays as Julia 1.7 does (base/arrayshow.jl): the compact `show`
# form ([1, 2, 3], [1 2; 3 4], Any[...]) and the text/plain display form
# ("2×2 Matrix{Int64}:" then rows aligned on the column's widest entry).

# element types whose vectors print without a type prefix (typeinfo_implicit)
_implicit_eltype(::Type{Int64}) = true
_implicit_eltype(::Type{Float64}) = true
_implicit_eltype(::Type{String}) = true
_implicit_eltype(::Type{Char}) = true
_implicit_eltype(::Type{Symbol}) = true
_implicit_eltype(::Type{Bool}) = false
_implicit_eltype(T) = false
function _show_prefix(io::IO, a::AbstractArray)
    T = eltype(a)
    if isempty(a) || !_implicit_eltype(T)
        show(io, T)
    end
end

function show(io::IO, a::AbstractArray{T,1}) where {T}
    _show_prefix(io, a)
    print(io, "[")
    first = true
    for x in a
        first || print(io, ", ")
        show(io, x)
        first = false
    end
    print(io, "]")
end
# an empty matrix or N-d array shows how to make one (Julia's _show_empty)
function _show_empty(io::IO, a::Array)
    show(io, typeof(a))
    print(io, "(undef, ", join(size(a), ", "), ")")
end
_show_empty(io::IO, a::AbstractArray) = summary(io, a)
function show(io::IO, a::AbstractArray{T,2}) where {T}
    isempty(a) && return _show_empty(io, a)
    _show_prefix(io, a)
    print(io, "[")
    m = size(a, 1)
    n = size(a, 2)
    for i in 1:m
        i > 1 && print(io, "; ")
        for j in 1:n
            j > 1 && print(io, " ")
            show(io, a[i, j])
        end
    end
    print(io, "]")
end
# N-d arrays: [1;;; 2] style with ;; separators between slices
function show(io::IO, a::AbstractArray{T,N}) where {T,N}
    isempty(a) && return _show_empty(io, a)
    _show_prefix(io, a)
    print(io, "[")
    _show_nd(io, a, N, 0, 1)
    print(io, "]")
end
function _show_nd(io::IO, a, d::Int64, offset::Int64, stride::Int64)
    # prints the d-dimensional block starting at linear offset (0-based)
    if d == 1
        n = size(a, 1)
        for i in 1:n
            i > 1 && print(io, " ")
            show(io, a[offset + i])
        end
        return
    end
    st = 1
    for k in 1:d-1
        st *= size(a, k)
    end
    n = size(a, d)
    for i in 1:n
        if i > 1
            d == 2 ? print(io, "; ") : print(io, ";"^d, " ")
        end
        _show_nd(io, a, d - 1, offset + (i - 1) * st, stride)
    end
end
^(s::String, n::Int64) = _repeat_string(s, n)
function _repeat_string(s::String, n::Int64)
    io = IOBuffer()
    for i in 1:n
        print(io, s)
    end
    return _takestring!(io)
end

# ---------------------------------------------------------------- summary and display
function summary(io::IO, a::AbstractArray)
    N = ndims(a)
    if N == 1
        print(io, length(a), "-element ")
    else
        d = size(a)
        for k in 1:N
            k > 1 && print(io, "×")
            print(io, d[k])
        end
        print(io, " ")
    end
    show(io, typeof(a))
end

# the (left, right) widths of x's shown form, split at a number's decimal point
function _alignment(s::String, isnum::Bool)
    w = ccall(:rt_str_width, Int64, (Any,), s)
    isnum || return (0, w)   # non-numbers align left
    l = ccall(:rt_str_numsplit, Int64, (Any,), s)
    return (l, w - l)
end
_isnumber_elem(x::Int64) = true
_isnumber_elem(x::Float64) = true
_isnumber_elem(x) = false

function _print_matrix(io::IO, a, m::Int64, n::Int64, offset::Int64)
    # a's elements at linear offset + i + (j-1)*m, printed as m rows of n columns
    strs = Array{String,1}(undef, m * n)
    L = Array{Int64,1}(undef, n)
    R = Array{Int64,1}(undef, n)
    for j in 1:n
        L[j] = 0
        R[j] = 0
        for i in 1:m
            x = a[(offset + i) + (j - 1) * m]
            s = sprint(show, x)
            strs[i + ((j - 1) * m)] = s
            al = _alignment(s, _isnumber_elem(x))
            L[j] = ifelse(al[1] > L[j], al[1], L[j])
            R[j] = ifelse(al[2] > R[j], al[2], R[j])
        end
    end
    for i in 1:m
        i > 1 && print(io, "\n")
        for j in 1:n
            s = strs[i + ((j - 1) * m)]
            al = _alignment(s, _isnumber_elem(a[(offset + i) + (j - 1) * m]))
            print(io, j == 1 ? " " : "  ")
            print(io, " "^(L[j] - al[1]), s)
            j < n && print(io, " "^(R[j] - al[2]))
        end
    end
end

function _show_plain(io::IO, a::AbstractArray)
    summary(io, a)
    isempty(a) && return
    print(io, ":\n")
    N = ndims(a)
    if N == 1
        _print_matrix(io, a, length(a), 1, 0)
    elseif N == 2
        _print_matrix(io, a, size(a, 1), size(a, 2), 0)
    else
        m = size(a, 1)
        n = size(a, 2)
        nslices = div(length(a), m * n)
        d = size(a)
        for s in 1:nslices
            s > 1 && print(io, "\n\n")
            print(io, "[:, :")
            r = s - 1
            for k in 3:N
                print(io, ", ", rem(r, d[k]) + 1)
                r = div(r, d[k])
            end
            print(io, "] =\n")
            _print_matrix(io, a, m, n, (s - 1) * (m * n))
        end
    end
end

struct MIME{mime} end
show(io::IO, ::MIME, a::AbstractArray) = _show_plain(io, a)  # (text/plain is the only MIME here)
display(a::AbstractArray) = (_show_plain(stdout, a); print(stdout, "\n"))
