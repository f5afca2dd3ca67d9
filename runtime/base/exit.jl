# exit.jl — exit(n) and atexit(f), as Julia 1.7: the hooks run when the process ends
# (after the script, on exit(), after an uncaught error's report), most recent first, each
# with no argument; an error in one is shown with its backtrace and the others still run. The runtime's
# rt_exit calls _atexit once (runtime/init.c), then flushes the streams.

_atexit_hooks() = ccall(:rt_atexit_hooks, Any, ())::Vector{Any}   # (runtime/init.c)
function atexit(f::Function)
    hooks = _atexit_hooks()
    # (rt_set_atexit returns false: the direct call keeps _atexit in an executable)
    isempty(hooks) && ccall(:rt_set_atexit, Bool, (Any,), _atexit) && _atexit()
    pushfirst!(hooks, f)
    return nothing
end
function _atexit()
    hooks = _atexit_hooks()
    while !isempty(hooks)
        f = popfirst!(hooks)
        try
            f()
        catch e
            showerror(stderr, e)
            show_backtrace(stderr, catch_backtrace())
            println(stderr)
        end
    end
    return nothing
end
exit(n::Integer = 0) = ccall(:rt_exit, Cvoid, (Int32,), Int32(n))
