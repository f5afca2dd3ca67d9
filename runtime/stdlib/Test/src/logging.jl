# logging.jl — @test_logs and @test_deprecated: the log messages a piece of code emits,
# collected instead of shown (through Base's _log_sink: Base's logging has no logger
# objects, so a collector stands in for Julia's TestLogger while the code runs) and
# matched against patterns `(level, message, module, group, id, file, line)`.

"""
    LogRecord

A log message collected by `@test_logs`.
"""
struct LogRecord
    level          # :debug, :info, :warn, :error or the level's rank
    message        # the message as given
    _module        # the module's name
    group          # the file's name without extension, as a Symbol
    id             # the call site's identifier
    file           # the file
    line           # the line
    kwargs         # the key = value pairs
end

Base.show(io::IO, r::LogRecord) =
    print(io, "LogRecord(", _level_name(r.level), ", ", repr(r.message), ", ", r._module, ", ",
          repr(r.group), ", ", repr(r.id), ", ", repr(r.file), ", ", r.line, ", ", r.kwargs, ")")

_level_name(l) = l === :debug ? "Debug" : l === :info ? "Info" : l === :warn ? "Warn" :
                 l === :error ? "Error" : string("LogLevel(", l, ")")

_level_symbol(rank) = rank == -1000 ? :debug : rank == 0 ? :info : rank == 1000 ? :warn :
                      rank == 2000 ? :error : rank

# the collector: messages at or above min_level are kept
mutable struct _LogCollector
    min_level::Int        # the lowest rank kept
    logs::Vector{LogRecord}  # what was emitted, in order
end

function (c::_LogCollector)(rank, message, mod, file, line, kws)
    rank < c.min_level && return nothing
    group = file === nothing ? :none : Symbol(splitext(basename(file))[1])
    id = Symbol(string(mod, "_", group, "_", line))
    kw = Any[p for p in kws]
    push!(c.logs, LogRecord(_level_symbol(rank), message, Symbol(mod), group, id, file, line, kw))
    return nothing
end

_rank(l::Symbol) = l === :debug ? -1000 : l === :info ? 0 : l === :warn ? 1000 : l === :error ? 2000 :
                   throw(ArgumentError("unknown log level $l"))
_rank(l::Integer) = Int(l)
_rank(l) = Int(Base._log_rank(l))

"""
    collect_test_logs(f; min_level=Info)

Run `f` and return the log records it emitted, with its value.
"""
function collect_test_logs(f; min_level = :info, kwargs...)
    c = _LogCollector(_rank(min_level), LogRecord[])
    old = Base._log_sink[]
    Base._log_sink[] = c
    local value
    try
        value = f()
    finally
        Base._log_sink[] = old
    end
    return c.logs, value
end

logfield_contains(s, v) = isequal(s, v)
logfield_contains(s, r::Regex) = s isa AbstractString && occursin(r, s)
logfield_contains(s::Symbol, r::Regex) = occursin(r, string(s))

# a pattern matches a record when each of its fields does (`:any` matches anything)
function _log_matches(pattern::Tuple, r::LogRecord)
    fields = (r.level, r.message, r._module, r.group, r.id, r.file, r.line)
    for (i, p) in enumerate(pattern)
        i > length(fields) && return false
        p === :any && continue
        f = fields[i]
        if i == 1 && p isa Symbol
            f === p || return false
        elseif i == 3 && p isa Module
            f === Symbol(string(p)) || return false
        else
            logfield_contains(f, p) || return false
        end
    end
    return true
end

function match_logs(f, patterns...; match_mode::Symbol = :all, kwargs...)
    logs, value = collect_test_logs(f; kwargs...)
    if match_mode === :all
        didmatch = length(logs) == length(patterns) &&
                   all(_log_matches(p, l) for (p, l) in zip(patterns, logs))
    elseif match_mode === :any
        didmatch = all(any(_log_matches(p, l) for l in logs) for p in patterns)
    else
        throw(ArgumentError("unknown match_mode $match_mode"))
    end
    return didmatch, logs, value
end

# A @test_logs whose logs did not match: shown, and counted as a failure.
struct LogTestFailure <: Result
    orig_expr                 # the code run
    source::LineNumberNode    # where the test is
    patterns                  # the patterns as written
    logs                      # the records emitted
end

function Base.show(io::IO, t::LogTestFailure)
    _print_title(io, "Log Test Failed", t.source)
    println(io, "  Expression: ", t.orig_expr)
    println(io, "  Log Pattern: ", join(t.patterns, " "))
    println(io, "  Captured Logs: ")
    for l in t.logs
        println(io, "    ", l)
    end
end

function record(ts::DefaultTestSet, t::LogTestFailure)
    if TESTSET_PRINT_ENABLE[]
        printstyled(ts.description, ": ", color = :white)
        print(t)
        Base.show_backtrace(stdout, _cut_trace(_drop_through(Base.backtrace(), (:record,)), t.source))
        println()
    end
    # kept as a Fail, so that it counts as one
    push!(ts.results, Fail(:test, t.orig_expr, t.logs, nothing, t.source))
    return t
end

function record(ts::FallbackTestSet, t::LogTestFailure)
    println(t)
    throw(FallbackTestSetException("There was an error during testing"))
end

"""
    @test_logs [log_patterns...] [keywords] expression

Collect the log records that `expression` emits and test that they match the patterns
(tuples `(level, message, module, group, id, file, line)`, any prefix of them). Keywords:
`min_level` (the lowest level collected, `:info` by default) and `match_mode` (`:all`,
every record matched in order, or `:any`, each pattern matching some record). The value is
the expression's.
"""
macro test_logs(exs...)
    length(exs) >= 1 || throw(ArgumentError("""`@test_logs` needs at least one arguments.
                               Usage: `@test_logs [msgs...] expr_to_run`"""))
    patterns = Any[]
    kwargs = Any[]
    for e in exs[1:end-1]
        if e isa Expr && e.head === :(=)
            push!(kwargs, esc(Expr(:kw, e.args...)))
        else
            push!(patterns, esc(e))
        end
    end
    expression = exs[end]
    orig_expr = QuoteNode(expression)
    sourceloc = QuoteNode(__source__)
    return Base.remove_linenums!(quote
        let testres = nothing, value = nothing
            try
                didmatch, logs, value = match_logs($(patterns...); $(kwargs...)) do
                    $(esc(expression))
                end
                testres = didmatch ? Pass(:test, nothing, nothing, value) :
                          LogTestFailure($orig_expr, $sourceloc, $(QuoteNode(exs[1:end-1])), logs)
            catch e
                testres = Error(:test_error, $orig_expr, e, Base.current_exceptions(), $sourceloc)
            end
            Test.record(Test.get_testset(), testres)
            value
        end
    end)
end

"""
    @test_deprecated [pattern] expression

With deprecation warnings off (the default of a script) this evaluates `expression`.
"""
macro test_deprecated(exs...)
    1 <= length(exs) <= 2 || throw(ArgumentError("""`@test_deprecated` expects one
                                   or two arguments.
                                   Usage: `@test_deprecated [pattern] expr_to_run`"""))
    return esc(exs[end])
end
