# io.jl — DateFormat (a format string cut into tokens: a run of one code letter is a
# DatePart, the text between is a Delim), formatting a date with one (Dates.format), parsing
# with one (parse, tryparse, Date(str), DateTime(str, fmt)), and the print/show forms:
# print gives ISO text (2020-01-01, 12:30:00), show the constructor call Date("2020-01-01").

abstract type AbstractDateToken end

struct DatePart{letter} <: AbstractDateToken
    width::Int64
    fixed::Bool     # followed by another part with no text between: exactly width digits
end
struct Delim{T,length} <: AbstractDateToken
    d::T
end
Delim(d::Char) = Delim{Char,1}(d)
Delim(d::String) = Delim{String,length(d)}(d)

struct DateFormat{S,T<:Tuple}
    tokens::T
    locale::DateLocale
end

const CODE_LETTERS = "yYmdHIMSseEuUp"
_is_code(c::Char) = c in CODE_LETTERS

function DateFormat(f::AbstractString, locale::DateLocale = ENGLISH)
    tokens = AbstractDateToken[]
    chars = collect(f)
    lit = Char[]         # literal text since the last part
    pending = nothing    # the last part read: (letter, width), pushed once its fixedness is known
    i = 1
    n = length(chars)
    while i <= n
        c = chars[i]
        if c == '\\' && i < n
            push!(lit, chars[i + 1])
            i += 2
        elseif _is_code(c)
            j = i
            while j < n && chars[j + 1] == c
                j += 1
            end
            if pending !== nothing
                push!(tokens, DatePart{pending[1]}(pending[2], isempty(lit)))
            end
            isempty(lit) || push!(tokens, _delim(lit))
            empty!(lit)
            pending = (c, j - i + 1)
            i = j + 1
        else
            push!(lit, c)
            i += 1
        end
    end
    pending !== nothing && push!(tokens, DatePart{pending[1]}(pending[2], false))
    isempty(lit) || push!(tokens, _delim(lit))
    t = (tokens...,)
    return DateFormat{Symbol(f),typeof(t)}(t, locale)
end
_delim(lit::Vector{Char}) = length(lit) == 1 ? Delim(lit[1]) : Delim(String(lit))
DateFormat(f::AbstractString, locale::AbstractString) = DateFormat(f, LOCALES[locale])

macro dateformat_str(str)
    DateFormat(str)
end

# ---------------------------------------------------------------- show forms of formats
_show_content(io::IO, d::DatePart{c}) where {c} = print(io, c^d.width)
function _show_content(io::IO, d::Delim)
    for c in string(d.d)
        _is_code(c) && print(io, '\\')
        print(io, c)
    end
end
show(io::IO, d::DatePart) = (print(io, "DatePart("); _show_content(io, d); print(io, ")"))
show(io::IO, d::Delim) = (print(io, "Delim("); _show_content(io, d); print(io, ")"))
function show(io::IO, df::DateFormat)
    print(io, "dateformat\"")
    for t in df.tokens
        _show_content(io, t)
    end
    print(io, '"')
end
Base.Broadcast.broadcastable(x::DateFormat) = Ref(x)

const ISODateTimeFormat = DateFormat("yyyy-mm-dd\\THH:MM:SS.s")
const ISODateFormat = DateFormat("yyyy-mm-dd")
const ISOTimeFormat = DateFormat("HH:MM:SS.s")
const RFC1123Format = DateFormat("e, dd u yyyy HH:MM:SS")

default_format(::Type{DateTime}) = ISODateTimeFormat
default_format(::Type{Date}) = ISODateFormat
default_format(::Type{Time}) = ISOTimeFormat

# ---------------------------------------------------------------- formatting
hour12(dt) = (h = hour(dt); h > 12 ? h - 12 : h == 0 ? 12 : h)

const NUMERIC_CODES = Dict{Char,Function}('Y' => year, 'm' => month, 'd' => day, 'H' => hour,
                                           'I' => hour12, 'M' => minute, 'S' => second)
_fmt(io, d::Delim, dt, locale) = print(io, d.d)
function _fmt(io, d::DatePart{c}, dt, locale) where {c}
    w = d.width
    f = get(NUMERIC_CODES, c, nothing)
    if f !== nothing           # at least w digits
        print(io, string(f(dt), pad = w))
    elseif c == 'y'            # the last w digits of the year
        s = string(year(dt), pad = w)
        print(io, length(s) == w ? s : s[end - w + 1:end])
    elseif c == 's'            # milliseconds without trailing zeros, then padded to w
        ms = millisecond(dt)
        s = ms % 100 == 0 ? string(div(ms, 100)) :
            ms % 10 == 0 ? string(div(ms, 10), pad = 2) : string(ms, pad = 3)
        print(io, rpad(s, w, '0'))
    elseif c == 'u'
        print(io, monthabbr(month(dt), locale))
    elseif c == 'U'
        print(io, monthname(month(dt), locale))
    elseif c == 'e'
        print(io, dayabbr(dayofweek(dt), locale))
    elseif c == 'E'
        print(io, dayname(dayofweek(dt), locale))
    elseif c == 'p'
        print(io, hour(dt) < 12 ? "AM" : "PM")
    end
    return nothing
end

function format(io::IO, dt::TimeType, fmt::DateFormat)
    for t in fmt.tokens
        _fmt(io, t, dt, fmt.locale)
    end
    return nothing
end
function format(dt::TimeType, fmt::DateFormat, bufsize = 12)
    io = IOBuffer()
    format(io, dt, fmt)
    return String(take!(io))
end
format(dt::TimeType, f::AbstractString; locale = ENGLISH) =
    format(dt, DateFormat(f, locale isa DateLocale ? locale : LOCALES[locale]))

# ---------------------------------------------------------------- parsing
# the parser's slots: the parts a format can fill, each with its default
const SLOT_YEAR, SLOT_MONTH, SLOT_DAY, SLOT_HOUR, SLOT_MINUTE, SLOT_SECOND, SLOT_MS,
      SLOT_AMPM, SLOT_DOW = 1, 2, 3, 4, 5, 6, 7, 8, 9
_slot(c::Char) = c in "yY" ? SLOT_YEAR : c in "muU" ? SLOT_MONTH : c == 'd' ? SLOT_DAY :
                 c in "HI" ? SLOT_HOUR : c == 'M' ? SLOT_MINUTE : c == 'S' ? SLOT_SECOND :
                 c == 's' ? SLOT_MS : c == 'p' ? SLOT_AMPM : SLOT_DOW

# a run of decimal digits at i: (value, next index), or nothing when fewer than lo digits
function _parse_digits(str, i::Int64, len::Int64, lo::Int64, hi::Int64)
    last = hi <= 0 ? len : min(i + hi - 1, len)
    v = Int64(0)
    j = i
    while j <= last
        c = str[j]
        '0' <= c <= '9' || break
        v = 10v + (c - '0')
        j = nextind(str, j)
    end
    j - i < lo && return nothing
    return (v, j)
end
# a run of letters at i: (word, next index) or nothing
function _parse_word(str, i::Int64, len::Int64, maxchars::Int64)
    j = i
    k = 0
    while j <= len && (maxchars <= 0 || k < maxchars) && isletter(str[j])
        j = nextind(str, j)
        k += 1
    end
    j == i && return nothing
    return (SubString(str, i, prevind(str, j)), j)
end

# one token at index i: (value or true, next index), or nothing
function _parse_token(d::Delim, str, i, len, locale)
    for c in string(d.d)
        i > len && return nothing
        str[i] == c || return nothing
        i = nextind(str, i)
    end
    return (true, i)
end
function _parse_token(d::DatePart{c}, str, i, len, locale) where {c}
    lo = d.fixed ? d.width : 1
    hi = d.fixed ? d.width : 0
    if c in "uUeE"
        w = _parse_word(str, i, len, hi)
        w === nothing && return nothing
        v = c == 'u' ? monthabbr_to_value(w[1], locale) :
            c == 'U' ? monthname_to_value(w[1], locale) :
            c == 'e' ? dayabbr_to_value(w[1], locale) : dayname_to_value(w[1], locale)
        v == 0 && return nothing
        return (v, w[2])
    elseif c == 'p'
        i + 1 > len && return nothing
        a = lowercase(str[i])
        (a == 'a' || a == 'p') || return nothing
        j = nextind(str, i)
        lowercase(str[j]) == 'm' || return nothing
        return (a == 'a' ? Int64(AM) : Int64(PM), nextind(str, j))
    end
    r = _parse_digits(str, i, len, lo, hi)
    r === nothing && return nothing
    c == 's' || return r
    v, j = r
    k = j - i                          # digits after the point: scale to milliseconds
    if k > 3
        q, rr = divrem(v, Int64(10)^(k - 3))
        rr == 0 || throw(InexactError(:convert, Decimal3, v))
        return (q, j)
    end
    return (v * Int64(10)^(3 - k), j)
end
struct Decimal3 end

# the parts read from str by df, in order, as (letter, value) pairs: (parts, nothing), or
# (nothing, the ArgumentError); reading stops early, and fine, where str ends
function _parse_parts(str::AbstractString, df::DateFormat)
    parts = Tuple{Char,Int64}[]
    i = firstindex(str)
    len = lastindex(str)
    for t in df.tokens
        i > len && return (parts, nothing)
        r = _parse_token(t, str, i, len, df.locale)
        if r === nothing
            return (nothing, ArgumentError("Unable to parse date time. Expected directive $t at char $i"))
        end
        t isa DatePart && push!(parts, (_letter(t), r[1]))
        i = r[2]
    end
    i > len || return (nothing, ArgumentError("Found extra characters at the end of date time string"))
    return (parts, nothing)
end
function _parse_slots(str::AbstractString, df::DateFormat)
    parts, err = _parse_parts(str, df)
    err === nothing || return (nothing, err)
    slots = Int64[1, 1, 1, 0, 0, 0, 0, Int64(TWENTYFOURHOUR), 0]
    for (c, v) in parts
        slots[_slot(c)] = v
    end
    return (slots, nothing)
end

# the parsed parts as periods (Julia's parse_components), for strings no date can hold
const PART_TYPES = Dict{Char,Any}('y' => Year, 'Y' => Year, 'm' => Month, 'u' => Month,
    'U' => Month, 'd' => Day, 'H' => Hour, 'I' => Hour, 'M' => Minute, 'S' => Second,
    's' => Millisecond, 'e' => identity, 'E' => identity, 'p' => AMPM)
function parse_components(str::AbstractString, df::DateFormat)
    parts, err = _parse_parts(str, df)
    err === nothing || throw(err)
    return Any[PART_TYPES[c](v) for (c, v) in parts]
end
_letter(::DatePart{c}) where {c} = c

_build(::Type{Date}, s) = Date(s[SLOT_YEAR], s[SLOT_MONTH], s[SLOT_DAY])
_build(::Type{DateTime}, s) = DateTime(s[SLOT_YEAR], s[SLOT_MONTH], s[SLOT_DAY], s[SLOT_HOUR],
                                       s[SLOT_MINUTE], s[SLOT_SECOND], s[SLOT_MS], AMPM(s[SLOT_AMPM]))
_build(::Type{Time}, s) = Time(s[SLOT_HOUR], s[SLOT_MINUTE], s[SLOT_SECOND], s[SLOT_MS], 0, 0,
                               AMPM(s[SLOT_AMPM]))
_valid(::Type{Date}, s) = validargs(Date, s[SLOT_YEAR], s[SLOT_MONTH], s[SLOT_DAY])
_valid(::Type{DateTime}, s) = validargs(DateTime, s[SLOT_YEAR], s[SLOT_MONTH], s[SLOT_DAY],
                                        s[SLOT_HOUR], s[SLOT_MINUTE], s[SLOT_SECOND], s[SLOT_MS],
                                        AMPM(s[SLOT_AMPM]))
_valid(::Type{Time}, s) = validargs(Time, s[SLOT_HOUR], s[SLOT_MINUTE], s[SLOT_SECOND],
                                    s[SLOT_MS], Int64(0), Int64(0), AMPM(s[SLOT_AMPM]))

function parse(::Type{T}, str::AbstractString, df::DateFormat = default_format(T)) where {T<:TimeType}
    slots, err = _parse_slots(str, df)
    err === nothing || throw(err)
    return _build(T, slots)
end
function tryparse(::Type{T}, str::AbstractString, df::DateFormat = default_format(T)) where {T<:TimeType}
    slots, err = _parse_slots(str, df)
    err === nothing || return nothing
    _valid(T, slots) === nothing || return nothing
    return _build(T, slots)
end

# the ISO date-time form read directly, as Julia's fast path does (its one error text)
function parse(::Type{DateTime}, s::AbstractString, df::typeof(ISODateTimeFormat))
    len = lastindex(s)
    parts = Int64[1, 1, 1, 0, 0, 0, 0]
    seps = ('-', '-', 'T', ':', ':', '.')
    i = firstindex(s)
    ok = false
    for k in 1:7
        r = _parse_digits(s, i, len, 1, k == 1 ? 0 : k == 7 ? 3 : 2)
        r === nothing && break
        v, j = r
        parts[k] = k == 7 ? v * Int64(10)^(3 - (j - i)) : v
        i = j
        if k == 7
            ok = i > len
            break
        end
        if i > len
            ok = k > 1
            break
        end
        s[i] == seps[k] || break
        i = nextind(s, i)
        if i > len
            ok = true
            break
        end
    end
    ok || throw(ArgumentError("Invalid DateTime string"))
    return DateTime(parts[1], parts[2], parts[3], parts[4], parts[5], parts[6], parts[7])
end

DateTime(dt::AbstractString, format::AbstractString; locale = ENGLISH) =
    parse(DateTime, dt, DateFormat(format, locale))
DateTime(dt::AbstractString, df::DateFormat = ISODateTimeFormat) = parse(DateTime, dt, df)
Date(d::AbstractString, format::AbstractString; locale = ENGLISH) =
    parse(Date, d, DateFormat(format, locale))
Date(d::AbstractString, df::DateFormat = ISODateFormat) = parse(Date, d, df)
Time(t::AbstractString, format::AbstractString; locale = ENGLISH) =
    parse(Time, t, DateFormat(format, locale))
Time(t::AbstractString, df::DateFormat = ISOTimeFormat) = parse(Time, t, df)

# ---------------------------------------------------------------- print and show
function print(io::IO, dt::DateTime)
    y, m, d = yearmonthday(dt)
    print(io, string(y, pad = 4), '-', string(m, pad = 2), '-', string(d, pad = 2), 'T',
          string(hour(dt), pad = 2), ':', string(minute(dt), pad = 2), ':',
          string(second(dt), pad = 2))
    ms = millisecond(dt)
    if ms != 0
        print(io, '.')
        _fmt(io, DatePart{'s'}(1, false), dt, ENGLISH)
    end
end
function print(io::IO, dt::Date)
    y, m, d = yearmonthday(dt)
    print(io, string(y, pad = 4), '-', string(m, pad = 2), '-', string(d, pad = 2))
end
function string(t::Time)
    s = string(string(hour(t), pad = 2), ':', string(minute(t), pad = 2), ':',
               string(second(t), pad = 2))
    frac = mod(value(t), 1000000000)
    frac == 0 && return s
    return string(s, '.', rstrip(string(frac, pad = 9), '0'))
end
print(io::IO, t::Time) = print(io, string(t))
string(dt::Union{Date,DateTime}) = sprint(print, dt)

@unrolled for T in (:Date, :DateTime)
    @eval show(io::IO, ::MIME"text/plain", dt::$T) = print(io, dt)
    @eval show(io::IO, dt::$T) = print(io, typeof(dt), "(\"", dt, "\")")
    @eval Base.typeinfo_implicit(::Type{$T}) = true
end
show(io::IO, ::MIME"text/plain", t::Time) = print(io, t)
function show(io::IO, t::Time)
    if get(io, :compact, false) === true
        print(io, t)
        return
    end
    parts = (hour(t), minute(t), second(t), millisecond(t), microsecond(t), nanosecond(t))
    n = 1
    for k in 1:6
        parts[k] != 0 && (n = k)
    end
    print(io, Time, "(")
    for k in 1:n
        show(io, parts[k])
        k < n && print(io, ", ")
    end
    print(io, ")")
end
