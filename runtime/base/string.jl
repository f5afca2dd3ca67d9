# string.jl — String: immutable UTF-8 bytes indexed by byte (codeunit) position.
# Indexing, iteration over Chars, search, case mapping, padding, stripping, replace.
# Byte-level work is done by runtime/strutil.c through ccall.

sizeof(s::String) = ccall(:rt_str_ncodeunits, Int64, (Any,), s)
ncodeunits(s::String) = ccall(:rt_str_ncodeunits, Int64, (Any,), s)
function codeunit(s::String, i::Int64)
    ((i < 1) | (i > ncodeunits(s))) && throw(BoundsError(s, i))
    return trunc_int(UInt8, ccall(:rt_str_codeunit, Int64, (Any, Int64), s, i))
end
length(s::String) = ccall(:rt_str_length, Int64, (Any,), s)
firstindex(s::String) = 1
lastindex(s::String) = thisind(s, ncodeunits(s))
isempty(s::String) = ncodeunits(s) == 0
String(s::String) = s

function thisind(s::String, i::Int64)
    n = ncodeunits(s)
    ((i < 0) | (i > n + 1)) && throw(BoundsError(s, i))
    (i == 0) | (i == n + 1) && return i
    return ccall(:rt_str_thisind, Int64, (Any, Int64), s, i)
end
function nextind(s::String, i::Int64)
    n = ncodeunits(s)
    i == 0 && return 1
    ((i < 1) | (i > n)) && throw(BoundsError(s, i))
    return ccall(:rt_str_nextind, Int64, (Any, Int64), s, i)
end
# (the k-step forms serve SubStrings too: their one-step nextind/prevind are in stringutil.jl)
function nextind(s::AbstractString, i::Int64, k::Int64)
    k < 0 && throw(ArgumentError("n cannot be negative: $k"))
    n = ncodeunits(s)
    ((i < 0) | (i > n + 1)) && throw(BoundsError(s, i))
    while k > 0
        i < n ? (i = nextind(s, i)) : (i += 1)
        k -= 1
    end
    return i
end
function prevind(s::String, i::Int64)
    n = ncodeunits(s)
    ((i < 1) | (i > n + 1)) && throw(BoundsError(s, i))
    return ccall(:rt_str_prevind, Int64, (Any, Int64), s, i)
end
function prevind(s::AbstractString, i::Int64, k::Int64)
    k < 0 && throw(ArgumentError("n cannot be negative: $k"))
    n = ncodeunits(s)
    ((i < 0) | (i > n + 1)) && throw(BoundsError(s, i))
    while k > 0
        i > 1 ? (i = prevind(s, i)) : (i -= 1)
        k -= 1
    end
    return i
end
isvalid(s::String, i::Int64) = ccall(:rt_str_isvalid, Bool, (Any, Int64), s, i)

# ---------------------------------------------------------------- indexing
function getindex(s::String, i::Int64)
    ((i < 1) | (i > ncodeunits(s))) && throw(BoundsError(s, i))
    isvalid(s, i) || _string_index_err(s, i)
    return ccall(:rt_str_char_at, Char, (Any, Int64), s, i)
end
function getindex(s::String, r::UnitRange{Int64})
    i = r.start
    j = r.stop
    j < i && return ""
    ((i < 1) | (j > ncodeunits(s))) && throw(BoundsError(s, r))
    isvalid(s, i) || _string_index_err(s, i)
    isvalid(s, j) || _string_index_err(s, j)
    return ccall(:rt_str_sub, Any, (Any, Int64, Int64), s, i, nextind(s, j) - 1)::String
end
function iterate(s::String, i::Int64 = 1)
    i > ncodeunits(s) && return nothing
    return (ccall(:rt_str_char_at, Char, (Any, Int64), s, i),
            ccall(:rt_str_nextind, Int64, (Any, Int64), s, i))
end
first(s::String) = s[1]
last(s::String) = s[lastindex(s)]
# the first/last n characters (ranges end at lastindex, a character start, as Julia's s[1:min(end, ...)])
first(s::String, n::Integer) = s[1:min(lastindex(s), nextind(s, 0, Int64(n)))]
last(s::String, n::Integer) = s[max(1, prevind(s, ncodeunits(s) + 1, Int64(n))):lastindex(s)]

# ---------------------------------------------------------------- comparison
==(a::String, b::String) = ccall(:rt_str_eq, Bool, (Any, Any), a, b)
cmp(a::String, b::String) = ccall(:rt_str_cmp, Int64, (Any, Any), a, b)
<(a::String, b::String) = cmp(a, b) < 0
<=(a::String, b::String) = cmp(a, b) <= 0
isless(a::String, b::String) = cmp(a, b) < 0

# ---------------------------------------------------------------- building
*(a::String, b::String) = ccall(:rt_str_concat2, Any, (Any, Any), a, b)::String
*(a::String, b::Char) = a * string(b)
*(a::Char, b::String) = string(a) * b
*(a::Char, b::Char) = string(a, b)
*(a::String, b::String, c, xs...) = string(a, b, c, xs...)
^(s::String, n::Int64) = repeat(s, n)
^(c::Char, n::Int64) = repeat(string(c), n)
repeat(s::String, n::Int64) = ccall(:rt_str_repeat, Any, (Any, Int64), s, n)::String
repeat(c::Char, n::Int64) = repeat(string(c), n)
reverse(s::String) = ccall(:rt_str_reverse, Any, (Any,), s)::String
uppercase(s::String) = ccall(:rt_str_case, Any, (Any, Int64), s, 0)::String
lowercase(s::String) = ccall(:rt_str_case, Any, (Any, Int64), s, 1)::String
titlecase(s::String) = ccall(:rt_str_case, Any, (Any, Int64), s, 2)::String
uppercasefirst(s::String) = ccall(:rt_str_case, Any, (Any, Int64), s, 3)::String
lowercasefirst(s::String) = ccall(:rt_str_case, Any, (Any, Int64), s, 4)::String

function join(io::IO, xs, delim)
    first = true
    for x in xs
        first || print(io, delim)
        print(io, x)
        first = false
    end
end
function join(io::IO, xs)
    for x in xs
        print(io, x)
    end
end
function join(io::IO, xs, delim, last)
    y = iterate(xs)
    y === nothing && return nothing
    prev = y[1]
    y = iterate(xs, y[2])
    first = true
    while y !== nothing
        first || print(io, delim)
        print(io, prev)
        first = false
        prev = y[1]
        y = iterate(xs, y[2])
    end
    first || print(io, last)
    print(io, prev)
    return nothing
end
function join(xs, delim)
    io = IOBuffer()
    join(io, xs, delim)
    return _takestring!(io)
end
function join(xs, delim, last)
    io = IOBuffer()
    join(io, xs, delim, last)
    return _takestring!(io)
end
function join(xs)
    io = IOBuffer()
    join(io, xs)
    return _takestring!(io)
end

# ---------------------------------------------------------------- search
function findnext(c::Char, s::String, i::Int64)
    n = ncodeunits(s)
    i == n + 1 && return nothing
    ((i < 1) | (i > n + 1)) && throw(BoundsError(s, i))
    r = ccall(:rt_str_search_char, Int64, (Any, Char, Int64), s, c, i)
    return r == 0 ? nothing : r
end
findfirst(c::Char, s::String) = findnext(c, s, 1)
function findprev(c::Char, s::String, i::Int64)
    i < 1 && return nothing
    r = ccall(:rt_str_rsearch_char, Int64, (Any, Char, Int64), s, c, i)
    return r == 0 ? nothing : r
end
findlast(c::Char, s::String) = findprev(c, s, ncodeunits(s))
function findnext(t::String, s::String, i::Int64)
    n = ncodeunits(s)
    ((i < 1) | (i > n + 1)) && throw(BoundsError(s, i))
    r = ccall(:rt_str_search, Int64, (Any, Any, Int64), s, t, i)
    r == 0 && return nothing
    return r:(r + lastindex(t) - 1)
end
findfirst(t::String, s::String) = findnext(t, s, 1)
# findprev(t, s, i): the last match that ends at or before i (an empty t matches at i)
function findprev(t::String, s::String, i::Int64)
    m = ncodeunits(t)
    if m == 0
        return ((0 <= i) & (i <= ncodeunits(s))) ? (max(i, 1):max(i, 1) - 1) : nothing
    end
    i - m + 1 < 1 && return nothing
    r = ccall(:rt_str_rsearch, Int64, (Any, Any, Int64), s, t, i - m + 1)
    r == 0 && return nothing
    return r:(r + lastindex(t) - 1)
end
findlast(t::String, s::String) = findprev(t, s, lastindex(s))
occursin(t::String, s::String) = ccall(:rt_str_search, Int64, (Any, Any, Int64), s, t, 1) != 0
occursin(c::Char, s::String) = ccall(:rt_str_search_char, Int64, (Any, Char, Int64), s, c, 1) != 0
occursin(haystack) = Fix2(occursin, haystack)   # 1.6: occursin(s)(needle)
contains(s::String, t) = occursin(t, s)
in(c::Char, s::String) = occursin(c, s)
function startswith(s::String, t::String)
    n = ncodeunits(t)
    n <= ncodeunits(s) && ccall(:rt_str_search, Int64, (Any, Any, Int64), s, t, 1) == 1
end
function endswith(s::String, t::String)
    n = ncodeunits(t)
    k = ncodeunits(s) - n + 1
    n <= ncodeunits(s) && ccall(:rt_str_rsearch, Int64, (Any, Any, Int64), s, t, k) == k
end
startswith(s::String, c::Char) = !isempty(s) && s[1] == c
endswith(s::String, c::Char) = !isempty(s) && last(s) == c
# startswith(prefix), endswith(suffix), contains(needle) (1.5): functions of the string
startswith(prefix) = Fix2(startswith, prefix)
endswith(suffix) = Fix2(endswith, suffix)
contains(needle) = Fix2(contains, needle)

# ---------------------------------------------------------------- trimming and padding
# strip, chomp, chop: stringutil.jl
# widths are textwidth (1.7): a wide character counts two columns
function lpad(s::String, n::Integer, p::String = " ")
    m = Int(n) - textwidth(s)
    m <= 0 && return s
    l = textwidth(p)
    q = div(m, l)
    r = m - q * l
    return string(repeat(p, q), first(p, r), s)
end
function rpad(s::String, n::Integer, p::String = " ")
    m = Int(n) - textwidth(s)
    m <= 0 && return s
    l = textwidth(p)
    q = div(m, l)
    r = m - q * l
    return string(s, repeat(p, q), first(p, r))
end
lpad(s, n::Integer, p::Char) = lpad(string(s), n, string(p))
rpad(s, n::Integer, p::Char) = rpad(string(s), n, string(p))
lpad(s, n::Integer, p::AbstractString = " ") = lpad(string(s), n, String(p))
rpad(s, n::Integer, p::AbstractString = " ") = rpad(string(s), n, String(p))

# ---------------------------------------------------------------- replace
# replace(s, pat => rep, ...; count): Julia 1.7's algorithm (base/strings/util.jl): every
# pattern keeps its next match at or after the position; the match that starts first wins,
# ties going to the pattern listed first; the text before it and the replacement are
# written and the search goes on after the match; only patterns whose match starts before
# the new position are searched again. An empty match right after the previous match is
# not replaced but still counts toward `count`. Text patterns (String, valid Char) with
# text replacements run in one C pass (runtime/strreplace.c); Regex, predicate and
# function pairs take _replace below (each pattern's next match from _dnext in
# stringutil.jl or regex.jl).
_rrepl(io::IO, r::String, p, s::String, a::Int64, b::Int64) = print(io, r)
_rrepl(io::IO, r::Char, p, s::String, a::Int64, b::Int64) = print(io, r)
# the code units a..b of s (a match's bytes through the end of its last character)
_bytespan(s::String, a::Int64, b::Int64) = SubString{String}(s, a - 1, b - a + 1)
_rrepl(io::IO, r::Function, p::String, s::String, a::Int64, b::Int64) = print(io, r(_bytespan(s, a, b)))
_rrepl(io::IO, r::Function, p, s::String, a::Int64, b::Int64) = print(io, r(s[a]))
_rrepl(io::IO, r, p, s::String, a::Int64, b::Int64) = print(io, r)

function replace(s::String, pats::Pair...; count::Integer = 9223372036854775807)
    count == 0 && return s
    count < 0 && throw(DomainError(count, "`count` must be non-negative."))
    n = count > 9223372036854775807 ? 9223372036854775807 : Int64(count)
    length(pats) == 0 && return s
    _rtext_all(pats) && return _replace_text(s, pats, n)
    return _replace(s, pats, n)
end

# the C pass takes text patterns: a String that is not one malformed character (Julia
# searches those by Char), a valid Char; and text replacements
_rtextpat(p::String) = ncodeunits(p) > 4 || isvalid(p) || length(p) != 1
_rtextpat(p::Char) = isvalid(p)
_rtextpat(p) = false
_rtextrep(r::Union{String,Char}) = true
_rtextrep(r) = false
function _rtext_all(pats::Tuple)
    for p in pats
        (_rtextpat(p.first) && _rtextrep(p.second)) || return false
    end
    return true
end
function _replace_text(s::String, pats::Tuple, count::Int64)
    np = length(pats)
    pv = Vector{String}(undef, np)
    rv = Vector{String}(undef, np)
    k = 1
    for p in pats
        pv[k] = string(p.first)
        rv[k] = string(p.second)
        k += 1
    end
    return ccall(:rt_str_replace_multi, Any, (Any, Any, Any, Int64), s, pv, rv, count)::String
end

# a match of pattern p found by _dnext at a..b: Julia's last(findnext(p, s, ...)), the
# start of the match's last character (a - 1 for an empty match)
_rlast(p::String, s::String, a::Int64, b::Int64) = b < a ? b : a + lastindex(p) - 1
_rlast(p, s::String, a::Int64, b::Int64) = b < a ? b : thisind(s, b)
function _replace(s::String, pats::Tuple, count::Int64)
    np = length(pats)
    e1 = ncodeunits(s) + 1
    js = Vector{Int64}(undef, np)   # each pattern's next match start (e1 + 1: none)
    ks = Vector{Int64}(undef, np)   # and its last character's start
    found = false
    q = 1
    while q <= np
        pq = pats[q].first
        m = _dnext(pq, s, 1)
        js[q] = m[1] == 0 ? e1 + 1 : m[1]
        ks[q] = m[1] == 0 ? 0 : _rlast(pq, s, m[1], m[2])
        found |= m[1] != 0
        q += 1
    end
    found || return s
    io = IOBuffer()
    i = 1
    n = 1
    while true
        p = 1
        q = 2
        while q <= np
            js[q] < js[p] && (p = q)
            q += 1
        end
        j = js[p]
        k = ks[p]
        j > e1 && break
        if i == 1 || i <= k
            j > i && print(io, _bytespan(s, i, j - 1))
            pr = pats[p]
            _rrepl(io, pr.second, pr.first, s, j, k < j ? k : nextind(s, k) - 1)
        end
        if k < j
            i = j
            j == e1 && break
            k = nextind(s, j)
        else
            i = k = nextind(s, k)
        end
        n == count && break
        q = 1
        while q <= np
            if js[q] < k
                pq = pats[q].first
                m = _dnext(pq, s, k)
                js[q] = m[1] == 0 ? e1 + 1 : m[1]
                ks[q] = m[1] == 0 ? 0 : _rlast(pq, s, m[1], m[2])
            end
            q += 1
        end
        n += 1
    end
    i < e1 && print(io, _bytespan(s, i, e1 - 1))
    return _takestring!(io)
end

# ---------------------------------------------------------------- numbers as text
function string(n::Int64; base::Int64 = 10, pad::Int64 = 1)
    ((base < 2) | (base > 36)) && return _string_base62(n, base, pad)
    (n == 0) & (pad <= 0) && return ""   # zero digits asked of 0 (as Julia)
    return ccall(:rt_str_int_base, Any, (Int64, Int64, Int64), n, base, pad)::String
end

# ---------------------------------------------------------------- SubString, split, collect
struct SubString{T<:AbstractString} <: AbstractString
    string::T
    offset::Int64
    ncodeunits::Int64
end
# SubString(s, i, j): the characters at string indices i..j (Julia's constructor; the
# field-wise SubString{String}(s, offset, ncodeunits) stays for Base's own use)
SubString(s::String, i::Integer, j::Integer) = SubString(s, Int64(i), Int64(j))
function SubString(s::String, i::Int64, j::Int64)
    i <= j || return SubString{String}(s, 0, 0)
    ((i < 1) | (j > ncodeunits(s))) && throw(BoundsError(s, i:j))
    isvalid(s, i) || _string_index_err(s, i)
    isvalid(s, j) || _string_index_err(s, j)
    return SubString{String}(s, i - 1, nextind(s, j) - i)
end
SubString(s::String, i::Integer) = SubString(s, i, lastindex(s))
SubString(s::String) = SubString{String}(s, 0, ncodeunits(s))
SubString(s::SubString{String}, i::Integer, j::Integer) = SubString(s, Int64(i), Int64(j))
SubString(s::SubString{String}, i::Integer) = SubString(s, i, lastindex(s))
SubString(s::SubString{String}) = s
SubString(s::SubString{String}, i::Int64, j::Int64) =
    i <= j ? SubString(s.string, s.offset + i, s.offset + j) : SubString{String}(s.string, 0, 0)
String(s::SubString{String}) =
    ccall(:rt_str_sub, Any, (Any, Int64, Int64), s.string, s.offset + 1, s.offset + s.ncodeunits)::String
print(io::IO, s::SubString{String}) =
    ccall(:rt_print_substring, Cvoid, (Any, Any, Int64, Int64), io, s.string, s.offset, s.ncodeunits)
show(io::IO, s::SubString{String}) = show(io, String(s))
string(s::SubString{String}) = String(s)
ncodeunits(s::SubString{String}) = s.ncodeunits
sizeof(s::SubString{String}) = s.ncodeunits
length(s::SubString{String}) = length(String(s))
==(a::SubString{String}, b::String) = String(a) == b
==(a::String, b::SubString{String}) = a == String(b)
==(a::SubString{String}, b::SubString{String}) = String(a) == String(b)

# split, rsplit: stringutil.jl
function collect(s::String)
    r = Array{Char,1}(undef, 0)
    for c in s
        push!(r, c)
    end
    return r
end
function join(io::IO, xs::Array{T,1}, delim) where {T}
    n = length(xs)
    i = 1
    while i <= n
        i > 1 && print(io, delim)
        print(io, xs[i])
        i += 1
    end
end
join(io::IO, xs::Array{T,1}) where {T} = join(io, xs, "")
Symbol(s::String) = ccall(:rt_str_to_symbol, Any, (Any,), s)::Symbol
string(s::Symbol) = sprint(print, s)
_string_index_err(s::String, i::Int64) =
    ccall(:rt_throw_string_index, Union{}, (Any, Int64), s, i)
