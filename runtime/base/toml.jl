# toml.jl — Base.TOML: the TOML 1.0 parser the package loader (Project.toml,
# Manifest.toml) and the TOML standard library use, behaving as Julia 1.7's
# base/toml_parser.jl does.
#
# What comes back: a table is a Dict{String,Any}; an array the narrowest Vector of its
# elements (Int64[], Union{Float64, Int64}[] for two kinds, Any[] past that, Union{}[] when
# empty); an integer an Int64 (hex, octal and binary too; more than 64 bits is an error);
# a float a Float64; dates and times this module's own Date, Time and DateTime (what
# Julia's Base.TOML returns when no Dates module is handed to the parser: the TOML
# stdlib sets `p.Dates` so that it gets Dates.Date and friends instead).
#
# Errors are ParserError values: `tryparse` returns them, `parse` throws them, and
# showerror prints Julia's "TOML Parser error:" block with file:line:column and a caret
# under the place. The error kinds and texts are Julia's.
#
# Where Julia 1.7 accepts what TOML 1.0 forbids, this parser refuses (a control
# character or bad UTF-8 anywhere, a sign on 0x/0o/0b, a table that dotted keys made
# reopened with [..], a key given a second value); where Julia 1.7 refuses valid TOML it
# accepts: offset date-times (an OffsetDateTime: local date and time plus the offset in
# minutes; Julia 1.7 says "offset date-time is not supported"), 'z' as 'Z', dates whose
# year starts with 0, 1 or 2 quotes before a multi-line string's closing delimiter,
# whitespace between a line-ending backslash and the newline, `0e0`.
module TOML
import ..Base
using ..Base: =>, ==, !=, <, <=, >, >=, +, -, *, %, ^, !, |, &, (:), isequal, typemax, typemin,
    div, min, max, undef, Inf, NaN, Dict, IdDict, SubString, IOContext, print, println,
    printstyled, string, escape_string, repr, error, thisind, prevind, nextind, ncodeunits,
    codeunit, findprev, take!, something, firstindex, read, isfile, abspath, empty!, haskey,
    get, push!, isempty, length, view, eltype, copyto!, filter, isvalid

# ---------------------------------------------------------------- dates and times
# Unchecked holders, as Julia's Base.TOML has them; the parser checks the ranges.
struct Date
    year::Int
    month::Int
    day::Int
end
struct Time
    hour::Int
    minute::Int
    second::Int
    ms::Int
end
struct DateTime
    date::Date
    time::Time
end
DateTime(y, m, d, h, mi, s, ms) = DateTime(Date(y, m, d), Time(h, mi, s, ms))
# a date-time with a UTC offset (minutes east of UTC); `datetime` is a DateTime, or the
# Dates stdlib's DateTime when the parser was given Dates
struct OffsetDateTime
    datetime::Any
    offset::Int
end

const EOF_CHAR = typemax(Char)
const TOMLDict = Dict{String,Any}

# ---------------------------------------------------------------- errors
@enum ErrorType begin
    # top level
    ErrRedefineTableArray
    ErrExpectedNewLineKeyValue
    ErrAddKeyToInlineTable
    ErrAddArrayToStaticArray
    ErrArrayTreatedAsDictionary
    ErrExpectedEndOfTable
    ErrExpectedEndArrayOfTable
    # keys
    ErrExpectedEqualAfterKey
    ErrDuplicatedKey
    ErrKeyAlreadyHasValue
    ErrInvalidBareKeyCharacter
    ErrEmptyBareKey
    # values
    ErrUnexpectedEofExpectedValue
    ErrUnexpectedStartOfValue
    ErrGenericValueError
    # arrays and inline tables
    ErrExpectedCommaBetweenItemsArray
    ErrExpectedCommaBetweenItemsInlineTable
    ErrTrailingCommaInlineTable
    # numbers
    ErrUnderscoreNotSurroundedByDigits
    ErrLeadingZeroNotAllowedInteger
    ErrOverflowError
    ErrLeadingDot
    ErrNoTrailingDigitAfterDot
    ErrTrailingUnderscoreNumber
    # dates and times
    ErrParsingDateTime
    ErrOffsetDateNotSupported
    # strings
    ErrNewLineInString
    ErrUnexpectedEndString
    ErrInvalidEscapeCharacter
    ErrInvalidUnicodeScalar
    # jolt's, after Julia 1.7's (whose values they keep): TOML 1.0's rules 1.7 does not check
    ErrSignInNonBase10Number
    ErrInvalidCharacter
end

const err_message = Dict{ErrorType,String}(
    ErrRedefineTableArray => "tried to redefine an existing table as an array",
    ErrExpectedNewLineKeyValue => "expected newline after key value pair",
    ErrAddKeyToInlineTable => "tried to add a new key to an inline table",
    ErrAddArrayToStaticArray => "tried to append to a statically defined array",
    ErrArrayTreatedAsDictionary => "tried to add a key to an array",
    ErrExpectedEndOfTable => "expected end of table ']'",
    ErrExpectedEndArrayOfTable => "expected array of table to end with ']]'",
    ErrExpectedEqualAfterKey => "expected equal sign after key",
    ErrDuplicatedKey => "key already defined",
    ErrKeyAlreadyHasValue => "key already has a value",
    ErrInvalidBareKeyCharacter => "invalid bare key character",
    ErrEmptyBareKey => "bare key cannot be empty",
    ErrUnexpectedEofExpectedValue => "unexpected end of file, expected a value",
    ErrUnexpectedStartOfValue => "unexpected start of value",
    ErrGenericValueError => "failed to parse value",
    ErrExpectedCommaBetweenItemsArray => "expected comma between items in array",
    ErrExpectedCommaBetweenItemsInlineTable => "expected comma between items in inline table",
    ErrTrailingCommaInlineTable => "trailing comma not allowed in inline table",
    ErrUnderscoreNotSurroundedByDigits => "underscore is not surrounded by digits",
    ErrLeadingZeroNotAllowedInteger => "leading zero in integer not allowed",
    ErrOverflowError => "overflowed when parsing integer",
    ErrLeadingDot => "floats require a leading zero",
    ErrNoTrailingDigitAfterDot => "expected digit after dot",
    ErrTrailingUnderscoreNumber => "trailing underscore in number",
    ErrSignInNonBase10Number => "number not in base 10 is not allowed to have a sign",
    ErrParsingDateTime => "parsing date/time value failed",
    ErrOffsetDateNotSupported => "offset date-time is not supported",
    ErrNewLineInString => "newline character in single quoted string",
    ErrUnexpectedEndString => "string literal ended unexpectedly",
    ErrInvalidEscapeCharacter => "invalid escape character",
    ErrInvalidUnicodeScalar => "invalid unicode scalar",
    ErrInvalidCharacter => "invalid character in document",
)

mutable struct ParserError <: Exception
    type::ErrorType
    data::Any           # what the message shows besides its text (a bad character)
    # filled in when the error leaves the parser
    str::Union{String,Nothing}
    filepath::Union{String,Nothing}
    line::Union{Int,Nothing}
    column::Union{Int,Nothing}
    pos::Union{Int,Nothing}           # byte of the last character read
    table::Union{TOMLDict,Nothing}    # what was parsed before the error
end
ParserError(type, data) = ParserError(type, data, nothing, nothing, nothing, nothing, nothing, nothing)
ParserError(type) = ParserError(type, nothing)

# a parse step returns its value or the ParserError that stops the parse
const Err{T} = Union{T,ParserError}

function format_error_message_for_err_type(err::ParserError)
    msg = err_message[err.type]
    if err.type == ErrInvalidBareKeyCharacter || err.type == ErrInvalidCharacter
        msg = string(msg, ": '", escape_string(string(err.data)), "'")
    end
    return msg
end

# The line of `str` holding byte `at` and, under it, a caret at that character
function point_to_line(str::String, at::Int, context)
    at = thisind(str, min(max(at, 1), ncodeunits(str) + 1))
    nl = at > 1 ? findprev(isequal('\n'), str, prevind(str, at)) : nothing
    i = nl === nothing ? 1 : nl + 1
    text = IOContext(IOBuffer(), context)
    mark = IOContext(IOBuffer(), context)
    while true
        if i == at
            printstyled(mark, "^"; color = :light_green)
        else
            print(mark, " ")
        end
        i > ncodeunits(str) && break
        c = str[i]
        c == '\n' && break
        print(text, c)
        i = nextind(str, i)
    end
    return String(take!(text.io)), String(take!(mark.io))
end

function Base.showerror(io::IO, err::ParserError)
    printstyled(io, "TOML Parser error:\n"; color = :light_red)
    printstyled(io, something(err.filepath, "none"), ':', err.line, ':', err.column; bold = true)
    printstyled(io, " error: "; color = :light_red)
    println(io, format_error_message_for_err_type(err))
    at = err.pos::Int
    # at the end of the input the caret goes one past the last character
    err.type == ErrUnexpectedEofExpectedValue && (at += 1)
    line, caret = point_to_line(err.str::String, at, io)
    println(io, "  ", line)
    print(io, "  ", caret)
end

# ---------------------------------------------------------------- the parser
mutable struct Parser
    str::String
    current_char::Char      # the look-ahead character (EOF_CHAR past the end)
    pos::Int                # byte after the look-ahead
    prevpos::Int            # first byte of the look-ahead
    column::Int
    line::Int
    marker::Int             # where the text a number or key is taken from starts
    active_table::TOMLDict  # where `key = value` lines go
    dotted_keys::Vector{String}
    # tables written inline and arrays written as values: nothing may be added to them
    inline_tables::IdDict{Any,Nothing}
    static_arrays::IdDict{Any,Nothing}
    # tables a [header] defined ([a.b] defines b, not a), and tables dotted keys made
    defined_tables::IdDict{Any,Nothing}
    dotted_tables::IdDict{Any,Nothing}
    root::TOMLDict
    filepath::Union{String,Nothing}
    # a Dates module: dates and times are made with its Date, Time and DateTime
    Dates::Union{Module,Nothing}
end

function Parser(str::String; filepath = nothing)
    root = TOMLDict()
    p = Parser(str, EOF_CHAR, firstindex(str), 0, 0, 1, 0, root, String[],
               IdDict{Any,Nothing}(), IdDict{Any,Nothing}(), IdDict{Any,Nothing}(),
               IdDict{Any,Nothing}(), root, filepath, nothing)
    startup(p)
    return p
end
Parser() = Parser("")
Parser(io::IO) = Parser(read(io, String))

function startup(p::Parser)
    eat_char(p)
    # a byte order mark is not part of the document
    if peek(p) === '\ufeff'
        p.column -= 1
        eat_char(p)
    end
end

function reinit!(p::Parser, str::String; filepath::Union{Nothing,String} = nothing)
    p.str = str
    p.current_char = EOF_CHAR
    p.pos = firstindex(str)
    p.prevpos = 0
    p.column = 0
    p.line = 1
    p.marker = 0
    p.root = TOMLDict()
    p.active_table = p.root
    empty!(p.dotted_keys)
    empty!(p.inline_tables)
    empty!(p.static_arrays)
    empty!(p.defined_tables)
    empty!(p.dotted_tables)
    p.filepath = filepath
    startup(p)
    return p
end

# The look-ahead moves on one character; a newline read into it starts the next line.
function next_char(p::Parser)::Char
    p.prevpos = p.pos
    p.column += 1
    p.pos > ncodeunits(p.str) && return EOF_CHAR
    c = p.str[p.pos]
    p.pos = nextind(p.str, p.pos)
    if c == '\n'
        p.line += 1
        p.column = 0
    end
    return c
end

function eat_char(p::Parser)::Char
    c = p.current_char
    p.current_char = next_char(p)
    return c
end

peek(p::Parser) = p.current_char

# eat the look-ahead when it is `c` / satisfies `f`
function accept(p::Parser, c::Char)::Bool
    (p.current_char === c && c !== EOF_CHAR) || return false
    eat_char(p)
    return true
end
function accept(p::Parser, f::Function)::Bool
    c = p.current_char
    (c !== EOF_CHAR && f(c)) || return false
    eat_char(p)
    return true
end
function accept_batch(p::Parser, f::Function)::Bool
    any = false
    while accept(p, f)
        any = true
    end
    return any
end
function accept_n(p::Parser, n::Int, f::Function)::Bool
    for _ in 1:n
        accept(p, f) || return false
    end
    return true
end

iswhitespace(c::Char) = c == ' ' || c == '\t'
isnewline(c::Char) = c == '\n' || c == '\r'
is_ws_or_nl(c::Char) = iswhitespace(c) || isnewline(c)
not_newline(c::Char) = !isnewline(c)

skip_ws(p::Parser) = accept_batch(p, iswhitespace)

function skip_comment(p::Parser)::Bool
    accept(p, '#') || return false
    accept_batch(p, not_newline)
    return true
end

# whitespace, newlines and comments
function skip_ws_nl(p::Parser)
    while accept_batch(p, is_ws_or_nl) | skip_comment(p)
    end
end

# whitespace then a comment, the end of a line
skip_ws_comment(p::Parser) = (skip_ws(p); skip_comment(p))

set_marker!(p::Parser) = (p.marker = p.prevpos)
# the text from the marker to the last character eaten
take_substring(p::Parser) = SubString(p.str, p.marker, prevind(p.str, p.prevpos))

# ---------------------------------------------------------------- the document
# TOML 1.0 allows no control character but tab (and CR only before LF) anywhere, and the
# document is UTF-8. Checked once up front; the error points at the first offender.
function check_characters(p::Parser)::Err{Nothing}
    s = p.str
    n = ncodeunits(s)
    i = 1
    line = 1
    col = 0
    while i <= n
        b = codeunit(s, i)
        col += 1
        if b < 0x80
            if b == UInt8('\n')
                line += 1
                col = 0
            elseif (b < 0x20 && b != UInt8('\t') &&
                    !(b == UInt8('\r') && i < n && codeunit(s, i + 1) == UInt8('\n'))) || b == 0x7f
                return located_error(p, ParserError(ErrInvalidCharacter, Char(b)), i, line, col)
            end
            i += 1
        else
            c = s[i]
            if !isvalid(c)
                return located_error(p, ParserError(ErrInvalidCharacter, c), i, line, col)
            end
            i = nextind(s, i)
        end
    end
    return nothing
end

function located_error(p::Parser, err::ParserError, pos::Int, line::Int, column::Int)
    err.str = p.str
    err.pos = pos
    err.table = p.root
    err.filepath = p.filepath
    err.line = line
    err.column = column
    return err
end

function parse(p::Parser)::TOMLDict
    v = tryparse(p)
    v isa ParserError && throw(v)
    return v
end

function tryparse(p::Parser)::Err{TOMLDict}
    bad = check_characters(p)
    bad isa ParserError && return bad
    while true
        skip_ws_nl(p)
        peek(p) == EOF_CHAR && break
        v = parse_toplevel(p)
        if v isa ParserError
            # the place is the last character eaten
            return located_error(p, v, p.prevpos - 1, p.line, p.column - 1)
        end
    end
    return p.root
end

# The entry points without an explicit Parser (the TOML stdlib's, kept here so that the
# package loader needs nothing else).
parse(str::AbstractString) = parse(Parser(String(str)))
tryparse(str::AbstractString) = tryparse(Parser(String(str)))
parse(io::IO) = parse(read(io, String))
tryparse(io::IO) = tryparse(read(io, String))
readstring(f::AbstractString) = isfile(f) ? read(f, String) : error(repr(f), ": No such file")
parsefile(f::AbstractString) = parse(Parser(readstring(f); filepath = abspath(f)))
tryparsefile(f::AbstractString) = tryparse(Parser(readstring(f); filepath = abspath(f)))

line_ends(c::Char) = c == '\n' || c == '\r' || c == '#' || c == EOF_CHAR

# One line: a [table], an [[array of tables]] or a key = value pair, then the line's end.
function parse_toplevel(p::Parser)::Err{Nothing}
    if accept(p, '[')
        p.active_table = p.root
        r = parse_header(p, accept(p, '['))
        r isa ParserError && return r
    else
        r = parse_entry(p, p.active_table)
        r isa ParserError && return r
    end
    skip_ws_comment(p)
    if !line_ends(peek(p))
        eat_char(p)
        return ParserError(ErrExpectedNewLineKeyValue)
    end
    return nothing
end

# May a table header or dotted key go into `d`? `last` is the header's own table.
function check_allowed_add_key(p::Parser, d, check_defined::Bool = true)::Err{Nothing}
    if !(d isa Dict)
        return ParserError(ErrKeyAlreadyHasValue)
    elseif haskey(p.inline_tables, d)
        return ParserError(ErrAddKeyToInlineTable)
    elseif check_defined && haskey(p.defined_tables, d)
        return ParserError(ErrDuplicatedKey)
    end
    return nothing
end

# The table a path of keys names, made (implicitly) where missing; through an array of
# tables the path goes into its last table. `mode` says who asks: :header for [a.b.c]
# (the last table must not be defined yet), :prefix for [[a.b.c]]'s a.b, :dotted for a
# key/value line's dotted keys (no table on the way may have been defined by a header,
# and the tables made are marked as made by dotted keys).
function walk_tables!(p::Parser, d::TOMLDict, keys::AbstractVector{String}, mode::Symbol)::Err{TOMLDict}
    n = length(keys)
    for i in 1:n
        key = keys[i]
        made = false
        t = get(d, key, nothing)
        if t === nothing
            t = TOMLDict()
            d[key] = t
            made = true
        end
        if t isa Vector
            # an array of tables leads into its last table; an array value leads nowhere
            # (its last element is a value or an inline table, which the check refuses)
            isempty(t) && return ParserError(ErrKeyAlreadyHasValue)
            t = t[end]
        end
        if mode === :dotted
            r = check_allowed_add_key(p, t, true)
            r isa ParserError && return r
            made && (p.dotted_tables[t] = nothing)
        else
            r = check_allowed_add_key(p, t, mode === :header && i == n)
            r isa ParserError && return r
            if mode === :header && i == n && haskey(p.dotted_tables, t)
                return ParserError(ErrDuplicatedKey)
            end
        end
        d = t::TOMLDict
    end
    return d
end

# [a.b.c], or with `array` [[a.b.c]]: the table the next key = value lines go into
function parse_header(p::Parser, array::Bool)::Err{Nothing}
    keys = parse_key(p)   # and the whitespace after it
    keys isa ParserError && return keys
    if array
        (accept(p, ']') && accept(p, ']')) || return ParserError(ErrExpectedEndArrayOfTable)
        d = walk_tables!(p, p.root, view(keys, 1:length(keys)-1), :prefix)
        d isa ParserError && return d
        t = push_array_table!(p, d, keys[end])
    else
        accept(p, ']') || return ParserError(ErrExpectedEndOfTable)
        t = walk_tables!(p, p.root, keys, :header)
    end
    t isa ParserError && return t
    p.defined_tables[t] = nothing
    p.active_table = t
    return nothing
end

# a new table at the end of the array of tables d[k]
function push_array_table!(p::Parser, d::TOMLDict, k::String)::Err{TOMLDict}
    arr = get(d, k, nothing)
    if arr === nothing
        arr = Any[]
        d[k] = arr
    elseif !(arr isa Vector)
        return ParserError(ErrArrayTreatedAsDictionary)
    elseif haskey(p.static_arrays, arr)
        return ParserError(ErrAddArrayToStaticArray)
    end
    t = TOMLDict()
    push!(arr, t)
    return t
end

# key = value, into table `d`
function parse_entry(p::Parser, d::TOMLDict)::Err{Nothing}
    keys = parse_key(p)   # and the whitespace after it
    keys isa ParserError && return keys
    accept(p, '=') || return ParserError(ErrExpectedEqualAfterKey)
    if length(keys) > 1
        d = walk_tables!(p, d, view(keys, 1:length(keys)-1), :dotted)
        d isa ParserError && return d
    end
    last = keys[end]
    old = get(d, last, nothing)
    if old !== nothing
        # a key takes one value; a table it names is defined
        r = check_allowed_add_key(p, old)
        r isa ParserError && return r
        return ParserError(ErrDuplicatedKey)
    end
    skip_ws(p)
    value = parse_value(p)
    value isa ParserError && return value
    d[last] = value
    return nothing
end

# ---------------------------------------------------------------- keys
isvalid_barekey_char(c::Char) =
    'a' <= c <= 'z' || 'A' <= c <= 'Z' || '0' <= c <= '9' || c == '-' || c == '_'

# a.b."c d".'e', into p.dotted_keys
function parse_key(p::Parser)::Err{Vector{String}}
    keys = p.dotted_keys
    empty!(keys)
    while true
        skip_ws(p)
        isempty(keys) && accept(p, '=') && return ParserError(ErrEmptyBareKey)
        q = peek(p)
        if q == '"' || q == '\''
            # a quoted key: one line, "" allowed, no multi-line string
            eat_char(p)
            if accept(p, q)
                peek(p) == q && return ParserError(ErrInvalidBareKeyCharacter, eat_char(p))
                k = ""
            else
                k = parse_string_continue(p, false, q == '\'')
                k isa ParserError && return k
            end
        else
            set_marker!(p)
            if !accept_batch(p, isvalid_barekey_char)
                return ParserError(ErrInvalidBareKeyCharacter, eat_char(p))
            end
            c = peek(p)
            if !(c == '.' || iswhitespace(c) || c == ']' || c == '=')
                return ParserError(ErrInvalidBareKeyCharacter, eat_char(p))
            end
            k = String(take_substring(p))
        end
        push!(keys, k)
        skip_ws(p)
        accept(p, '.') || break
    end
    return keys
end

# ---------------------------------------------------------------- values
function parse_value(p::Parser)
    v = if accept(p, '[')
        parse_array(p)
    elseif accept(p, '{')
        parse_inline_table(p)
    elseif accept(p, '"')
        parse_string_start(p, false)
    elseif accept(p, '\'')
        parse_string_start(p, true)
    elseif accept(p, 't')
        accept_word(p, "rue") ? true : nothing
    elseif accept(p, 'f')
        accept_word(p, "alse") ? false : nothing
    else
        parse_number_or_date_start(p)
    end
    v === nothing && return ParserError(ErrGenericValueError)
    return v
end

function accept_word(p::Parser, w::String)::Bool
    for c in w
        accept(p, c) || return false
    end
    return true
end

# The array grows its element type as elements come: Union{}[] → T[] → Union{T,S}[] → Any[]
function push_widen(v::Vector, x)
    T = eltype(v)
    x isa T && return push!(v, x)
    S = T isa Union ? Any : Union{T,typeof(x)}
    w = Vector{S}(undef, length(v))
    copyto!(w, v)
    return push!(w, x)
end

function parse_array(p::Parser)::Err{Vector}
    skip_ws_nl(p)
    arr = Vector{Union{}}()
    if !accept(p, ']')
        while true
            v = parse_value(p)
            v isa ParserError && return v
            arr = push_widen(arr, v)
            skip_ws_nl(p)
            comma = accept(p, ',')
            skip_ws_nl(p)
            accept(p, ']') && break
            comma || return ParserError(ErrExpectedCommaBetweenItemsArray)
        end
    end
    p.static_arrays[arr] = nothing
    return arr
end

function parse_inline_table(p::Parser)::Err{TOMLDict}
    t = TOMLDict()
    p.inline_tables[t] = nothing
    skip_ws(p)
    accept(p, '}') && return t
    while true
        r = parse_entry(p, t)
        r isa ParserError && return r
        skip_ws(p)
        accept(p, '}') && return t
        accept(p, ',') || return ParserError(ErrExpectedCommaBetweenItemsInlineTable)
        skip_ws(p)
        accept(p, '}') && return ParserError(ErrTrailingCommaInlineTable)
    end
end

# ---------------------------------------------------------------- numbers
isvalid_hex(c::Char) = '0' <= c <= '9' || 'a' <= c <= 'f' || 'A' <= c <= 'F'
isdecimal(c::Char) = '0' <= c <= '9'
# a digit in base 2, 8, 10 or 16
isdigit_base(c::Char, base::Int) = base == 16 ? isvalid_hex(c) : '0' <= c < '0' + base

# what may follow a value
ok_end_value(c::Char) = iswhitespace(c) || c == '#' || c == EOF_CHAR || c == ']' ||
                        c == '}' || c == ',' || c == '\n' || c == '\r'

# Digits in `base` with single underscores between them. Returns (ate a digit, ate an
# underscore). `no_underscore_first`: an underscore may not come first.
function accept_batch_underscore(p::Parser, base::Int, no_underscore_first::Bool = true)::Err{Tuple{Bool,Bool}}
    any_digit = false
    any_underscore = false
    after_underscore = no_underscore_first
    last_underscore = false
    while true
        c = peek(p)
        if c == '_'
            after_underscore && return ParserError(ErrUnderscoreNotSurroundedByDigits)
            any_underscore = true
            eat_char(p)
            after_underscore = true
            last_underscore = true
        elseif isdigit_base(c, base)
            eat_char(p)
            any_digit = true
            after_underscore = false
            last_underscore = false
        else
            last_underscore && return ParserError(ErrTrailingUnderscoreNumber)
            return any_digit, any_underscore
        end
    end
end

function parse_number_or_date_start(p::Parser)
    set_marker!(p)
    sign = 0
    if accept(p, '+')
        sign = 1
    elseif accept(p, '-')
        sign = -1
    end
    if accept(p, 'i')
        return accept(p, 'n') && accept(p, 'f') ? (sign < 0 ? -Inf : Inf) : nothing
    elseif accept(p, 'n')
        return accept(p, 'a') && accept(p, 'n') ? NaN : nothing
    end
    accept(p, '.') && return ParserError(ErrLeadingDot)

    zero = false
    if accept(p, '0')
        zero = true
        ok_end_value(peek(p)) && return Int64(0)
        for (c, base) in (('x', 16), ('o', 8), ('b', 2))
            if accept(p, c)
                sign != 0 && return ParserError(ErrSignInNonBase10Number)
                r = accept_batch_underscore(p, base)
                r isa ParserError && return r
                ate, underscore = r
                ate || return ParserError(ErrGenericValueError)
                return parse_int(p, underscore, base, 2)
            end
        end
        if isdecimal(peek(p))
            # only a date or a time may start with 0 and a digit
            accept_batch(p, isdecimal)
            sign == 0 && peek(p) == '-' && return parse_datetime(p)
            sign == 0 && peek(p) == ':' && return parse_local_time(p)
            return ParserError(ErrParsingDateTime)
        end
        c = peek(p)
        c == '.' || c == 'e' || c == 'E' || return ParserError(ErrLeadingZeroNotAllowedInteger)
    end

    underscore = false
    if !zero
        if !isdecimal(peek(p))
            peek(p) == EOF_CHAR && return ParserError(ErrUnexpectedEofExpectedValue)
            return ParserError(ErrUnexpectedStartOfValue)
        end
        r = accept_batch_underscore(p, 10)
        r isa ParserError && return r
        underscore = r[2]
        ok_end_value(peek(p)) && return parse_int(p, underscore, 10, 0)
        if !underscore && sign == 0
            peek(p) == '-' && return parse_datetime(p)
            peek(p) == ':' && return parse_local_time(p)
        end
    end

    # a float: [.digits][e[sign]digits]
    if accept(p, '.')
        r = accept_batch_underscore(p, 10)
        r isa ParserError && return r
        r[1] || return ParserError(ErrNoTrailingDigitAfterDot)
        underscore |= r[2]
    end
    if accept(p, c -> c == 'e' || c == 'E')
        accept(p, c -> c == '+' || c == '-')
        r = accept_batch_underscore(p, 10)
        r isa ParserError && return r
        r[1] || (eat_char(p); return ParserError(ErrGenericValueError))
        underscore |= r[2]
    end
    if !ok_end_value(peek(p))
        eat_char(p)
        return ParserError(ErrGenericValueError)
    end
    s = take_substring(p)
    v = Base.tryparse(Float64, underscore ? filter(!=('_'), s) : s)
    v === nothing && return ParserError(ErrGenericValueError)
    return v
end

# The integer from the marker on, in `base`, skipping `skip` prefix characters (0x).
function parse_int(p::Parser, underscore::Bool, base::Int, skip::Int)::Err{Int64}
    s = take_substring(p)
    skip > 0 && (s = SubString(s, skip + 1))
    t = underscore ? filter(!=('_'), s) : s
    v = Base.tryparse(Int128, t; base = base)
    (v === nothing || v > typemax(Int64) || v < typemin(Int64)) && return ParserError(ErrOverflowError)
    return Int64(v)
end

# ---------------------------------------------------------------- dates and times
# Two digits as an integer in `lo:hi`, or nothing.
function accept_two(p::Parser, lo::Int, hi::Int)::Union{Int,Nothing}
    c1 = peek(p)
    isdecimal(c1) || return nothing
    eat_char(p)
    c2 = peek(p)
    isdecimal(c2) || return nothing
    eat_char(p)
    v = 10 * (c1 - '0') + (c2 - '0')
    return lo <= v <= hi ? v : nothing
end

isleap(y::Int) = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
days_in_month(y::Int, m::Int) = m == 2 ? (isleap(y) ? 29 : 28) : (m == 4 || m == 6 || m == 9 || m == 11) ? 30 : 31

# YYYY-MM-DD, then a time after 'T', 't' or ' ', then an offset; the year is eaten.
function parse_datetime(p::Parser)
    ys = take_substring(p)
    ncodeunits(ys) == 4 || return ParserError(ErrParsingDateTime)
    year = Base.parse(Int, ys)
    accept(p, '-') || return ParserError(ErrParsingDateTime)
    month = accept_two(p, 1, 12)
    month === nothing && return ParserError(ErrParsingDateTime)
    accept(p, '-') || return ParserError(ErrParsingDateTime)
    day = accept_two(p, 1, 31)
    (day === nothing || day > days_in_month(year, month)) && return ParserError(ErrParsingDateTime)

    if ok_end_value(peek(p))
        # a date, unless a space and a time follow
        if !(accept(p, ' ') && isdecimal(peek(p)))
            return make_date(p, year, month, day)
        end
    elseif !(accept(p, 'T') || accept(p, 't'))
        return ParserError(ErrParsingDateTime)
    end
    hour = accept_two(p, 0, 23)
    hour === nothing && return ParserError(ErrParsingDateTime)
    t = parse_time_rest(p)
    t isa ParserError && return t
    minute, second, ms = t

    offset = nothing
    if accept(p, 'Z') || accept(p, 'z')
    elseif peek(p) == '+' || peek(p) == '-'
        sign = eat_char(p) == '-' ? -1 : 1
        oh = accept_two(p, 0, 23)
        oh === nothing && return ParserError(ErrParsingDateTime)
        accept(p, ':') || return ParserError(ErrParsingDateTime)
        om = accept_two(p, 0, 59)
        om === nothing && return ParserError(ErrParsingDateTime)
        offset = sign * (60 * oh + om)
    end
    ok_end_value(peek(p)) || return ParserError(ErrParsingDateTime)
    dt = make_datetime(p, year, month, day, hour, minute, second, ms)
    dt isa ParserError && return dt
    return offset === nothing ? dt : OffsetDateTime(dt, offset)
end

# HH:MM:SS[.fraction] with the hour's digits eaten
function parse_local_time(p::Parser)
    hs = take_substring(p)
    ncodeunits(hs) == 2 || return ParserError(ErrParsingDateTime)
    hour = Base.parse(Int, hs)
    hour <= 23 || return ParserError(ErrParsingDateTime)
    t = parse_time_rest(p)
    t isa ParserError && return t
    ok_end_value(peek(p)) || return ParserError(ErrParsingDateTime)
    return make_time(p, hour, t[1], t[2], t[3])
end

# :MM:SS[.fraction]; the fraction is kept to the millisecond (Dates' resolution)
function parse_time_rest(p::Parser)::Err{NTuple{3,Int}}
    accept(p, ':') || return ParserError(ErrParsingDateTime)
    minute = accept_two(p, 0, 59)
    minute === nothing && return ParserError(ErrParsingDateTime)
    accept(p, ':') || return ParserError(ErrParsingDateTime)
    second = accept_two(p, 0, 59)
    second === nothing && return ParserError(ErrParsingDateTime)
    ms = 0
    if accept(p, '.')
        isdecimal(peek(p)) || return ParserError(ErrParsingDateTime)
        scale = 100
        while isdecimal(peek(p))
            d = eat_char(p) - '0'
            ms += scale * d
            scale = div(scale, 10)
        end
    end
    return minute, second, ms
end

# with the Dates module the parser was given, or this module's holders
function make_date(p::Parser, y, m, d)
    D = p.Dates
    D === nothing && return Date(y, m, d)
    return D.Date(y, m, d)
end
function make_time(p::Parser, h, mi, s, ms)
    D = p.Dates
    D === nothing && return Time(h, mi, s, ms)
    return D.Time(h, mi, s, ms)
end
function make_datetime(p::Parser, y, m, d, h, mi, s, ms)
    D = p.Dates
    D === nothing && return DateTime(y, m, d, h, mi, s, ms)
    return D.DateTime(y, m, d, h, mi, s, ms)
end

# ---------------------------------------------------------------- strings
# After the opening quote (`literal`: ').  """ and ''' open multi-line strings, whose first
# newline is dropped.
function parse_string_start(p::Parser, literal::Bool)::Err{String}
    q = literal ? '\'' : '"'
    multiline = false
    if accept(p, q)
        accept(p, q) || return ""
        multiline = true
        if peek(p) == '\r'
            eat_char(p)
        end
        accept(p, '\n')
    end
    return parse_string_continue(p, multiline, literal)
end

function parse_string_continue(p::Parser, multiline::Bool, literal::Bool)::Err{String}
    q = literal ? '\'' : '"'
    out = nothing          # an IOBuffer once an escape or a line-ending backslash is seen
    start = p.prevpos      # the run of plain text not yet copied
    while true
        c = peek(p)
        c == EOF_CHAR && return ParserError(ErrUnexpectedEndString)
        if c == q
            stop = p.prevpos
            eat_char(p)
            if !multiline
                return string_result(p, out, start, stop)
            end
            n = 1
            while n < 5 && accept(p, q)
                n += 1
            end
            if n >= 3
                # up to two quotes before the closing three belong to the string
                s = string_result(p, out, start, stop)
                return n == 3 ? s : string(s, q^(n - 3))
            end
        elseif c == '\n' && !multiline
            return ParserError(ErrNewLineInString)
        elseif c == '\\' && !literal
            stop = p.prevpos
            eat_char(p)
            out === nothing && (out = IOBuffer())
            write_run(out, p.str, start, stop)
            e = peek(p)
            if multiline && (iswhitespace(e) || isnewline(e))
                # a line-ending backslash: the whitespace and newlines after it go
                skip_ws(p)
                isnewline(peek(p)) || return ParserError(ErrInvalidEscapeCharacter)
                accept_batch(p, is_ws_or_nl)
            else
                r = parse_escape(p, out)
                r isa ParserError && return r
            end
            start = p.prevpos
        else
            eat_char(p)
        end
    end
end

# the bytes start:stop-1 of s
function write_run(io::IOBuffer, s::String, start::Int, stop::Int)
    stop > start && print(io, SubString(s, start, prevind(s, stop)))
    return nothing
end

function string_result(p::Parser, out, start::Int, stop::Int)::String
    out === nothing && return String(SubString(p.str, start, prevind(p.str, stop)))
    write_run(out, p.str, start, stop)
    return String(take!(out))
end

# TOML's one-character escapes: \b \t \n \f \r \" \\ (the TOML stdlib's printer writes them too)
const ESCAPES = ('b' => '\b', 't' => '\t', 'n' => '\n', 'f' => '\f', 'r' => '\r', '"' => '"', '\\' => '\\')

# after a backslash: one of ESCAPES, \uXXXX or \UXXXXXXXX
function parse_escape(p::Parser, out::IOBuffer)::Err{Nothing}
    c = eat_char(p)
    for (e, v) in ESCAPES
        e == c && (print(out, v); return nothing)
    end
    c == 'u' || c == 'U' || return ParserError(ErrInvalidEscapeCharacter)
    set_marker!(p)
    accept_n(p, c == 'u' ? 4 : 8, isvalid_hex) || return ParserError(ErrInvalidUnicodeScalar)
    cp = Base.parse(UInt32, take_substring(p); base = 16)
    (cp <= 0xd7ff || 0xe000 <= cp <= 0x10ffff) || return ParserError(ErrInvalidUnicodeScalar)
    print(out, Char(cp))
    return nothing
end

end # module TOML
