# stringutil.jl — Julia 1.7's base/strings/util.jl and substring.jl on top of string.jl:
# SubString{String} indexing and iteration (offsets into the parent string), the
# functions that return SubStrings (strip/lstrip/rstrip, chomp, chop) and split/rsplit
# with String, Char, collection-of-Char and predicate delimiters, `limit` and `keepempty`.

const _SStr = Union{String,SubString{String}}
# a "Chars" argument: one Char or a collection of them (tested with `in`)
const _Chars = Union{Char,Tuple{Vararg{Char}},AbstractVector{Char},Set{Char}}

# ---------------------------------------------------------------- SubString indexing
function isvalid(s::SubString{String}, i::Int64)
    ((i < 1) | (i > s.ncodeunits)) && return false
    return isvalid(s.string, s.offset + i)
end
firstindex(s::SubString{String}) = 1
lastindex(s::SubString{String}) = s.ncodeunits == 0 ? 0 : thisind(s.string, s.offset + s.ncodeunits) - s.offset
isempty(s::SubString{String}) = s.ncodeunits == 0
function getindex(s::SubString{String}, i::Int64)
    ((i < 1) | (i > s.ncodeunits)) && throw(BoundsError(s, i))
    isvalid(s, i) || _string_index_err(String(s), i)
    return ccall(:rt_str_char_at, Char, (Any, Int64), s.string, s.offset + i)
end
function getindex(s::SubString{String}, r::UnitRange{Int64})
    r.stop < r.start && return ""
    ((r.start < 1) | (r.stop > s.ncodeunits)) && throw(BoundsError(s, r))
    return String(s)[r]
end
function iterate(s::SubString{String}, i::Int64 = 1)
    i > s.ncodeunits && return nothing
    o = s.offset
    return (ccall(:rt_str_char_at, Char, (Any, Int64), s.string, o + i),
            ccall(:rt_str_nextind, Int64, (Any, Int64), s.string, o + i) - o)
end
# reverseind(s, i): the index in s of the character at i in reverse(s)
reverseind(s::AbstractString, i::Integer) = thisind(s, ncodeunits(s) - Int(i) + 1)
function thisind(s::SubString{String}, i::Int64)
    n = s.ncodeunits
    ((i < 0) | (i > n + 1)) && throw(BoundsError(s, i))
    ((i == 0) | (i == n + 1)) && return i
    return thisind(s.string, s.offset + i) - s.offset
end
function nextind(s::SubString{String}, i::Int64)
    n = s.ncodeunits
    i == 0 && return 1
    ((i < 1) | (i > n)) && throw(BoundsError(s, i))
    return nextind(s.string, s.offset + i) - s.offset
end
function prevind(s::SubString{String}, i::Int64)
    n = s.ncodeunits
    ((i < 1) | (i > n + 1)) && throw(BoundsError(s, i))
    i == 1 && return 0
    return prevind(s.string, s.offset + i) - s.offset
end
first(s::SubString{String}) = s[1]
last(s::SubString{String}) = s[lastindex(s)]
first(s::SubString{String}, n::Integer) = first(String(s), n)
last(s::SubString{String}, n::Integer) = last(String(s), n)
collect(s::SubString{String}) = collect(String(s))
codeunit(s::SubString{String}, i::Int64) =
    ((i < 1) | (i > s.ncodeunits)) ? throw(BoundsError(s, i)) : codeunit(s.string, s.offset + i)
SubString{String}(s::String) = SubString(s)
SubString{String}(s::SubString{String}) = s
convert(::Type{SubString{String}}, s::String) = SubString(s)
convert(::Type{String}, s::SubString{String}) = String(s)

# the String functions on a SubString: the same answer from its characters
cmp(a::SubString{String}, b::_SStr) = cmp(String(a), String(b))
cmp(a::String, b::SubString{String}) = cmp(a, String(b))
isless(a::SubString{String}, b::_SStr) = cmp(a, b) < 0
isless(a::String, b::SubString{String}) = cmp(a, b) < 0
<(a::SubString{String}, b::_SStr) = cmp(a, b) < 0
<(a::String, b::SubString{String}) = cmp(a, b) < 0
*(a::SubString{String}, b::_SStr) = string(a, b)
*(a::String, b::SubString{String}) = string(a, b)
*(a::SubString{String}, b::Char) = string(a, b)
*(a::Char, b::SubString{String}) = string(a, b)
uppercase(s::SubString{String}) = uppercase(String(s))
lowercase(s::SubString{String}) = lowercase(String(s))
titlecase(s::SubString{String}) = titlecase(String(s))
uppercasefirst(s::SubString{String}) = uppercasefirst(String(s))
lowercasefirst(s::SubString{String}) = lowercasefirst(String(s))
reverse(s::SubString{String}) = reverse(String(s))
repeat(s::SubString{String}, n::Int64) = repeat(String(s), n)
^(s::SubString{String}, n::Int64) = repeat(String(s), n)
startswith(s::SubString{String}, t::Union{Char,_SStr}) = startswith(String(s), t isa Char ? t : String(t))
startswith(s::String, t::SubString{String}) = startswith(s, String(t))
endswith(s::SubString{String}, t::Union{Char,_SStr}) = endswith(String(s), t isa Char ? t : String(t))
endswith(s::String, t::SubString{String}) = endswith(s, String(t))
occursin(t::SubString{String}, s::_SStr) = occursin(String(t), String(s))
occursin(t::String, s::SubString{String}) = occursin(t, String(s))
occursin(c::Char, s::SubString{String}) = occursin(c, String(s))
in(c::Char, s::SubString{String}) = occursin(c, String(s))
# searching a SubString: its indices are those of the copied String
_sstr(t::Char) = t
_sstr(t::Function) = t
_sstr(t::_SStr) = String(t)
findnext(t::Union{Char,Function,_SStr}, s::SubString{String}, i::Integer) = findnext(_sstr(t), String(s), Int64(i))
findprev(t::Union{Char,Function,_SStr}, s::SubString{String}, i::Integer) = findprev(_sstr(t), String(s), Int64(i))
findfirst(t::Union{Char,Function,_SStr}, s::SubString{String}) = findfirst(_sstr(t), String(s))
findlast(t::Union{Char,Function,_SStr}, s::SubString{String}) = findlast(_sstr(t), String(s))
findnext(t::SubString{String}, s::String, i::Integer) = findnext(String(t), s, Int64(i))
findprev(t::SubString{String}, s::String, i::Integer) = findprev(String(t), s, Int64(i))
findfirst(t::SubString{String}, s::String) = findfirst(String(t), s)
findlast(t::SubString{String}, s::String) = findlast(String(t), s)
Symbol(s::SubString{String}) = Symbol(String(s))
parse(::Type{T}, s::SubString{String}; base::Union{Nothing,Integer} = nothing) where {T<:Integer} = parse(T, String(s); base = base)
parse(::Type{T}, s::SubString{String}) where {T<:Union{Float64,Float32}} = parse(T, String(s))
tryparse(::Type{T}, s::SubString{String}; base::Union{Nothing,Integer} = nothing) where {T<:Integer} = tryparse(T, String(s); base = base)
tryparse(::Type{T}, s::SubString{String}) where {T<:Union{Float64,Float32}} = tryparse(T, String(s))

# findfirst/findnext/findlast/findprev with a Char predicate: the index of the character
function findnext(f::Function, s::String, i::Int64)
    n = ncodeunits(s)
    i > n && return nothing
    i < 1 && throw(BoundsError(s, i))
    while i <= n
        f(s[i]) && return i
        i = nextind(s, i)
    end
    return nothing
end
findfirst(f::Function, s::String) = findnext(f, s, 1)
function findprev(f::Function, s::String, i::Int64)
    i > ncodeunits(s) && throw(BoundsError(s, i))
    while i >= 1
        f(s[i]) && return i
        i = prevind(s, i)
    end
    return nothing
end
findlast(f::Function, s::String) = findprev(f, s, lastindex(s))

# findall(t, s): every match of the substring t in s as ranges (overlapping ones on request)
function findall(t::String, s::String; overlap::Bool = false)
    found = UnitRange{Int64}[]
    i = 1
    e = lastindex(s)
    while true
        r = findnext(t, s, i)
        r === nothing && break
        push!(found, r)
        j = overlap || isempty(r) ? first(r) : last(r)
        j > e && break
        i = nextind(s, j)
    end
    return found
end
findall(t::String, s::SubString{String}; overlap::Bool = false) = findall(t, String(s); overlap = overlap)
findall(t::SubString{String}, s; overlap::Bool = false) = findall(String(t), s; overlap = overlap)
count(t::Union{String,SubString{String}}, s::Union{String,SubString{String}}; overlap::Bool = false) =
    length(findall(t, s; overlap = overlap))
# findall(f, s): the indices of the characters satisfying f
function findall(f::Function, s::Union{String,SubString{String}})
    r = Int64[]
    i = 1
    n = ncodeunits(s)
    while i <= n
        f(s[i]) && push!(r, i)
        i = nextind(s, i)
    end
    return r
end
# findall(c, s) for a Char (Julia 1.7): the indices of the characters equal to c
function findall(c::Char, s::Union{String,SubString{String}})
    r = Int64[]
    i = 1
    n = ncodeunits(s)
    while i <= n
        s[i] == c && push!(r, i)
        i = nextind(s, i)
    end
    return r
end

# ---------------------------------------------------------------- strip, chomp, chop
_strip_pred(c::Char) = isequal(c)
_strip_pred(cs) = in(cs)
lstrip(s::_SStr) = lstrip(isspace, s)
rstrip(s::_SStr) = rstrip(isspace, s)
strip(s::_SStr) = lstrip(isspace, rstrip(isspace, s))
lstrip(s::_SStr, chars::_Chars) = lstrip(_strip_pred(chars), s)
rstrip(s::_SStr, chars::_Chars) = rstrip(_strip_pred(chars), s)
strip(s::_SStr, chars::_Chars) = lstrip(_strip_pred(chars), rstrip(_strip_pred(chars), s))
strip(f, s::_SStr) = lstrip(f, rstrip(f, s))
_both_strings_err() = throw(ArgumentError(
    "Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
lstrip(::_SStr, ::_SStr) = _both_strings_err()
rstrip(::_SStr, ::_SStr) = _both_strings_err()
strip(::_SStr, ::_SStr) = _both_strings_err()
function lstrip(f, s::_SStr)
    e = lastindex(s)
    i = 1
    while i <= e
        f(s[i]) || return SubString(s, i, e)
        i = nextind(s, i)
    end
    return SubString(s, e + 1, e)
end
function rstrip(f, s::_SStr)
    j = lastindex(s)
    while j >= 1
        f(s[j]) || return SubString(s, 1, j)
        j = prevind(s, j)
    end
    return SubString(s, 1, 0)
end
function chomp(s::_SStr)
    i = lastindex(s)
    (i < 1 || s[i] != '\n') && return SubString(s, 1, i)
    j = prevind(s, i)
    (j < 1 || s[j] != '\r') && return SubString(s, 1, j)
    return SubString(s, 1, prevind(s, j))
end
function chop(s::_SStr; head::Integer = 0, tail::Integer = 1)
    isempty(s) && return SubString(s, 1, 0)
    return SubString(s, nextind(s, 1, Int64(head)), prevind(s, lastindex(s), Int64(tail)))
end

# ---------------------------------------------------------------- split, rsplit
# A delimiter match is (first, last) byte indices (last = first - 1 for an empty match),
# or (0, 0) for none. _dnext finds the first match starting at or after i; _dprev the last
# match ending at or before i.
# (a pattern that is one malformed character is searched Char by Char, as Julia's
# findnext does: its bytes may sit inside a longer character of s)
function _dnext(d::String, s::String, i::Int64)
    i > ncodeunits(s) + 1 && return (0, 0)
    (ncodeunits(d) <= 4 && !isvalid(d) && length(d) == 1) && return _dnext(isequal(d[1]), s, i)
    r = ccall(:rt_str_search, Int64, (Any, Any, Int64), s, d, i)
    return r == 0 ? (0, 0) : (r, r + ncodeunits(d) - 1)
end
function _dnext(d::Char, s::String, i::Int64)
    i > ncodeunits(s) && return (0, 0)
    isvalid(d) || return _dnext(isequal(d), s, i)
    r = ccall(:rt_str_search_char, Int64, (Any, Char, Int64), s, d, i)
    return r == 0 ? (0, 0) : (r, r + ncodeunits(d) - 1)
end
# a tuple, vector or set of Chars matches any of them (Julia's _pat_replacer: in(x))
_dnext(d::Union{Tuple{Vararg{Char}},AbstractVector{Char},Set{Char}}, s::String, i::Int64) =
    _dnext(in(d), s, i)
function _dnext(f, s::String, i::Int64)
    n = ncodeunits(s)
    while i <= n
        j = nextind(s, i)
        f(s[i]) && return (i, j - 1)
        i = j
    end
    return (0, 0)
end
function _dprev(d::String, s::String, i::Int64)
    m = ncodeunits(d)
    m == 0 && return ((0 <= i) & (i <= ncodeunits(s))) ? (max(i, 1), max(i, 1) - 1) : (0, 0)
    i - m + 1 < 1 && return (0, 0)
    r = ccall(:rt_str_rsearch, Int64, (Any, Any, Int64), s, d, i - m + 1)
    return r == 0 ? (0, 0) : (r, r + m - 1)
end
_dprev(d::Char, s::String, i::Int64) = _dprev(isequal(d), s, i)
function _dprev(f, s::String, i::Int64)
    i < 1 && return (0, 0)
    i = thisind(s, i)
    while i >= 1
        f(s[i]) && return (i, nextind(s, i) - 1)
        i = prevind(s, i)
    end
    return (0, 0)
end

_splitter(d::Union{Char,String}) = d
_splitter(d::SubString{String}) = String(d)
_splitter(d::Union{Tuple{Vararg{Char}},AbstractVector{Char},Set{Char}}) = in(d)
_splitter(d) = d

function _split(s::String, d, limit::Int64, keepempty::Bool)
    strs = Array{SubString{String},1}(undef, 0)
    i = 1
    n = lastindex(s)
    m = _dnext(d, s, 1)
    if m[1] != 0
        j = m[1]
        k = m[2] >= j ? nextind(s, m[2]) : j
        while 0 < j <= n && length(strs) != limit - 1
            if i < k
                (keepempty || i < j) && push!(strs, SubString(s, i, prevind(s, j)))
                i = k
            end
            k <= j && (k = nextind(s, j))
            m = _dnext(d, s, k)
            m[1] == 0 && break
            j = m[1]
            k = m[2] >= j ? nextind(s, m[2]) : j
        end
    end
    (keepempty || i <= ncodeunits(s)) && push!(strs, SubString(s, i, n))
    return strs
end
function _rsplit(s::String, d, limit::Int64, keepempty::Bool)
    strs = Array{SubString{String},1}(undef, 0)
    n = lastindex(s)
    m = _dprev(d, s, n)
    j = m[1]
    k = m[2]
    while j > 0 && k > 0 && length(strs) != limit - 1
        (keepempty || k < n) && pushfirst!(strs, SubString(s, nextind(s, k), n))
        n = prevind(s, j)
        m = _dprev(d, s, n)
        j = m[1]
        k = m[2]
    end
    (keepempty || n > 0) && pushfirst!(strs, SubString(s, 1, n))
    return strs
end

split(s::_SStr, d; limit::Integer = 0, keepempty::Bool = true) =
    _split(String(s), _splitter(d), Int64(limit), keepempty)
split(s::_SStr; limit::Integer = 0, keepempty::Bool = false) =
    _split(String(s), isspace, Int64(limit), keepempty)
rsplit(s::_SStr, d; limit::Integer = 0, keepempty::Bool = true) =
    _rsplit(String(s), _splitter(d), Int64(limit), keepempty)
rsplit(s::_SStr; limit::Integer = 0, keepempty::Bool = false) =
    _rsplit(String(s), isspace, Int64(limit), keepempty)
IOBuffer(s::SubString{String}) = IOBuffer(String(s))

# ---------------------------------------------------------------- escape_string, unescape_string
escape_string(io::IO, s::String) = ccall(:rt_escape_string, Cvoid, (Any, Any, Bool), io, s, false)
escape_string(io::IO, s::SubString{String}) = escape_string(io, String(s))
escape_string(s::Union{String,SubString{String}}) = sprint(escape_string, s)
# escape_string(io, s, esc; keep): the characters in esc get a backslash, those in keep
# stay as they are (1.7), runs of the others are escaped as above
# the characters gathered before a kept or escaped character c, escaped; a NUL just before
# an octal digit is \x00, as Julia writes it, since \0 would run into the digit
function _escape_run(io::IO, run::IOBuffer, c::AbstractChar)
    r = _takestring!(run)
    if '0' <= c <= '7' && endswith(r, '\0')
        escape_string(io, chop(r))
        print(io, "\\x00")
    else
        escape_string(io, r)
    end
end
function escape_string(io::IO, s::AbstractString, esc; keep = ())
    run = IOBuffer()
    for c in s
        if c in esc || c in keep
            _escape_run(io, run, c)
            c in esc && print(io, '\\')
            print(io, c)
        else
            print(run, c)
        end
    end
    escape_string(io, _takestring!(run))
end
escape_string(s::AbstractString, esc = ""; keep = ()) = sprint((io, x) -> escape_string(io, x, esc; keep = keep), s)
function _unesc_hex(s::String, i::Int64, n::Int64, maxd::Int64, base::Int64)
    v = UInt32(0)
    k = 0
    while k < maxd && i <= n
        c = s[i]
        d = '0' <= c <= '9' ? Int64(c) - 48 : 'a' <= c <= 'f' ? Int64(c) - 87 :
            'A' <= c <= 'F' ? Int64(c) - 55 : 99
        d >= base && break
        v = v * UInt32(base) + UInt32(d)
        i += 1
        k += 1
    end
    return (v, i, k)
end
function unescape_string(io::IO, s::String)
    n = ncodeunits(s)
    i = 1
    while i <= n
        c = s[i]
        i = nextind(s, i)
        if c == '\\' && i <= n
            c = s[i]
            i = nextind(s, i)
            if c == 'x' || c == 'u' || c == 'U'
                v, j, k = _unesc_hex(s, i, n, c == 'x' ? 2 : c == 'u' ? 4 : 8, 16)
                if k == 0
                    throw(ArgumentError("invalid $(c == 'x' ? "hex (\\x)" : "unicode (\\u)") escape sequence"))
                end
                i = j
                c == 'x' ? write(io, UInt8(v)) : print(io, Char(v))
            elseif '0' <= c <= '7'
                v, j, k = _unesc_hex(s, prevind(s, i), n, 3, 8)
                v > 0xff && throw(ArgumentError("octal escape sequence out of range"))
                i = j
                write(io, UInt8(v))
            else
                print(io, c == 'a' ? '\a' : c == 'b' ? '\b' : c == 't' ? '\t' : c == 'n' ? '\n' :
                          c == 'v' ? '\v' : c == 'f' ? '\f' : c == 'r' ? '\r' : c == 'e' ? '\e' : c)
            end
        else
            print(io, c)
        end
    end
end
unescape_string(io::IO, s::SubString{String}) = unescape_string(io, String(s))
unescape_string(s::Union{String,SubString{String}}) = sprint(unescape_string, s)

# ---------------------------------------------------------------- isascii, isvalid, ascii
function isascii(s::Union{String,SubString{String}})
    for i in 1:ncodeunits(s)
        codeunit(s, i) >= 0x80 && return false
    end
    return true
end
function isvalid(s::Union{String,SubString{String}})
    for c in s
        isvalid(c) || return false
    end
    return true
end
SubString(s::Union{String,SubString{String}}, r::UnitRange{<:Integer}) = SubString(s, first(r), last(r))
# summary("abc") is "3-codeunit String" (as BoundsError writes it), "empty String" for ""
function summary(io::IO, s::Union{String,SubString{String}})
    print(io, isempty(s) ? "empty" : string(ncodeunits(s), "-codeunit"), " ")
    show(io, typeof(s))
end
isvalid(::Type{String}, s::Union{String,SubString{String}}) = isvalid(s)
isvalid(::Type{String}, v::Vector{UInt8}) = isvalid(String(copy(v)))

# ---------------------------------------------------------------- hex2bytes, bytes2hex
function _hexdigit_value(c::UInt8)
    UInt8('0') <= c <= UInt8('9') && return c - UInt8('0')
    UInt8('a') <= c <= UInt8('f') && return c - UInt8('a') + 0x0a
    UInt8('A') <= c <= UInt8('F') && return c - UInt8('A') + 0x0a
    throw(ArgumentError("byte is not an ASCII hexadecimal digit"))
end
function hex2bytes(s::Union{String,SubString{String}})
    n = ncodeunits(s)
    isodd(n) && throw(ArgumentError("input hex array must have even length"))
    v = Vector{UInt8}(undef, div(n, 2))
    for k in 1:div(n, 2)
        v[k] = (_hexdigit_value(codeunit(s, 2k - 1)) << 4) | _hexdigit_value(codeunit(s, 2k))
    end
    return v
end
function bytes2hex(v)
    digs = "0123456789abcdef"
    io = IOBuffer()
    for b in v
        b8 = UInt8(b)
        print(io, digs[(b8 >> 4) + 1], digs[(b8 & 0x0f) + 1])
    end
    return String(take!(io))
end
bytes2hex(io::IO, v) = print(io, bytes2hex(v))

function ascii(s::String)
    for i in 1:ncodeunits(s)
        codeunit(s, i) >= 0x80 && throw(ArgumentError("invalid ASCII at index $i in \"$s\""))
    end
    return s
end

# ---------------------------------------------------------------- textwidth
function textwidth(c::Char)
    isvalid(c) || return 1
    return Int64(ccall(:utf8proc_charwidth, Int32, (UInt32,), UInt32(c)))
end
function textwidth(s::Union{String,SubString{String}})
    w = 0
    for c in s
        w += textwidth(c)
    end
    return w
end

# ---------------------------------------------------------------- Unicode.normalize
# (`using Unicode` is Base here.) utf8proc decomposes into a buffer of code points, which
# it then composes/re-encodes in place, with the option bits Julia's Unicode module sets.
# (a function, so nothing is built while Base loads)
_utf8proc_flags() = (stable = 1 << 1, compat = 1 << 2, compose = 1 << 3, decompose = 1 << 4,
    stripignore = 1 << 5, rejectna = 1 << 6, newline2ls = 1 << 7, newline2ps = 1 << 8,
    newline2lf = 3 << 7, stripcc = 1 << 9, casefold = 1 << 10, lump = 1 << 12, stripmark = 1 << 13)
function _utf8proc_map(s::String, flags::Int64)
    src = ccall(:rt_ptr_of, UInt64, (Any,), s)
    n = ccall(:utf8proc_decompose, Int64, (UInt64, Int64, UInt64, Int64, Int32),
              src, sizeof(s), UInt64(0), 0, Int32(flags))
    n < 0 && _utf8proc_error(n)
    buf = Vector{UInt8}(undef, 4 * n)
    dst = ccall(:rt_ptr_of, UInt64, (Any,), buf)
    n = ccall(:utf8proc_decompose, Int64, (UInt64, Int64, UInt64, Int64, Int32),
              src, sizeof(s), dst, n, Int32(flags))
    n < 0 && _utf8proc_error(n)
    nb = ccall(:utf8proc_reencode, Int64, (UInt64, Int64, Int32), dst, n, Int32(flags))
    nb < 0 && _utf8proc_error(nb)
    return String(resize!(buf, nb))
end
_utf8proc_error(r::Int64) =
    error(unsafe_string(Core.Intrinsics.bitcast(Ptr{UInt8}, ccall(:utf8proc_errmsg, UInt64, (Int64,), r))))
function normalize(s::AbstractString, nf::Symbol)
    F = _utf8proc_flags()
    flags = nf === :NFC ? F.stable | F.compose :
            nf === :NFD ? F.stable | F.decompose :
            nf === :NFKC ? F.stable | F.compose | F.compat :
            nf === :NFKD ? F.stable | F.decompose | F.compat :
            throw(ArgumentError(":$nf is not one of :NFC, :NFD, :NFKC, :NFKD"))
    return _utf8proc_map(String(s), flags)
end
function normalize(s::AbstractString; stable::Bool = false, compat::Bool = false,
                   compose::Bool = true, decompose::Bool = false, stripignore::Bool = false,
                   rejectna::Bool = false, newline2ls::Bool = false, newline2ps::Bool = false,
                   newline2lf::Bool = false, stripcc::Bool = false, casefold::Bool = false,
                   lump::Bool = false, stripmark::Bool = false)
    F = _utf8proc_flags()
    flags = 0
    stable && (flags |= F.stable)
    compat && (flags |= F.compat)
    if decompose
        flags |= F.decompose
    elseif compose
        flags |= F.compose
    elseif compat || stripmark
        throw(ArgumentError("compat=true or stripmark=true require compose=true or decompose=true"))
    end
    stripignore && (flags |= F.stripignore)
    rejectna && (flags |= F.rejectna)
    newline2ls + newline2ps + newline2lf > 1 &&
        throw(ArgumentError("only one newline conversion may be specified"))
    newline2ls && (flags |= F.newline2ls)
    newline2ps && (flags |= F.newline2ps)
    newline2lf && (flags |= F.newline2lf)
    stripcc && (flags |= F.stripcc)
    casefold && (flags |= F.casefold)
    lump && (flags |= F.lump)
    stripmark && (flags |= F.stripmark)
    return _utf8proc_map(String(s), flags)
end

# replace on a SubString: the same result as on its String copy
replace(s::SubString{String}, pats::Pair...; count::Integer = 9223372036854775807) =
    replace(String(s), pats...; count = count)

# ---------------------------------------------------------------- map, filter over characters
function map(f, s::Union{String,SubString{String}})
    io = IOBuffer()
    for c in s
        d = f(c)
        d isa Char || throw(ArgumentError("map(f, s::AbstractString) requires f to return AbstractChar; try map(f, collect(s)) or a comprehension instead"))
        print(io, d)
    end
    return String(take!(io))
end
function filter(f, s::Union{String,SubString{String}})
    io = IOBuffer()
    for c in s
        f(c) && print(io, c)
    end
    return String(take!(io))
end

# ---------------------------------------------------------------- eachindex(s), keys(s)
# the valid character indices of a string, lazily (Julia's Base.EachStringIndex)
struct EachStringIndex{T<:AbstractString}
    s::T    # the string whose indices are iterated
end
eachindex(s::Union{String,SubString{String}}) = EachStringIndex(s)
keys(s::Union{String,SubString{String}}) = EachStringIndex(s)
iterate(e::EachStringIndex, i::Int64 = 1) = i > ncodeunits(e.s) ? nothing : (i, nextind(e.s, i))
length(e::EachStringIndex) = length(e.s)
eltype(::Type{EachStringIndex{T}}) where {T} = Int64
collect(e::EachStringIndex) = Int64[i for i in e]
function show(io::IO, e::EachStringIndex{T}) where {T}
    print(io, "Base.EachStringIndex{")
    show(io, T)
    print(io, "}(")
    show(io, e.s)
    print(io, ')')
end
String(v::AbstractVector{Char}) = (io = IOBuffer(); for c in v; print(io, c); end; String(take!(io)))
Symbol(a, b, rest...) = Symbol(string(a, b, rest...))
# length(s, i, j): the number of characters starting at indices i through j
function length(s::Union{String,SubString{String}}, i::Integer, j::Integer)
    n = 0
    k = Int64(i)
    while k <= j
        n += 1
        k = nextind(s, k)
    end
    return n
end
# s[v] for a vector (or step range) of indices: the string of those characters
getindex(s::String, v::AbstractVector{<:Integer}) = String(Char[s[Int64(i)] for i in v])
getindex(s::SubString{String}, v::AbstractVector{<:Integer}) = String(Char[s[Int64(i)] for i in v])

# ---------------------------------------------------------------- text/plain of a Char
# 'a': ASCII/Unicode U+0061 (category Ll: Letter, lowercase), as Julia 1.7's display
const _cat_abbrev = ("Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
    "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc",
    "Cf", "Cs", "Co", "In", "Ma")
const _cat_strings = ("Other, not assigned", "Letter, uppercase", "Letter, lowercase",
    "Letter, titlecase", "Letter, modifier", "Letter, other", "Mark, nonspacing",
    "Mark, spacing combining", "Mark, enclosing", "Number, decimal digit", "Number, letter",
    "Number, other", "Punctuation, connector", "Punctuation, dash", "Punctuation, open",
    "Punctuation, close", "Punctuation, initial quote", "Punctuation, final quote",
    "Punctuation, other", "Symbol, math", "Symbol, currency", "Symbol, modifier",
    "Symbol, other", "Separator, space", "Separator, line", "Separator, paragraph",
    "Other, control", "Other, format", "Other, surrogate", "Other, private use",
    "Invalid, too high", "Malformed, bad data")
function show(io::IO, ::MIME{Symbol("text/plain")}, c::Char)
    show(io, c)
    get(io, :compact, false) === true && return
    if isvalid(c) || UInt32(c) > 0x10ffff
        u = UInt32(c)
        print(io, ": ", isascii(c) ? "ASCII/" : "", "Unicode U+", uppercase(string(u, base = 16, pad = 4)))
        k = u > 0x10ffff ? 30 : _ccat(c)
    else
        print(io, ": Malformed UTF-8")
        k = 31
    end
    print(io, " (category ", _cat_abbrev[k + 1], ": ", _cat_strings[k + 1], ")")
end
