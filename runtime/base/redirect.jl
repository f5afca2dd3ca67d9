# redirect.jl — Julia 1.7's redirect_stdio(f; stdin, stdout, stderr), redirect_stdout(f, s),
# redirect_stderr(f, s), redirect_stdin(f, s), devnull, and the whole-file helpers
# read(path, String) and filesize(path). A redirection keeps the stream objects
# (stdin/stdout/stderr are constants) and moves the descriptors 0/1/2 under them
# (runtime/redirect.c); a target given as a file name is opened and closed afterwards.

read(path::String, ::Type{String}) = ccall(:rt_read_file_string, Any, (Cstring,), path)::String
filesize(path::String) = ccall(:rt_filesize, Int64, (Cstring,), path)

# devnull: the stream that discards what is written to it (a redirection opens /dev/null)
struct DevNull <: IO end
const devnull = DevNull()
write(::DevNull, ::UInt8) = 1
write(::DevNull, s::String) = ncodeunits(s)
flush(::DevNull) = nothing
close(::DevNull) = nothing
isopen(::DevNull) = true
show(io::IO, ::DevNull) = print(io, "Base.DevNull()")

_std_out() = stdout
_std_err() = stderr
_std_in() = stdin
# a target: nothing (leave the stream alone), a stream, or a path opened with mode
_redirect_open(::Nothing, mode::String) = nothing
_redirect_open(x::IOStream, mode::String) = x
_redirect_open(path::AbstractString, mode::String) =
    ccall(:rt_open, Any, (Cstring, Cstring), String(path), mode)::IOStream
_redirect_open(::DevNull, mode::String) = _redirect_open("/dev/null", mode)
# point a standard stream's descriptor at target's (dup2); the saved descriptor, or -1
_redirect_fd(io::IOStream, ::Nothing) = -1
_redirect_fd(io::IOStream, target::IOStream) =
    ccall(:rt_io_redirect, Int64, (Any, Int64), io, ccall(:rt_io_fd, Int64, (Any,), target))
function _redirect_undo(io::IOStream, saved::Int64)
    saved >= 0 && ccall(:rt_io_unredirect, Cvoid, (Any, Int64), io, saved)
    return nothing
end
_redirect_close(target::IOStream, given::Union{AbstractString,DevNull}) =
    ccall(:rt_io_close, Cvoid, (Any,), target)
_redirect_close(target, given) = nothing

# Julia's same_path: two path arguments name one file
_redirect_same(x, y) = false
_redirect_same(x::AbstractString, y::AbstractString) = abspath(x) == abspath(y) || samefile(x, y)

# redirect_stdio(f; stdin, stderr, stdout) (1.7): paths are checked before anything is
# opened; stdin opens with "r", stdout/stderr with "w", one stream when stdout and stderr
# name the same file (their writes then interleave in program order). The descriptors
# 0/1/2 themselves move, so ccall'ed C code and run() children follow; f's value is
# returned and everything restored and the opened files closed after, even on error.
function redirect_stdio(f; stdin=nothing, stderr=nothing, stdout=nothing)
    _redirect_same(stderr, stdin) &&
        throw(ArgumentError("stdin and stderr cannot be the same path"))
    _redirect_same(stdout, stdin) &&
        throw(ArgumentError("stdin and stdout cannot be the same path"))
    inp = _redirect_open(stdin, "r")
    out = _redirect_open(stdout, "w")
    shared = _redirect_same(stderr, stdout)
    err = shared ? out : _redirect_open(stderr, "w")
    savedi = _redirect_fd(_std_in(), inp)
    stash = savedi >= 0 ? ccall(:rt_io_stash_input, Any, (Any,), _std_in()) : nothing
    savede = _redirect_fd(_std_err(), err)
    savedo = _redirect_fd(_std_out(), out)
    unbuf = shared ? ccall(:rt_io_set_unbuffered, Int64, (Any, Int64), _std_out(), 1) : -1
    try
        return f()
    finally
        unbuf >= 0 && ccall(:rt_io_set_unbuffered, Int64, (Any, Int64), _std_out(), unbuf)
        _redirect_undo(_std_out(), savedo)
        _redirect_undo(_std_err(), savede)
        _redirect_undo(_std_in(), savedi)
        stash === nothing || ccall(:rt_io_unstash_input, Cvoid, (Any, Any), _std_in(), stash)
        shared || _redirect_close(err, stderr)
        _redirect_close(inp, stdin)
        _redirect_close(out, stdout)
    end
end

# redirect_stdout(f, stream) / redirect_stderr(f, stream): f() with the one stream sent to
# stream (an IOStream, devnull or a file name) and restored after, as redirect_stdio
redirect_stdout(f::Function, target) = redirect_stdio(f; stdout = target)
redirect_stderr(f::Function, target) = redirect_stdio(f; stderr = target)
redirect_stdin(f::Function, source) = redirect_stdio(f; stdin = source)
