# TOML.jl — the TOML standard library: reading TOML 1.0 (the parser is Base.TOML,
# runtime/base/toml.jl) and writing it (TOML.print, print.jl), with Julia 1.7's API.
#
# Dates and times come back as Base.TOML.Date, Time and DateTime (and OffsetDateTime for an
# offset date-time) until jolt has the Dates stdlib; Julia's TOML.Parser hands the parser
# `Dates` so that it makes Dates.Date, Dates.Time and Dates.DateTime, and `dates_module`
# below is where that goes.
module TOML

# Julia's TOML.Internals: the parser's names (Parser, parse, tryparse, ParserError, the
# error kinds ErrDuplicatedKey, ...) and the printer
module Internals
    const Parser = Base.TOML.Parser
    const ParserError = Base.TOML.ParserError
    const parse = Base.TOML.parse
    const tryparse = Base.TOML.tryparse
    const reinit! = Base.TOML.reinit!
    const isvalid_barekey_char = Base.TOML.isvalid_barekey_char
    for e in instances(Base.TOML.ErrorType)
        @eval const $(Symbol(e)) = Base.TOML.$(Symbol(e))
    end
    module Printer
        include("print.jl")
    end
end

# the Dates module dates and times are made with (none yet: Base.TOML's own structs)
dates_module() = nothing

readstring(f::AbstractString) = isfile(f) ? read(f, String) : error(repr(f), ": No such file")

"""
    Parser()

A TOML parser to reuse: `TOML.parse(p, str)` and `TOML.parsefile(p, file)` reuse its
buffers.
"""
function Parser(args...; kwargs...)
    p = Internals.Parser(args...; kwargs...)
    p.Dates = dates_module()
    return p
end

# a parser for file f, or p made ready for it
file_parser(f::AbstractString) = Parser(readstring(f); filepath = abspath(f))
file_parser(p::Internals.Parser, f::AbstractString) = Internals.reinit!(p, readstring(f); filepath = abspath(f))

"""
    parsefile(f::AbstractString)
    parsefile(p::Parser, f::AbstractString)

Parse file `f` and return the resulting table (dictionary). Throw a `ParserError` upon
failure. (`tryparsefile` returns the `ParserError` instead.)
"""
parsefile(args...) = Internals.parse(file_parser(args...))

"""
    tryparsefile(f::AbstractString)
    tryparsefile(p::Parser, f::AbstractString)

Parse file `f` and return the resulting table (dictionary). Return a `ParserError` upon
failure.
"""
tryparsefile(args...) = Internals.tryparse(file_parser(args...))

# a parser for the string or stream x, or p made ready for it
text_parser(x::AbstractString) = Parser(String(x))
text_parser(x::IO) = Parser(read(x, String))
text_parser(p::Internals.Parser, x::AbstractString) = Internals.reinit!(p, String(x))
text_parser(p::Internals.Parser, x::IO) = Internals.reinit!(p, read(x, String))

"""
    parse(x::Union{AbstractString, IO})
    parse(p::Parser, x::Union{AbstractString, IO})

Parse the string or stream `x`, and return the resulting table (dictionary). Throw a
`ParserError` upon failure. (`tryparse` returns the `ParserError` instead.)
"""
parse(args...) = Internals.parse(text_parser(args...))

"""
    tryparse(x::Union{AbstractString, IO})
    tryparse(p::Parser, x::Union{AbstractString, IO})

Parse the string or stream `x`, and return the resulting table (dictionary). Return a
`ParserError` upon failure.
"""
tryparse(args...) = Internals.tryparse(text_parser(args...))

"""
    ParserError

What `tryparse` and `tryparsefile` return when parsing fails: `pos`, the position in the
string; `table`, what was parsed before; `type`, the kind of error.
"""
const ParserError = Internals.ParserError

"""
    print([to_toml::Function], io::IO [=stdout], data::AbstractDict; sorted=false, by=identity)

Write `data` as TOML to `io`; `sorted=true` sorts each table's keys by `by`. Values of
other types than TOML's go through `to_toml`, which returns one of TOML's.
"""
const print = Internals.Printer.print

end
