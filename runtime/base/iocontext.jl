# iocontext.jl — IOContext: a stream plus output properties (:limit, :compact,
# :displaysize, :typeinfo, ...), as Julia 1.7's base/show.jl defines it, with displaysize,
# the keyword forms sprint(f, x; context) and repr(x; context), TextDisplay, and the
# text/plain elision of long strings (base/strings/io.jl, PR #40736).
# Writing to an IOContext writes to its stream: the C printers (runtime/io.c rt_io_write)
# follow an IOContext to the stream in its first field, so every ccall-based print method
# works through a context unchanged.

# parametric on the stream's type, as Julia's IOContext{IO_t}, so that calls on the stream
# (io.io) resolve statically and stay out of an executable's dynamic fallbacks
struct IOContext{IO_t<:IO} <: IO
    io::IO_t          # the wrapped stream (never itself an IOContext)
    dict::Vector{Pair{Symbol,Any}} # the properties, most recent first
end

_unwrapstream(io::IO) = io
_unwrapstream(io::IOContext) = io.io
_contextdict(io::IO) = Pair{Symbol,Any}[]
_contextdict(io::IOContext) = io.dict

IOContext(io::IO) = IOContext(_unwrapstream(io), _contextdict(io))
function IOContext(io::IO, kv::Pair)
    d = Pair{Symbol,Any}[kv]
    for p in _contextdict(io)
        push!(d, p)
    end
    return IOContext(_unwrapstream(io), d)
end
IOContext(io::IO, kv::Pair, kvs::Pair...) = IOContext(IOContext(io, kv), kvs...)
# a context over io that inherits the properties of context
IOContext(io::IO, context::IO) = IOContext(_unwrapstream(io), _contextdict(context))

function get(io::IOContext, key, default)
    for p in io.dict
        p.first === key && return p.second
    end
    return default
end
get(io::IO, key, default) = default
function haskey(io::IOContext, key)
    for p in io.dict
        p.first === key && return true
    end
    return false
end
haskey(io::IO, key) = false
function getindex(io::IOContext, key)
    for p in io.dict
        p.first === key && return p.second
    end
    throw(KeyError(key))
end
getindex(io::IO, key) = throw(KeyError(key))
function in(kv::Pair, io::IOContext)
    for p in io.dict
        p.first === kv.first && return p.second === kv.second
    end
    return false
end
in(kv::Pair, io::IO) = false
keys(io::IOContext) = [p.first for p in io.dict]

show(io::IO, ctx::IOContext) = (print(io, "IOContext("); show(io, ctx.io); print(io, ")"))
flush(io::IOContext) = flush(io.io)
write(io::IOContext, x::UInt8) = write(io.io, x)
unsafe_write(io::IOContext, p::Ptr{UInt8}, n::UInt64) = unsafe_write(io.io, p, n)
close(io::IOContext) = close(io.io)
isopen(io::IOContext) = isopen(io.io)

# ---------------------------------------------------------------- display size
# (rows, columns): an IOContext's :displaysize, else the environment's LINES/COLUMNS,
# else (24, 80) — jolt's streams are never queried as terminals.
function _env_int(name::String, default::Int64)
    s = _getenv(name)   # (env.jl)
    n = s === nothing ? nothing : tryparse(Int64, s)
    return n === nothing ? default : n::Int64   # (a test does not narrow n)
end
displaysize() = (_env_int("LINES", 24), _env_int("COLUMNS", 80))
displaysize(io::IO) = displaysize()
displaysize(io::IOContext) =
    haskey(io, :displaysize) ? io[:displaysize]::Tuple{Int64,Int64} : displaysize(io.io)

# ---------------------------------------------------------------- strings of values
# context: a key => value pair, a tuple of pairs, or an IO whose properties are used
_withcontext(io::IO, context::Nothing) = io
_withcontext(io::IO, context::Tuple) = IOContext(io, context...)
_withcontext(io::IO, context) = IOContext(io, context)
function sprint(f, args...; context = nothing, sizehint::Integer = 0)
    buf = IOBuffer()
    f(_withcontext(buf, context), args...)
    return _takestring!(buf)
end
repr(x; context = nothing) = sprint(show, x; context = context)
repr(m::MIME, x; context = nothing) = sprint(show, m, x; context = context)
repr(m::AbstractString, x; context = nothing) = sprint(show, MIME{Symbol(m)}(), x; context = context)
show(io::IO, m::AbstractString, x) = show(io, MIME{Symbol(m)}(), x)

# ---------------------------------------------------------------- TextDisplay
# display(d, x) writes the text/plain form to d's stream, then a newline (see dict.jl)
struct TextDisplay
    io::IO # where the display writes
end
display(d::TextDisplay, x) = (show(d.io, MIME{Symbol("text/plain")}(), x); print(d.io, "\n"))
display(d::TextDisplay, m::MIME, x) = (show(d.io, m, x); print(d.io, "\n"))

# text/plain (display, the REPL): "f (generic function with 2 methods)"; an executable
# has no method tables, and shows the name alone
function show(io::IO, ::MIME{Symbol("text/plain")}, f::Function)
    get(io, :compact, false) === true && return show(io, f)
    n = ccall(:rt_method_count, Int64, (Any,), f)
    ns = sprint(print, f)
    # a callable object other than a closure shows as its type
    ccall(:rt_function_named, Bool, (Any,), f) || '#' in ns || (ns = string("(::", typeof(f), ")"))
    print(io, ns)
    n < 0 && return nothing
    n == 0 && return print(io, " (built-in function)")
    print(io, " (generic function with ", n, n == 1 ? " method)" : " methods)")
end

# the REPL's display of a value (jit/repl.c): text/plain under :limit, then a newline
function _repl_show(x)
    show(IOContext(stdout, :limit => true), MIME{Symbol("text/plain")}(), x)
    println(stdout)
end

# ---------------------------------------------------------------- long strings
# Under :limit a string longer than `limit` code units shows its head and tail around
# " ⋯ n bytes ⋯ "; limit is the screen width (at least 20), times 7 at top level (no
# :typeinfo), so a string inside a collection takes one line.
function show(io::IO, ::MIME{Symbol("text/plain")}, str::String; limit = nothing)
    if limit === nothing
        get(io, :limit, false) === true || return show(io, str)
        limit = max(20, displaysize(io)[2])
        get(io, :typeinfo, nothing) === nothing && (limit *= 7)
    end
    len = ncodeunits(str)
    len <= limit - 2 && return show(io, str)
    short = 16                       # " ⋯  bytes ⋯ " (12) plus four quotes
    chars = max(limit, short + 1) - short
    d = _ndigits10(len - chars)
    chars -= d
    chars += d - _ndigits10(len - chars)
    chars = max(0, chars)
    head = nextind(str, 0, 1 + div(chars + 1, 2))
    tail = prevind(str, len + 1, div(chars, 2))
    t = short + _ndigits10(len - chars) - 1
    n = tail - head                  # code units skipped
    if 4t <= n || (t <= n && t <= _nchars(str, head, tail - 1))
        show(io, str[1:prevind(str, head)])
        print(io, " ⋯ ", n, " bytes ⋯ ")
        show(io, str[tail:_lastindex_str(str)])
    else
        show(io, str)
    end
end
function _ndigits10(n::Int64)
    d = 1
    n = abs(n)
    while n >= 10
        n = div(n, 10)
        d += 1
    end
    return d
end
# characters starting in code units i:j
function _nchars(s::String, i::Int64, j::Int64)
    n = 0
    k = i
    while k <= j
        n += 1
        k = nextind(s, k)
    end
    return n
end

# str cut to `width` columns with "…" when longer, or at the first character in `chars`
# (Julia's _truncate_at_width_or_chars)
function _truncate_at_width_or_chars(str::String, width::Int64, chars::String = "")
    width < 1 && return ""   # narrower than the "…" itself
    wid = 0
    truncidx = 0
    lastidx = 0
    idx = 1
    n = ncodeunits(str)
    while idx <= n
        lastidx = idx
        c = str[idx]
        idx = nextind(str, idx)
        wid += ccall(:rt_str_width, Int64, (Any,), string(c))
        wid >= width - 1 && truncidx == 0 && (truncidx = lastidx)
        (wid >= width || c in chars) && break
    end
    lastidx != 0 && str[lastidx] in chars && (lastidx = prevind(str, lastidx))
    truncidx == 0 && (truncidx = lastidx)
    if lastidx < _lastindex_str(str)
        return string(str[1:truncidx], "…")
    else
        return str
    end
end
_lastindex_str(s::String) = ncodeunits(s) == 0 ? 0 : prevind(s, ncodeunits(s) + 1)
# str padded on the right with spaces to n columns
function _rpad_width(s::String, n::Int64)
    w = ccall(:rt_str_width, Int64, (Any,), s)
    return w >= n ? s : string(s, " "^(n - w))
end
