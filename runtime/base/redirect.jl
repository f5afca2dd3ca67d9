# redirect.jl — Julia 1.7's redirect_stdio(f; stdin, stdout, stderr), redirect_stdout(f, s),
# redirect_stderr(f, s), devnull, and the whole-file
# helpers read(path, String) and filesize(path). A redirection keeps the stream object
# (stdout/stderr are constants) and swaps the descriptor under it (runtime/redirect.c);
# a target given as a file name is opened for writing and closed afterwards.

read(path::String, ::Type{String}) = ccall(:rt_read_file_string, Any, (Cstring,), path)::String
filesize(path::String) = ccall(:rt_filesize, Int64, (Cstring,), path)

_std_out() = stdout
_std_err() = stderr
_redirect_open(::Nothing) = nothing
_redirect_open(x::IOStream) = x
_redirect_open(path::String) = ccall(:rt_open, Any, (Cstring, Cstring), path, "w")::IOStream
_redirect_swap(io::IOStream, ::Nothing) = -1
function _redirect_swap(io::IOStream, target::IOStream)
    fd = ccall(:rt_io_fd, Int64, (Any,), target)
    return ccall(:rt_io_swap_fd, Int64, (Any, Int64), io, fd)
end
_redirect_restore(io::IOStream, old::Int64, ::Nothing, given) = nothing
function _redirect_restore(io::IOStream, old::Int64, target::IOStream, given)
    ccall(:rt_io_swap_fd, Int64, (Any, Int64), io, old)
    (given isa String || given isa DevNull) && ccall(:rt_io_close, Cvoid, (Any,), target)
    return nothing
end

function redirect_stdio(f; stdin=nothing, stderr=nothing, stdout=nothing)
    out = _redirect_open(stdout)
    err = _redirect_open(stderr)
    oldo = _redirect_swap(_std_out(), out)
    olde = _redirect_swap(_std_err(), err)
    try
        return f()
    finally
        _redirect_restore(_std_out(), oldo, out, stdout)
        _redirect_restore(_std_err(), olde, err, stderr)
    end
end

# redirect_stdout(f, stream) / redirect_stderr(f, stream): f() with the one stream sent to
# stream (an IOStream, devnull or a file name) and restored after, as redirect_stdio
redirect_stdout(f::Function, target) = redirect_stdio(f; stdout = target)
redirect_stderr(f::Function, target) = redirect_stdio(f; stderr = target)

# devnull: the stream that discards what is written to it (a redirection opens /dev/null)
struct DevNull <: IO end
const devnull = DevNull()
write(::DevNull, ::UInt8) = 1
write(::DevNull, s::String) = ncodeunits(s)
flush(::DevNull) = nothing
close(::DevNull) = nothing
isopen(::DevNull) = true
show(io::IO, ::DevNull) = print(io, "Base.DevNull()")
_redirect_open(::DevNull) = _redirect_open("/dev/null")
