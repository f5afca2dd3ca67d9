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
first(s::SubString{String}, n::Int64) = first(String(s), n)
last(s::SubString{String}, n::Int64) = last(String(s), n)
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
Symbol(s::SubString{String}) = Symbol(String(s))
parse(::Type{T}, s::SubString{String}; base::Int64 = 0) where {T<:Integer} = parse(T, String(s); base = base)
parse(::Type{Float64}, s::SubString{String}) = parse(Float64, String(s))
tryparse(::Type{T}, s::SubString{String}; base::Int64 = 0) where {T<:Integer} = tryparse(T, String(s); base = base)
tryparse(::Type{Float64}, s::SubString{String}) = tryparse(Float64, String(s))

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
function _dnext(d::String, s::String, i::Int64)
    i > ncodeunits(s) + 1 && return (0, 0)
    r = ccall(:rt_str_search, Int64, (Any, Any, Int64), s, d, i)
    return r == 0 ? (0, 0) : (r, r + ncodeunits(d) - 1)
end
function _dnext(d::Char, s::String, i::Int64)
    i > ncodeunits(s) && return (0, 0)
    r = ccall(:rt_str_search_char, Int64, (Any, Char, Int64), s, d, i)
    return r == 0 ? (0, 0) : (r, r + ncodeunits(d) - 1)
end
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
