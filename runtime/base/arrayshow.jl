# arrayshow.jl — printing arrays as Julia 1.7 does (base/arrayshow.jl): the compact `show`
# form ([1, 2, 3], [1 2; 3 4], Any[...]) and the text/plain display form
# ("2×2 Matrix{Int64}:" then rows aligned on the column's widest entry). Under an
# IOContext with :limit => true (iocontext.jl) both forms elide what does not fit
# displaysize(io) with … ⋮ ⋱, as the REPL does; without it nothing is elided.

# element types whose arrays print without a type prefix: _implicit_eltype (show.jl)
# (none when the enclosing container's element type already says it: BitVector[[1, 0]])
function _show_prefix(io::IO, a::AbstractArray)
    T = eltype(a)
    ti = get(io, :typeinfo, Any)
    ti isa Type && ti !== Any && ti <: AbstractArray && a isa ti && eltype(ti) === T && return
    if isempty(a) || !_implicit_eltype(T)
        show(io, T)
    end
end

# under :limit, more than 20 elements show as the first and last 10 around "  …  "
function show(io::IO, a::AbstractArray{T,1}) where {T}
    _show_prefix(io, a)
    print(io, "[")
    n = length(a)
    lim = n > 20 && get(io, :limit, false) === true
    for k in 1:n
        lim && 10 < k <= n - 10 && continue
        k > 1 && print(io, lim && k == n - 9 ? "  …  " : ", ")
        if a isa Array && !isassigned(a, k)
            print(io, "#undef")
        else
            _show_elt(io, a[k], T)
        end
    end
    print(io, "]")
end
# an empty matrix or N-d array shows how to make one (Julia's _show_empty)
function _show_empty(io::IO, a::Array)
    show(io, typeof(a))
    print(io, "(undef, ", join(size(a), ", "), ")")
end
_show_empty(io::IO, a::AbstractArray) = summary(io, a)
# under :limit, more than 4 rows (columns) show the first and last 2 with "…" between
function show(io::IO, a::AbstractArray{T,2}) where {T}
    isempty(a) && return _show_empty(io, a)
    _show_prefix(io, a)
    print(io, "[")
    m = size(a, 1)
    n = size(a, 2)
    lim = get(io, :limit, false) === true
    rdots = lim && m > 4
    cdots = lim && n > 4
    for i in 1:m
        rdots && 2 < i <= m - 2 && continue
        i > 1 && print(io, "; ")
        rdots && i == m - 1 && print(io, "… ; ")
        for j in 1:n
            cdots && 2 < j <= n - 2 && continue
            if j > 1
                print(io, cdots && j == n - 1 ? " … " : " ")
            end
            _show_elt(io, a[i, j], T)
        end
    end
    n > 1 || print(io, ";;")   # a one-column matrix reads back as one: [1; 2; 3;;]
    print(io, "]")
end
# a 0-dimensional array reads back as fill(x)
function show(io::IO, a::AbstractArray{T,0}) where {T}
    print(io, "fill(")
    show(io, a[])
    print(io, ")")
end
# N-d arrays: [1;;; 2] style with ;; separators between slices
function show(io::IO, a::AbstractArray{T,N}) where {T,N}
    isempty(a) && return _show_empty(io, a)
    _show_prefix(io, a)
    print(io, "[")
    _show_nd(io, a, N, 0, 1)
    size(a, N) == 1 && print(io, ";"^N)   # the last dimension never changed: [1 3; 2 4;;;]
    print(io, "]")
end
function _show_nd(io::IO, a, d::Int64, offset::Int64, stride::Int64)
    # prints the d-dimensional block starting at linear offset (0-based); a 2-d block as
    # a matrix: columns apart by " ", rows by "; " ([1 3; 2 4;;; 5 7; 6 8])
    if d <= 2
        m = size(a, 1)
        n = d == 2 ? size(a, 2) : 1
        for i in 1:m
            i > 1 && print(io, "; ")
            for j in 1:n
                j > 1 && print(io, " ")
                _show_elt(io, a[offset + i + (j - 1) * m], eltype(a))
            end
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
# "0-dimensional ", "3-element ", "2×3 " (Julia's dims2string), as summaries start
function _print_dims(io::IO, a::AbstractArray)
    N = ndims(a)
    if N == 0
        print(io, "0-dimensional ")
    elseif N == 1
        print(io, length(a), "-element ")
    else
        d = size(a)
        for k in 1:N
            k > 1 && print(io, "×")
            print(io, d[k])
        end
        print(io, " ")
    end
end
summary(io::IO, x) = print(io, typeof(x))
# isassigned(a, i): whether a[i] is in bounds and holds a value (not #undef)
function isassigned(a::AbstractArray, i::Int64)
    ((i < 1) | (i > length(a))) && return false
    try
        a[i]
        return true
    catch e
        e isa UndefRefError && return false
        rethrow()
    end
end
summary(x) = sprint(summary, x)
function summary(io::IO, a::AbstractArray)
    _print_dims(io, a)
    show(io, typeof(a))
end

# the (left, right) widths of x's shown form s (Julia's alignment): integers align right,
# other reals on the decimal point (the first of . e E f F), rationals on the "//",
# anything else left
_strwidth(s::String) = ccall(:rt_str_width, Int64, (Any,), s)
_alignment(s::String, x) = (0, _strwidth(s))
_alignment(s::String, x::Integer) = (_strwidth(s), 0)
function _alignment(s::String, x::Real)
    w = _strwidth(s)
    x isa Rational && return _alignment_rational(s, w)
    l = ccall(:rt_str_numsplit, Int64, (Any,), s)
    return (l, w - l)
end
function _alignment_rational(s::String, w::Int64)
    n = ncodeunits(s)
    i = 1
    while i < n && !(codeunit(s, i) == 0x2f && codeunit(s, i + 1) == 0x2f)
        i += 1
    end
    i >= n && return (w, 0)
    return (i, w - i)
end

# ---------------------------------------------------------------- print_matrix
# Julia's print_matrix: rows start with " ", columns are separated by "  " and aligned
# (numbers on the decimal point). Under :limit the matrix is fitted to displaysize(io):
# rows beyond the screen height (minus 4) leave their first and last halves around a
# row of "⋮", columns beyond the width leave a left and a right part around "  …  ", and
# both at once meet at "  ⋱  "; the dots repeat every 5 columns/rows.
# cx = (buffer, IOContext over it with the properties of the output): one per matrix
_cell_ctx(io::IO) = (b = IOBuffer(); (b, IOContext(b, io)))
function _cell_width_string(cx, x)
    x isa Bool && get(cx[2], :typeinfo, Any) === Bool && return x ? "1" : "0"
    show(cx[2], x)
    return _takestring!(cx[1])
end
# a Float32 prints without f0 when :typeinfo is Float32 or output is :compact
_untyped_float(io::IO) = get(io, :typeinfo, Any) === Float32 || get(io, :compact, false) === true
_cell_align(cx, x) = _cell_alignment(cx, _cell_width_string(cx, x), x)
_cell_alignment(cx, s::String, x) = _alignment(s, x)
# a Pair shown with "=>" aligns on it (Julia's alignment(io, ::Pair), counting characters):
# left of the "=" is the first's form, with its parentheses and the space before "=>"
function _cell_alignment(cx, s::String, x::Pair)
    io = cx[2]
    _pair_delimited(io, x) && return (0, length(s))
    ctx = IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, _pair_typeinfo(io, x, 1))))
    show(ctx, x.first)
    left = length(_takestring!(cx[1]))
    _pair_delimited(ctx, x.first) || (left += 2)
    get(io, :compact, false) === true || (left += 1)
    return (left + 1, length(s) - left - 1)
end
# the text/plain form when it fits on one line, else the show form
function _cell_string(cx, x)
    x isa Bool && get(cx[2], :typeinfo, Any) === Bool && return x ? "1" : "0"
    show(cx[2], _text_plain, x)
    s = _takestring!(cx[1])
    occursin('\n', s) || return s
    show(cx[2], x)
    return _takestring!(cx[1])
end
_align_sum(A) = (t = 0; for p in A; t += p[1] + p[2]; end; t)

# the (left, right) width of each column in cols over rows, cut to what fits in the width
function _matrix_alignment(cx, a, m::Int64, n::Int64, offset::Int64, rows, cols,
                           if_complete::Int64, otherwise::Int64, sep::Int64)
    A = Tuple{Int64,Int64}[]
    for j in cols
        l = 0
        r = 0
        for i in rows
            k = offset + i + (j - 1) * m
            al = isassigned(a, k) ? _cell_align(cx, a[k]) : (3, 3)
            l = max(l, al[1])
            r = max(r, al[2])
        end
        push!(A, (l, r))
        if length(A) > 1 && _align_sum(A) + sep * length(A) >= if_complete
            pop!(A)
            break
        end
    end
    if 1 < length(A) < n
        while _align_sum(A) + sep * length(A) >= otherwise
            pop!(A)
        end
    end
    return A
end

function _matrix_row(io::IO, cx, a, m::Int64, n::Int64, offset::Int64, A, i::Int64, cols)
    k = 0
    for j in cols
        k += 1
        k > length(A) && break
        if !isassigned(a, offset + i + (j - 1) * m)
            print(io, " "^(A[k][1] - 3), "#undef")
            j == n || print(io, " "^(A[k][2] - 3))
            k < length(A) && print(io, "  ")
            continue
        end
        x = a[offset + i + (j - 1) * m]
        s2 = _cell_width_string(cx, x)
        al = _cell_alignment(cx, s2, x)
        # Int64 and Float64 have no text/plain form of their own
        s = x isa Union{Int64,Float64} ? s2 : _cell_string(cx, x)
        s = _replace_in_print_matrix(a, i, j, s)
        print(io, " "^(A[k][1] - al[1]), s)
        j == n || print(io, " "^(A[k][2] - al[2]))
        k < length(A) && print(io, "  ")
    end
end

# what prints in place of element (i, j) shown as s: itself, or (structured matrices such
# as a Diagonal, 1.7's replace_in_print_matrix) a centered ⋅ for a structural zero
_replace_in_print_matrix(a, i::Int64, j::Int64, s::String) = s
function _centered_mark(s::String)
    n = length(s)
    k = (n + 1) ÷ 2
    return string(" "^(k - 1), "⋅", " "^(n - k))
end

function _matrix_vdots(io::IO, A, M::Int64, mm::Int64, pad_right::Bool)
    for k in 1:length(A)
        w = A[k][1] + A[k][2]
        if k % M == mm
            l = max(0, A[k][1] - 1)
            print(io, " "^l, "⋮")
            (k == length(A) && !pad_right) || print(io, " "^max(0, w - 1 - l))
        else
            (k != length(A) || pad_right) && print(io, " "^w)
        end
        k < length(A) && print(io, "  ")
    end
end

# a's elements at linear offset + i + (j-1)*m, printed as m rows of n columns
function _print_matrix(io::IO, a, m::Int64, n::Int64, offset::Int64)
    hdots = "  …  "
    if get(io, :limit, false) === true
        sz = displaysize(io)
        screenheight = sz[1] - 4
        screenwidth = sz[2]
    else
        screenheight = typemax(Int64)
        screenwidth = typemax(Int64)
    end
    screenwidth -= 1                       # the " " that starts each row
    halfheight = div(screenheight, 2)
    rows = m > screenheight ? vcat(collect(1:halfheight), collect(m - div(screenheight - 1, 2) + 1:m)) :
        collect(1:m)
    maxcols = div(screenwidth, 3)
    cols = n > maxcols ? vcat(collect(1:maxcols), collect(n - maxcols + 1:n)) : collect(1:n)
    cx = _cell_ctx(io)
    A = _matrix_alignment(cx, a, m, n, offset, rows, cols, screenwidth, screenwidth, 2)
    split = n > length(A)                  # columns do not fit: left part … right part
    if split
        c = div(screenwidth - 5 + 1, 2) + 1
        Ralign = reverse(_matrix_alignment(cx, a, m, n, offset, rows, reverse(cols), c, c, 2))
        c = screenwidth - _align_sum(Ralign) - (length(Ralign) - 1) * 2 - 5
        Lalign = _matrix_alignment(cx, a, m, n, offset, rows, cols, c, c, 2)
        rcols = collect(n - length(Ralign) + 1:n)
    end
    mid = m > screenheight && halfheight >= 1 ? rows[halfheight] : -1
    for (t, i) in enumerate(rows)
        print(io, " ")
        if split
            _matrix_row(io, cx, a, m, n, offset, Lalign, i, cols)
            print(io, (i - 1) % 5 == 0 ? hdots : "     ")
            _matrix_row(io, cx, a, m, n, offset, Ralign, i, rcols)
        else
            _matrix_row(io, cx, a, m, n, offset, A, i, cols)
        end
        (t != length(rows) || i == mid) && print(io, "\n")
        if i == mid
            print(io, " ")
            if split
                _matrix_vdots(io, Lalign, 5, 1, true)
                print(io, "  ⋱  ")
                _matrix_vdots(io, Ralign, 5, mod(length(Ralign) - n + 1, 5), false)
            else
                _matrix_vdots(io, A, 5, 1, false)
            end
            t == length(rows) || print(io, "\n")
        end
    end
end

# ---------------------------------------------------------------- text/plain
# summary line, then the elements; matrices are shown :compact, elements with
# :typeinfo => eltype. Under :limit, a tail dimension longer than 10 shows its first and
# last 3 slices around "...".
function _show_plain(io::IO, a::AbstractArray)
    # (Julia 1.7: an empty Vector, or any empty array under :compact, shows as Int64[])
    isempty(a) && (a isa Vector || get(io, :compact, false) === true) && return show(io, a)
    summary(io, a)
    isempty(a) && return
    print(io, ":")
    N = ndims(a)
    # (new names, not io again, so each keeps one concrete type)
    cio = !haskey(io, :compact) && N >= 2 && size(a, 2) > 1 ?
        IOContext(io, Pair{Symbol,Any}(:compact, true)) : IOContext(io)
    limit = get(cio, :limit, false) === true
    limit && displaysize(cio)[1] - 4 <= 0 && return print(cio, " …")
    print(cio, "\n")
    tio = IOContext(cio, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, eltype(a))))
    if N == 0
        show(tio, a[])
    elseif N == 1
        _print_matrix(tio, a, length(a), 1, 0)
    elseif N == 2
        _print_matrix(tio, a, size(a, 1), size(a, 2), 0)
    else
        _show_slices(tio, a, limit)
    end
end

function _show_slices(io::IO, a, limit::Bool)
    m = size(a, 1)
    n = size(a, 2)
    d = size(a)
    nd = ndims(a) - 2
    nslices = div(length(a), m * n)
    idxs = Array{Int64,1}(undef, nd)
    for s in 1:nslices
        r = s - 1
        for k in 1:nd
            idxs[k] = rem(r, d[k + 2]) + 1
            r = div(r, d[k + 2])
        end
        _slice_skipped(io, idxs, d, nd, limit) && continue
        print(io, "[:, :")
        for k in 1:nd
            print(io, ", ", idxs[k])
        end
        print(io, "] =\n")
        _print_matrix(io, a, m, n, (s - 1) * (m * n))
        s == nslices || print(io, "\n\n")
    end
end
# Julia's show_nd elision: true when the slice at idxs is not shown (printing "...")
function _slice_skipped(io::IO, idxs, d, nd::Int64, limit::Bool)
    limit || return false
    for i in 1:nd
        ii = idxs[i]
        len = d[i + 2]
        if len > 10
            if ii == 4 && all(k -> idxs[k] == 1, 1:i-1)
                for j in i+1:nd
                    lj = d[j + 2]
                    lj > 10 && 3 < idxs[j] <= lj - 3 && return true
                end
                print(io, "...\n\n")
                return true
            end
            3 < ii <= len - 3 && return true
        end
    end
    return false
end

struct MIME{mime} end
MIME(s) = MIME{Symbol(s)}()
show(io::IO, ::MIME{mime}) where {mime} = print(io, "MIME type ", string(mime))
print(io::IO, ::MIME{mime}) where {mime} = print(io, mime)
show(io::IO, ::MIME, a::AbstractArray) = _show_plain(io, a)  # (text/plain is the only MIME here)
display(a::AbstractArray) = (_show_plain(stdout, a); print(stdout, "\n"))
