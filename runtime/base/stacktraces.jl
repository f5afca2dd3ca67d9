# stacktraces.jl — catch_backtrace(), backtrace(), stacktrace(bt), current_exceptions(), and showerror /
# show_backtrace / display_error with a backtrace, printed as Julia 1.7 prints them.
#
# Julia's catch_backtrace() keeps instruction pointers that stacktrace() resolves later.
# Here the runtime resolves the last throw's frames at once (runtime/backtrace.c,
# rt_bt_frames: the same frames, with the same collapsing of repeats, as an uncaught
# error's report), so catch_backtrace() is already a Vector of StackFrames. Below a
# script's top-level scope Julia 1.7 shows the three frames that ran the script; they are
# added when the program is a script file (not -e, not the REPL).

module StackTraces
struct StackFrame
    func::Symbol     # the function's name; Symbol("top-level scope") at top level
    file::Symbol     # the file as Julia shows it (./error.jl for a Base file)
    line::Int        # the line
    from_c::Bool     # a C frame (C frames are never kept: always false)
    inlined::Bool    # inlined into the next frame (not recorded: false)
    pointer::UInt64  # the instruction pointer (not kept: 0)
    call::String     # the call as a trace shows it, "error(s::String)"; "" at top level
    mod::String      # its module, "Base"; "" at top level
    repeats::Int     # how many consecutive identical frames this one stands for
end
end

# Julia 1.7's frames under a script's top-level scope (`julia script.jl`)
const _SCRIPT_FRAMES = (("include", "include(mod::Module, _path::String)", "./Base.jl", 418),
                        ("exec_options", "exec_options(opts::Base.JLOptions)", "./client.jl", 292),
                        ("_start", "_start()", "./client.jl", 495))

# the function's name in a frame's call text: `f` of `f(x::Int64)`, `#3` of `(::var"#3#4")(…)`
function _frame_func(call::String)
    if startswith(call, "(::")
        q = findfirst(')', call)
        return Symbol(q === nothing ? call : call[4:prevind(call, q)])
    end
    p = findfirst('(', call)
    Symbol(p === nothing ? call : call[1:prevind(call, p)])
end

catch_backtrace() = _stack_frames(ccall(:rt_bt_frames, Any, ())::Vector{Any})
# backtrace(): the frames of the current stack, innermost first (its own among them)
backtrace() = _stack_frames(ccall(:rt_bt_current, Any, ())::Vector{Any})

# the runtime's five entries a frame as StackFrames, with the script's frames below a
# top-level scope
function _stack_frames(d::Vector{Any})
    frames = StackTraces.StackFrame[]
    for i in 1:5:length(d)
        call = d[i]::String
        func = isempty(call) ? Symbol("top-level scope") : _frame_func(call)
        push!(frames, StackTraces.StackFrame(func, Symbol(d[i+2]::String), d[i+3]::Int, false,
                                             false, UInt64(0), call, d[i+1]::String, d[i+4]::Int))
    end
    if !isempty(frames) && isempty(frames[end].call) && !isempty(PROGRAM_FILE)
        for (f, call, file, line) in _SCRIPT_FRAMES
            push!(frames, StackTraces.StackFrame(Symbol(f), Symbol(file), line, false, false,
                                                 UInt64(0), call, "Base", 1))
        end
    end
    frames
end

stacktrace(bt::Vector{StackTraces.StackFrame}) = bt

function show(io::IO, f::StackTraces.StackFrame)
    print(io, isempty(f.call) ? "top-level scope" : f.call)
    if f.file !== Symbol("")
        print(io, " at ", basename(string(f.file)), ":", f.line)
    end
end

# "\nStacktrace:" and one entry per frame, as an uncaught error's report shows them
# (no newline after the last)
function show_backtrace(io::IO, t::Vector{StackTraces.StackFrame})
    isempty(t) && return
    if length(t) == 1 && isempty(t[1].call) && t[1].line == 0 && t[1].file === Symbol("")
        return
    end
    w = ndigits(length(t))
    print(io, "\nStacktrace:")
    for (i, f) in enumerate(t)
        print(io, "\n ", lpad(string("[", i, "]"), w + 2), " ",
              isempty(f.call) ? "top-level scope" : f.call)
        f.repeats > 1 && print(io, " (repeats ", f.repeats, " times)")
        print(io, "\n", " "^(w + 2), "@ ")
        isempty(f.call) || isempty(f.mod) || print(io, f.mod, " ")
        print(io, f.file, ":", f.line)
    end
end

function showerror(io::IO, e, bt; backtrace::Bool=true)
    try
        showerror(io, e)
    finally
        backtrace && bt !== nothing && show_backtrace(io, bt)
    end
end

# An uncaught exception's report for the runtime (runtime/reflect.c): showerror(io, e, bt)
# with "\x01" written where the trace goes, so a type whose showerror leaves the trace
# out is reported without one, as Julia's display_error shows it
struct _TraceMark end
show_backtrace(io::IO, ::_TraceMark) = print(io, '\x01')
_error_report(e) = sprint(showerror, e, _TraceMark())

function display_error(io::IO, e, bt)
    print(io, "ERROR: ")
    showerror(io, e, bt)
    println(io)
end
display_error(e, bt) = display_error(stderr, e, bt)

# current_exceptions(): the exceptions being handled, oldest first (runtime/except.c's
# exception stack: one thrown inside a catch block sits above the one that block handles);
# only the newest has its backtrace, the others an empty one
struct ExceptionStack <: AbstractArray{Any,1}
    stack::Vector{Any}  # (exception = e, backtrace = frames) per exception, oldest first
end
size(s::ExceptionStack) = size(s.stack)
getindex(s::ExceptionStack, i::Int) = s.stack[i]

function current_exceptions(task = nothing; backtrace::Bool = true)
    excs = ccall(:rt_exception_stack, Any, ())::Vector{Any}
    n = length(excs)
    bt = backtrace && n > 0 ? catch_backtrace() : nothing
    return ExceptionStack(Any[(exception = excs[i],
                               backtrace = i == n ? bt : (backtrace ? empty(bt) : nothing))
                              for i in 1:n])
end
