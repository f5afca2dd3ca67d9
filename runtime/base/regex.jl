# regex.jl — Regex (PCRE2 through runtime/regex.c), RegexMatch, eachmatch, regex search,
# split, count, replace with SubstitutionString, following Julia 1.7's base/regex.jl.
# A compiled pattern is a UInt64 (pcre2_code address) kept in the Regex object; offsets
# come back from C as 0-based byte positions relative to the subject (-1 = unset group).

abstract type AbstractPattern end
abstract type AbstractMatch end

const PCRE_CASELESS = 0x00000008
const PCRE_MULTILINE = 0x00000400
const PCRE_DOTALL = 0x00000020
const PCRE_EXTENDED = 0x00000080
const PCRE_UTF = 0x00080000
const PCRE_UCP = 0x00020000
const PCRE_ALT_BSUX = 0x00000002
const PCRE_MATCH_INVALID_UTF = 0x04000000
const PCRE_NO_UTF_CHECK = 0x40000000
const PCRE_ANCHORED = 0x80000000
const PCRE_ENDANCHORED = 0x20000000
const PCRE_NOTEMPTY_ATSTART = 0x00000008
const PCRE_COMPILE_MASK = 0xe7ffffff
const PCRE_EXECUTE_MASK = 0x4001003f
const DEFAULT_COMPILER_OPTS = 0x040a0002  # UTF | MATCH_INVALID_UTF | ALT_BSUX | UCP
const DEFAULT_MATCH_OPTS = 0x40000000     # NO_UTF_CHECK

mutable struct Regex <: AbstractPattern
    pattern::String
    compile_options::UInt32
    match_options::UInt32
    regex::UInt64  # the compiled pcre2_code

    function Regex(pattern::String, co::UInt32, mo::UInt32)
        (co & ~PCRE_COMPILE_MASK) != 0 &&
            throw(ArgumentError(string("invalid regex compile options: ", co)))
        (mo & ~PCRE_EXECUTE_MASK) != 0 &&
            throw(ArgumentError(string("invalid regex match options: ", mo)))
        re = new(pattern, co, mo, UInt64(0))
        re.regex = ccall(:rt_regex_compile, UInt64, (Any, Any, UInt32), re, pattern, co)
        return re
    end
    # r"..." literals: the compiled code is shared through runtime/regex.c's cache
    Regex(pattern::String, co::UInt32, mo::UInt32, code::UInt64) = new(pattern, co, mo, code)
end

Regex(pattern::AbstractString, co::Integer, mo::Integer) =
    Regex(String(pattern), UInt32(co), UInt32(mo))
Regex(pattern::AbstractString) = Regex(String(pattern), DEFAULT_COMPILER_OPTS, DEFAULT_MATCH_OPTS)
function _regex_flags(flags::String)
    co = DEFAULT_COMPILER_OPTS
    mo = DEFAULT_MATCH_OPTS
    for f in flags
        if f == 'a'
            co = co & ~(PCRE_UCP | PCRE_UTF | PCRE_MATCH_INVALID_UTF)
            mo = mo & ~PCRE_NO_UTF_CHECK
        elseif f == 'i'
            co = co | PCRE_CASELESS
        elseif f == 'm'
            co = co | PCRE_MULTILINE
        elseif f == 's'
            co = co | PCRE_DOTALL
        elseif f == 'x'
            co = co | PCRE_EXTENDED
        else
            throw(ArgumentError(string("unknown regex flag: ", f)))
        end
    end
    return (co, mo)
end
function Regex(pattern::AbstractString, flags::AbstractString)
    o = _regex_flags(String(flags))
    return Regex(String(pattern), o[1], o[2])
end
function _regex_literal(pattern::String, flags::String = "")
    o = _regex_flags(flags)
    code = ccall(:rt_regex_literal, UInt64, (Any, UInt32), pattern, o[1])
    return Regex(pattern, o[1], o[2], code)
end

==(a::Regex, b::Regex) = a.pattern == b.pattern && a.compile_options == b.compile_options &&
    a.match_options == b.match_options

function hash(r::Regex, h::UInt64)
    h += 0x67e195eb8555e72d
    h = hash(r.pattern, h)
    h = hash(r.compile_options, h)
    return hash(r.match_options, h)
end

# r1 * r2: strings and chars are quoted with \Q...\E; imsx flags not shared by every Regex
# operand move into (?flags:...) groups; other options must agree
function _rx_optstr(o::UInt32)
    s = ""
    (o & PCRE_CASELESS) != 0 && (s = string(s, 'i'))
    (o & PCRE_MULTILINE) != 0 && (s = string(s, 'm'))
    (o & PCRE_DOTALL) != 0 && (s = string(s, 's'))
    (o & PCRE_EXTENDED) != 0 && (s = string(s, 'x'))
    return s
end
_rx_wrap(io::IO, r::Regex, u::UInt32) =
    print(io, "(?", _rx_optstr(r.compile_options & u), ':', r.pattern, ')')
_rx_wrap(io::IO, s::String, u::UInt32) = print(io, "\\Q", replace(s, "\\E" => "\\\\E\\QE"), "\\E")
_rx_wrap(io::IO, s::SubString{String}, u::UInt32) = _rx_wrap(io, String(s), u)
_rx_wrap(io::IO, c::Char, u::UInt32) = print(io, "\\Q", c, "\\E")
function _rx_mul(args::Tuple)
    mask = PCRE_CASELESS | PCRE_MULTILINE | PCRE_DOTALL | PCRE_EXTENDED
    found = false
    mo = UInt32(0)
    co = UInt32(0)
    shared = mask
    for r in args
        r isa Regex || continue
        if !found
            found = true
            mo = r.match_options
            co = r.compile_options & ~mask
        elseif !(r.match_options == mo && (r.compile_options & ~mask) == co)
            throw(ArgumentError("cannot multiply regexes: incompatible options"))
        end
        shared = shared & r.compile_options
    end
    unshared = mask & ~shared
    io = IOBuffer()
    for r in args
        _rx_wrap(io, r, unshared)
    end
    return Regex(_takestring!(io), co | shared, mo)
end
*(r::Regex) = r
*(a::Regex, b::Regex) = _rx_mul((a, b))
*(a::Regex, b::Union{String,SubString{String},Char}) = _rx_mul((a, b))
*(a::Union{String,SubString{String},Char}, b::Regex) = _rx_mul((a, b))
*(a::Regex, b::Union{Regex,String,SubString{String},Char}, c::Union{Regex,String,SubString{String},Char}) =
    _rx_mul((a, b, c))
^(r::Regex, i::Integer) =
    Regex(string("(?:", r.pattern, "){", i, "}"), r.compile_options, r.match_options)

# escape_raw_string: `"` gets a backslash; backslashes before a `"` or at the end double
function _escape_raw(io::IO, s::String)
    nb = 0
    for c in s
        if c == '\\'
            nb += 1
        else
            if c == '"'
                for k in 1:(nb + 1)
                    print(io, '\\')
                end
            end
            nb = 0
        end
        print(io, c)
    end
    for k in 1:nb
        print(io, '\\')
    end
end

function show(io::IO, re::Regex)
    imsx = PCRE_CASELESS | PCRE_MULTILINE | PCRE_DOTALL | PCRE_EXTENDED
    ac = PCRE_UTF | PCRE_MATCH_INVALID_UTF | PCRE_UCP
    opts = re.compile_options
    mopts = re.match_options
    default = ((opts & ~imsx) | ac) == DEFAULT_COMPILER_OPTS
    if default
        if (opts & ac) == ac
            default = mopts == DEFAULT_MATCH_OPTS
        elseif (opts & ac) == 0
            default = mopts == (DEFAULT_MATCH_OPTS & ~PCRE_NO_UTF_CHECK)
        else
            default = false
        end
    end
    if default
        print(io, "r\"")
        _escape_raw(io, re.pattern)
        print(io, "\"")
        (opts & PCRE_CASELESS) != 0 && print(io, "i")
        (opts & PCRE_MULTILINE) != 0 && print(io, "m")
        (opts & PCRE_DOTALL) != 0 && print(io, "s")
        (opts & PCRE_EXTENDED) != 0 && print(io, "x")
        (opts & ac) == 0 && print(io, "a")
    else
        print(io, "Regex(")
        show(io, re.pattern)
        print(io, ", ")
        show(io, opts)
        print(io, ", ")
        show(io, mopts)
        print(io, ")")
    end
end
print(io::IO, re::Regex) = show(io, re)

# ---------------------------------------------------------------- matching
struct RegexMatch <: AbstractMatch
    match::SubString{String}
    captures::Vector{Union{Nothing,SubString{String}}}
    offset::Int64
    offsets::Vector{Int64}
    regex::Regex
end

_rx_parent(s::String) = s
_rx_parent(s::SubString{String}) = s.string
_rx_base(s::String) = 0
_rx_base(s::SubString{String}) = s.offset

# character stepping on a String or SubString{String} subject, through the parent string
_rx_nextind(str, i::Int64) = nextind(_rx_parent(str), _rx_base(str) + i) - _rx_base(str)
_rx_prevind(str, i::Int64) = prevind(_rx_parent(str), _rx_base(str) + i) - _rx_base(str)
_rx_lastindex(str) = ncodeunits(str) == 0 ? 0 : _rx_prevind(str, ncodeunits(str) + 1)

# raw output vector of a match of re in str from byte index idx, or nothing
_rx_exec(re::Regex, str, idx::Int64, opts::UInt32) =
    ccall(:rt_regex_exec, Any, (UInt64, Any, Int64, Int64, Int64, UInt32), re.regex,
          _rx_parent(str), _rx_base(str), ncodeunits(str), idx - 1, re.match_options | opts)

function _rx_match(re::Regex, str, idx::Int64, opts::UInt32)
    v = _rx_exec(re, str, idx, opts)
    v === nothing && return nothing
    ov = v::Vector{Int64}
    p = _rx_parent(str)
    b = _rx_base(str)
    n = div(length(ov), 2) - 1
    mat = SubString{String}(p, b + ov[1], ov[2] - ov[1])
    cap = Vector{Union{Nothing,SubString{String}}}(undef, n)
    off = Vector{Int64}(undef, n)
    for i in 1:n
        s = ov[2i+1]
        cap[i] = s < 0 ? nothing : SubString{String}(p, b + s, ov[2i+2] - s)
        off[i] = s + 1
    end
    return RegexMatch(mat, cap, ov[1] + 1, off, re)
end

match(re::Regex, str::String, idx::Integer, add_opts::UInt32 = UInt32(0)) =
    _rx_match(re, str, Int64(idx), add_opts)
match(re::Regex, str::SubString{String}, idx::Integer, add_opts::UInt32 = UInt32(0)) =
    _rx_match(re, str, Int64(idx), add_opts)
match(re::Regex, str::String) = _rx_match(re, str, 1, UInt32(0))
match(re::Regex, str::SubString{String}) = _rx_match(re, str, 1, UInt32(0))

occursin(re::Regex, s::String) = _rx_exec(re, s, 1, UInt32(0)) !== nothing
occursin(re::Regex, s::SubString{String}) = _rx_exec(re, s, 1, UInt32(0)) !== nothing
contains(s::SubString{String}, re::Regex) = occursin(re, s)
startswith(s::String, re::Regex) = _rx_exec(re, s, 1, PCRE_ANCHORED) !== nothing
startswith(s::SubString{String}, re::Regex) = _rx_exec(re, s, 1, PCRE_ANCHORED) !== nothing
endswith(s::String, re::Regex) = _rx_exec(re, s, 1, PCRE_ENDANCHORED) !== nothing
endswith(s::SubString{String}, re::Regex) = _rx_exec(re, s, 1, PCRE_ENDANCHORED) !== nothing

# ---------------------------------------------------------------- RegexMatch access
function _rx_group_name(re::Regex, i::Int64)
    return ccall(:rt_regex_group_name, Any, (UInt64, Int64), re.regex, i)
end
_rx_name_number(re::Regex, name::String) =
    ccall(:rt_regex_name_number, Int64, (UInt64, Any), re.regex, name)

function keys(m::RegexMatch)
    n = length(m.captures)
    r = Vector{Any}(undef, n)
    for i in 1:n
        nm = _rx_group_name(m.regex, i)
        r[i] = nm === nothing ? i : nm
    end
    # the element type is what Julia's map gives: the one type all keys share, else Any
    n == 0 && return Vector{Union{Int64,String}}()
    all(x -> x isa String, r) && return String[x for x in r]
    all(x -> x isa Int64, r) && return Int64[x for x in r]
    return r
end

function show(io::IO, m::RegexMatch)
    print(io, "RegexMatch(")
    show(io, m.match)
    n = length(m.captures)
    if n > 0
        print(io, ", ")
        for i in 1:n
            nm = _rx_group_name(m.regex, i)
            nm === nothing ? print(io, i) : print(io, nm::String)
            print(io, "=")
            c = m.captures[i]
            c === nothing ? print(io, "nothing") : show(io, c::SubString{String})
            i < n && print(io, ", ")
        end
    end
    print(io, ")")
end

getindex(m::RegexMatch, idx::Integer) = m.captures[idx]
function getindex(m::RegexMatch, name::String)
    idx = _rx_name_number(m.regex, name)
    idx <= 0 && error(string("no capture group named ", name, " found in regex"))
    return m.captures[idx]
end
getindex(m::RegexMatch, name::SubString{String}) = m[String(name)]
getindex(m::RegexMatch, name::Symbol) = m[string(name)]
haskey(m::RegexMatch, idx::Integer) = (1 <= idx) & (idx <= length(m.captures))
haskey(m::RegexMatch, name::String) = _rx_name_number(m.regex, name) > 0
haskey(m::RegexMatch, name::Symbol) = haskey(m, string(name))
iterate(m::RegexMatch) = iterate(m.captures)
iterate(m::RegexMatch, i) = iterate(m.captures, i)
length(m::RegexMatch) = length(m.captures)
eltype(m::RegexMatch) = Union{Nothing,SubString{String}}

# ---------------------------------------------------------------- search
function _rx_findnext(re::Regex, str, idx::Int64)
    idx > ncodeunits(str) + 1 && throw(BoundsError())
    v = _rx_exec(re, str, idx, UInt32(0))
    v === nothing && return nothing
    ov = v::Vector{Int64}
    return (ov[1] + 1):_rx_prevind(str, ov[2] + 1)
end
findnext(re::Regex, s::String, idx::Integer) = _rx_findnext(re, s, Int64(idx))
findnext(re::Regex, s::SubString{String}, idx::Integer) = _rx_findnext(re, s, Int64(idx))
findfirst(re::Regex, s::String) = _rx_findnext(re, s, 1)
findfirst(re::Regex, s::SubString{String}) = _rx_findnext(re, s, 1)

function _rx_findall(re::Regex, s, overlap::Bool)
    found = UnitRange{Int64}[]
    i = 1
    e = _rx_lastindex(s)
    while true
        r = _rx_findnext(re, s, i)
        r === nothing && break
        push!(found, r)
        j = overlap || isempty(r) ? first(r) : last(r)
        j > e && break
        i = _rx_nextind(s, j)
    end
    return found
end
findall(re::Regex, s::String; overlap::Bool = false) = _rx_findall(re, s, overlap)
findall(re::Regex, s::SubString{String}; overlap::Bool = false) = _rx_findall(re, s, overlap)
count(re::Regex, s::String; overlap::Bool = false) = length(_rx_findall(re, s, overlap))
count(re::Regex, s::SubString{String}; overlap::Bool = false) =
    length(_rx_findall(re, s, overlap))

# ---------------------------------------------------------------- eachmatch
struct RegexMatchIterator
    regex::Regex
    string::String
    overlap::Bool
end
eachmatch(re::Regex, s::String; overlap::Bool = false) = RegexMatchIterator(re, s, overlap)
eachmatch(re::Regex, s::SubString{String}; overlap::Bool = false) =
    RegexMatchIterator(re, String(s), overlap)
eltype(::Type{RegexMatchIterator}) = RegexMatch

iterate(itr::RegexMatchIterator) = iterate(itr, (1, false))
function iterate(itr::RegexMatchIterator, st::Tuple{Int64,Bool})
    offset = st[1]
    prevempty = st[2]
    while true
        mat = _rx_match(itr.regex, itr.string, offset,
                        prevempty ? (PCRE_ANCHORED | PCRE_NOTEMPTY_ATSTART) : UInt32(0))
        if mat === nothing
            if prevempty && offset <= ncodeunits(itr.string)
                offset = nextind(itr.string, offset)
                prevempty = false
                continue
            end
            return nothing
        end
        m = mat::RegexMatch
        if itr.overlap
            offset = ncodeunits(m.match) == 0 ? m.offset : nextind(itr.string, m.offset)
        else
            offset = m.offset + ncodeunits(m.match)
        end
        return (m, (offset, ncodeunits(m.match) == 0))
    end
end
function collect(itr::RegexMatchIterator)
    r = RegexMatch[]
    for m in itr
        push!(r, m)
    end
    return r
end
function show(io::IO, itr::RegexMatchIterator)
    print(io, "Base.RegexMatchIterator(")
    show(io, itr.regex)
    print(io, ", ")
    show(io, itr.string)
    print(io, ", ")
    show(io, itr.overlap)
    print(io, ")")
end

# ---------------------------------------------------------------- split
function _rx_split(str, re::Regex, limit::Int64, keepempty::Bool)
    strs = SubString{String}[]
    p = _rx_parent(str)
    b = _rx_base(str)
    i = 1
    n = _rx_lastindex(str)
    r = _rx_findnext(re, str, 1)
    if r !== nothing
        j = first(r)
        k = _rx_nextind(str, last(r))
        while 0 < j <= n && length(strs) != limit - 1
            if i < k
                (keepempty || i < j) && push!(strs, SubString{String}(p, b + i - 1, j - i))
                i = k
            end
            k <= j && (k = _rx_nextind(str, j))
            r = _rx_findnext(re, str, k)
            r === nothing && break
            j = first(r)
            k = _rx_nextind(str, last(r))
        end
    end
    (keepempty || i <= ncodeunits(str)) &&
        push!(strs, SubString{String}(p, b + i - 1, ncodeunits(str) - i + 1))
    return strs
end
split(s::String, re::Regex; limit::Integer = 0, keepempty::Bool = true) =
    _rx_split(s, re, Int64(limit), keepempty)
split(s::SubString{String}, re::Regex; limit::Integer = 0, keepempty::Bool = true) =
    _rx_split(s, re, Int64(limit), keepempty)

# ---------------------------------------------------------------- replace
struct SubstitutionString{T<:AbstractString} <: AbstractString
    string::T
end
ncodeunits(s::SubstitutionString) = ncodeunits(s.string)
function show(io::IO, s::SubstitutionString)
    print(io, "s\"")
    _escape_raw(io, String(s.string))
    print(io, "\"")
end
print(io::IO, s::SubstitutionString) = print(io, s.string)
==(a::SubstitutionString, b::SubstitutionString) = a.string == b.string

# hooks for string.jl's _replace: a Regex pattern's next match and its replacement
function _dnext(p::Regex, s::String, i::Int64)
    r = _rx_exec(p, s, i, UInt32(0))
    r === nothing && return (0, 0)
    ov = r::Vector{Int64}
    return (ov[1] + 1, ov[2])
end
# rsplit's backward search: Julia 1.7 has no findlast/findprev for a Regex (PCRE searches
# forward only), so rsplit(s, r"…") is findlast's MethodError there too
_dprev(p::Regex, s::String, i::Int64) = throw(MethodError(findlast, (p, s)))
_rrepl(io::IO, r::Function, p::Regex, s::String, a::Int64, b::Int64) =
    print(io, r(SubString{String}(s, a - 1, b - a + 1)))
_rrepl(io::IO, r::SubstitutionString, p::Regex, s::String, a::Int64, b::Int64) =
    _rx_subst(io, String(r.string), p, s, a, b)
_rrepl(io::IO, r::SubstitutionString, p, s::String, a::Int64, b::Int64) =
    _rx_subst(io, String(r.string), nothing, s, a, b)

_rx_replace_err(repl) = error(string("Bad replacement string: ", repl))

function _rx_write_capture(io::IO, group::Int64, re::Regex, s::String, a::Int64, b::Int64)
    m = _rx_match(re, s, a, PCRE_ANCHORED)::RegexMatch
    group == 0 && return print(io, m.match)
    (group < 0 || group > length(m.captures)) && error("PCRE error: unknown substring")
    c = m.captures[group]
    c === nothing || print(io, c::SubString{String})
    return nothing
end
function _rx_write_capture(io::IO, group::Int64, re::Nothing, s::String, a::Int64, b::Int64)
    group == 0 || _rx_replace_err("pattern is not a Regex")
    print(io, SubString{String}(s, a - 1, b - a + 1))
end

# unescape a substitution string, keeping `\\`, `\g` and `\digit` for the substitution pass
function _rx_unescape(s::String)
    io = IOBuffer()
    i = 1
    n = ncodeunits(s)
    while i <= n
        c = s[i]
        i = nextind(s, i)
        if c == '\\' && i <= n
            d = s[i]
            if d == '\\' || d == 'g' || isdigit(d)
                print(io, c, d)
            elseif d == 'n'
                print(io, '\n')
            elseif d == 't'
                print(io, '\t')
            elseif d == 'r'
                print(io, '\r')
            elseif d == '"'
                print(io, '"')
            else
                print(io, c, d)
            end
            i = nextind(s, i)
        else
            print(io, c)
        end
    end
    return _takestring!(io)
end

function _rx_subst(io::IO, repl0::String, re, s::String, a::Int64, b::Int64)
    repl = _rx_unescape(repl0)
    i = 1
    e = lastindex(repl)
    while i <= e
        if repl[i] == '\\'
            ni = nextind(repl, i)
            ni > e && _rx_replace_err(repl)
            if repl[ni] == '\\'
                print(io, '\\')
                i = nextind(repl, ni)
            elseif isdigit(repl[ni])
                group = Int64(repl[ni] - '0')
                i = nextind(repl, ni)
                while i <= e && isdigit(repl[i])
                    group = 10 * group + Int64(repl[i] - '0')
                    i = nextind(repl, i)
                end
                _rx_write_capture(io, group, re, s, a, b)
            elseif repl[ni] == 'g'
                i = nextind(repl, ni)
                (i > e || repl[i] != '<') && _rx_replace_err(repl)
                i = nextind(repl, i)
                i > e && _rx_replace_err(repl)
                gs = i
                while repl[i] != '>'
                    i = nextind(repl, i)
                    i > e && _rx_replace_err(repl)
                end
                name = repl[gs:prevind(repl, i)]
                group = -1
                if all(isdigit, name)
                    group = parse(Int64, name)
                elseif re isa Regex
                    group = _rx_name_number(re, name)
                    group < 0 && _rx_replace_err(string("Group ", name, " not found in regex ", re))
                end
                _rx_write_capture(io, group, re, s, a, b)
                i = nextind(repl, i)
            else
                _rx_replace_err(repl)
            end
        else
            print(io, repl[i])
            i = nextind(repl, i)
        end
    end
end

# case mapping of the SubStrings function replacements receive
uppercase(s::SubString{String}) = uppercase(String(s))
lowercase(s::SubString{String}) = lowercase(String(s))
