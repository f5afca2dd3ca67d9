# logging.jl — @debug, @info, @warn, @error and @logmsg as Julia 1.7 shows them with its
# default logger (Logging's ConsoleLogger on stderr): the message's lines and the
# `key = value` pairs in a box drawn on the left, the level as prefix, and for levels other
# than Info the place (`@ Main file:line`) on a last line of their own (right_justify 0).
# @debug is off unless JULIA_DEBUG names the module (or "all"); `maxlog = n` stops a call
# site after n messages. The other loggers (with_logger, SimpleLogger...) are not here;
# _log_sink lets Test's @test_logs collect the messages instead.

# A log level; Julia's Debug, Info, Warn and Error are -1000, 0, 1000 and 2000.
struct LogLevel
    level::Int32   # the level's rank
end
# (no Dict is built while Base loads: that cost every program's start-up a third of a second)
_log_prefix(rank) = rank == -1000 ? "Debug:" : rank == 0 ? "Info:" : rank == 1000 ? "Warning:" :
    rank == 2000 ? "Error:" : string("LogLevel(", rank, "):")
_log_remaining = nothing   # maxlog counts left, by call site: a Dict{Any,Int64} made at the first

# The call a logging macro expands to: the message and the values are evaluated only when
# the level is enabled, as Julia's are.
function _log_expr(level, mod, src, exs)
    isempty(exs) && throw(ArgumentError("No message provided to logging macro"))
    kws = Any[]
    for ex in exs[2:end]
        if ex isa Expr && (ex.head === :(=) || ex.head === :kw) && ex.args[1] isa Symbol
            push!(kws, Expr(:call, :(=>), QuoteNode(ex.args[1]), esc(ex.args[2])))
        else   # a bare value is shown under its own text: `@info "m" x` gives `x = ...`
            push!(kws, Expr(:call, :(=>), QuoteNode(Symbol(string(ex))), esc(ex)))
        end
    end
    file = src.file === nothing ? nothing : String(src.file)
    # a script's or included file's place is absolute, as in Julia's traces
    file === nothing || file == "none" || startswith(file, "REPL[") || (file = abspath(file))
    line = src.line
    m = string(mod)
    site = string(m, " ", file, ":", line)
    call = Expr(:call, GlobalRef(Base, :_log_handle), level, esc(exs[1]), m, file, line,
                site, Expr(:vect, kws...))
    return Expr(:if, Expr(:call, GlobalRef(Base, :_log_enabled), level, m), call, nothing)
end

macro debug(exs...) _log_expr(-1000, __module__, __source__, exs) end
macro info(exs...) _log_expr(0, __module__, __source__, exs) end
macro warn(exs...) _log_expr(1000, __module__, __source__, exs) end
macro error(exs...) _log_expr(2000, __module__, __source__, exs) end
macro logmsg(level, exs...) _log_expr(esc(level), __module__, __source__, exs) end

# A collector of messages in place of the console (Test's @test_logs): while this holds a
# callable, each enabled message goes to it as (rank, message, module, file, line,
# key-value pairs) instead of stderr, and it decides itself which levels it keeps.
const _log_sink = Ref{Any}(nothing)

_log_rank(level::Integer) = Int32(level)
_log_rank(level::LogLevel) = level.level
# Info and above are shown; Debug only for the modules JULIA_DEBUG names
function _log_enabled(level, mod)
    _log_rank(level) >= 0 && return true
    _log_sink[] === nothing || return true
    names = get(ENV, "JULIA_DEBUG", "")
    for n in split(names, ',')
        (n == "all" || n == mod || endswith(mod, string(".", n))) && return true
    end
    return false
end

function _log_handle(level, message, mod, file, line, site, kws)
    rank = _log_rank(level)
    sink = _log_sink[]
    sink === nothing || return sink(Int(rank), message, mod, file, line, kws)
    for (k, v) in kws
        if k === :maxlog && v isa Integer
            global _log_remaining
            _log_remaining === nothing && (_log_remaining = Dict{Any,Int64}())
            counts = _log_remaining::Dict{Any,Int64}
            left = get!(counts, site, Int64(v))
            counts[site] = left - 1
            left > 0 || return nothing
        end
    end
    lines = Tuple{Int64,String}[(0, String(l)) for l in split(chomp(string(message)), '\n')]
    nkw = count(p -> !(p.first in (:maxlog, :_module, :_group, :_id, :_file, :_line)), kws)
    rows = max(1, 24 ÷ (nkw + 1))
    for (k, v) in kws
        k in (:maxlog, :_module, :_group, :_id, :_file, :_line) && continue
        io = IOContext(IOBuffer(), :limit => true, :displaysize => (rows, 75))
        v isa Exception ? showerror(io, v) : show(io, MIME"text/plain"(), v)
        vals = split(String(take!(io.io)), '\n')
        if length(vals) == 1
            push!(lines, (2, string(k, " = ", vals[1])))
        else
            push!(lines, (2, string(k, " =")))
            for l in vals
                push!(lines, (3, String(l)))
            end
        end
    end
    prefix = _log_prefix(rank)
    suffix = ""
    if !(0 <= rank < 1000)
        suffix = string("@ ", mod)
        if file !== nothing
            suffix = string(suffix, " ", _log_contractuser(file), line === nothing ? "" : ":", line)
        end
        push!(lines, (0, ""))
    end
    out = IOBuffer()
    n = length(lines)
    for i in 1:n
        print(out, n == 1 ? "[ " : i == 1 ? "┌ " : i < n ? "│ " : "└ ")
        i == 1 && print(out, prefix, " ")
        print(out, " "^lines[i][1], lines[i][2])
        i == n && print(out, suffix)
        print(out, '\n')
    end
    flush(stdout)
    write(stderr, take!(out))
    return nothing
end

# the file as Julia's contractuser shows it: the home directory as ~
function _log_contractuser(file::String)
    home = homedir()
    if !isempty(home) && startswith(file, home) &&
       (sizeof(file) == sizeof(home) || codeunit(file, sizeof(home) + 1) == UInt8('/'))
        return string("~", file[sizeof(home)+1:end])
    end
    return file
end
