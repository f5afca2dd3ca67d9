# io.jl — the IO side of printing: streams, write/print/println, string/sprint/repr.
# IO is Core's abstract type; stdout/stderr, files (IOStream) and in-memory buffers
# (IOBuffer) are libjoltrt streams of one layout. print(io, x) falls back to show(io, x) (show.jl), so a user's
# Base.show method is honoured by print, println, string interpolation and repr.

# stdout, stderr and stdin are bound by the runtime (runtime/io.c) before Base loads.
# The runtime's two stream types, for the methods both share:
const _RtIO = Union{IOStream, IOBuffer}

# ---------------------------------------------------------------- buffers
# IOBuffer: a runtime memory stream with Julia's GenericIOBuffer behaviour: reads and
# writes share one position; `append` writes at the end instead.
# The keyword forms pick the flags as Julia's open_flags does (iostream.jl); writes past
# maxsize bytes are dropped; sizehint is accepted and has no effect.
function IOBuffer(; read::Bool = true, write::Bool = true, append::Bool = false,
                  truncate::Bool = true, maxsize::Integer = 9223372036854775807,
                  sizehint::Union{Integer,Nothing} = nothing)
    maxsize < 0 && throw(ArgumentError("negative maxsize"))
    fl = open_flags(read = read, write = write, append = append, truncate = truncate)
    io = ccall(:rt_new_memio, Any, ())::IOBuffer
    ccall(:rt_memio_setflags, Cvoid, (Any, Bool, Bool, Bool), io, fl.read, fl.write, fl.append)
    ccall(:rt_memio_set_maxsize, Cvoid, (Any, Int64), io, Int64(maxsize))
    return io
end
# (the plain call skips the keyword machinery: string building goes through it)
IOBuffer() = ccall(:rt_new_memio, Any, ())::IOBuffer
# IOBuffer(data): a buffer holding a copy of the bytes, read-only unless asked otherwise,
# positioned at the start (Julia's shares the vector; this one does not)
function IOBuffer(data::Vector{UInt8}; read::Union{Bool,Nothing} = nothing,
                  write::Union{Bool,Nothing} = nothing, append::Union{Bool,Nothing} = nothing,
                  truncate::Union{Bool,Nothing} = nothing,
                  maxsize::Integer = 9223372036854775807, sizehint::Union{Integer,Nothing} = nothing)
    maxsize < 0 && throw(ArgumentError("negative maxsize"))
    fl = open_flags(read = read, write = write, append = append, truncate = truncate)
    io = ccall(:rt_new_memio, Any, ())::IOBuffer
    fl.truncate || ccall(:rt_io_write_array, Int64, (Any, Any), io, data)
    ccall(:rt_memio_setflags, Cvoid, (Any, Bool, Bool, Bool), io, fl.read, fl.write, fl.append)
    ccall(:rt_memio_set_maxsize, Cvoid, (Any, Int64), io, Int64(maxsize))
    return io
end
function IOBuffer(s::String)
    io = ccall(:rt_new_memio, Any, ())::IOBuffer
    ccall(:rt_print_string, Cvoid, (Any, Any), io, s)
    ccall(:rt_memio_setflags, Cvoid, (Any, Bool, Bool, Bool), io, true, false, false)
    return io
end
_takestring!(io::IOBuffer) = ccall(:rt_memio_take, Any, (Any,), io)::String
# take!(io): the buffer's bytes as a Vector{UInt8}; the buffer is left empty
function take!(io::IOBuffer)
    s = _takestring!(io)
    v = Vector{UInt8}(undef, sizeof(s))
    ccall(:rt_string_to_bytes, Cvoid, (Any, Any), v, s)
    return v
end
# String(v) takes the bytes of v and leaves v empty, as Julia does
String(v::Vector{UInt8}) = (s = ccall(:rt_bytes_string, Any, (Any,), v)::String; resize!(v, 0); s)
flush(io::_RtIO) = ccall(:rt_io_flush, Cvoid, (Any,), io)

# ---------------------------------------------------------------- primitives
# The runtime's printers write to its own streams; bytes for any other stream (a
# program's struct T <: IO) go back through Base._write_user (pointer.jl). _note_io hands
# the runtime that function: it folds away for the runtime's streams, and its call that is
# never taken (rt_set_write_user returns false) keeps _write_user compiled for io's type
# in an executable.
function _note_io(io::IO)
    io isa _RtIO && return nothing
    io isa IOContext && return _note_io(io.io)
    _note_user_io(io)
    return nothing
end
@noinline function _note_user_io(io::IO)
    ccall(:rt_set_write_user, Bool, (Any,), _write_user) && _write_user(io, "")
    return nothing
end
write(io::IO, s::String) = (_note_io(io); ccall(:rt_print_string, Cvoid, (Any, Any), io, s); sizeof(s))
write(io::IO, c::Char) = (_note_io(io); ccall(:rt_print_char, Cvoid, (Any, Char), io, c); ncodeunits(c))
print(io::IO, s::String) = (_note_io(io); ccall(:rt_print_string, Cvoid, (Any, Any), io, s))
print(io::IO, c::Char) = (_note_io(io); ccall(:rt_print_char, Cvoid, (Any, Char), io, c))
print(io::IO, s::Symbol) = ccall(:rt_print_symbol_io, Cvoid, (Any, Any), io, s)
print(io::IO, x) = show(io, x)
print(io::IO, x::Nothing) = show(io, x)

# Numbers print as they show (numprint.jl may refine these).
show(io::IO, x::Int64) = ccall(:rt_print_int64, Cvoid, (Any, Int64), io, x)
print(io::IO, x::UInt64) = ccall(:rt_print_uint64, Cvoid, (Any, UInt64), io, x)
show(io::IO, x::Float64) = ccall(:rt_print_float64, Cvoid, (Any, Float64), io, x)
show(io::IO, x::Bool) = ccall(:rt_print_bool, Cvoid, (Any, Bool), io, x)

function print(io::IO, x, y, zs...)
    print(io, x)
    print(io, y, zs...)
end
print(io::IO) = nothing
print(x) = print(stdout, x)
print(x, y, zs...) = print(stdout, x, y, zs...)
function println(io::IO, xs...)
    print(io, xs...)
    print(io, '\n')
end
println(xs...) = println(stdout, xs...)

# ---------------------------------------------------------------- strings of values
function string(xs...)
    io = IOBuffer()
    print(io, xs...)
    return _takestring!(io)
end
string(s::String) = s
function sprint(f, args...)
    io = IOBuffer()
    f(io, args...)
    return _takestring!(io)
end
repr(x) = sprint(show, x)

time_ns() = ccall(:rt_time_ns, UInt64, ())
