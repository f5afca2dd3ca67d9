# iostream.jl — Julia 1.7's file streams: open (modes, keywords, do-blocks), close, eof,
# reading (bytes, strings, lines, eachline, readuntil), writing bytes, seek/position, and
# the exceptions file I/O raises (SystemError, IOError, EOFError). The stream is the
# runtime's IOStream (runtime/io.c, runtime/iofile.c); open(2) errors come back as -errno.

# ---------------------------------------------------------------- exceptions
struct SystemError <: Exception
    prefix::String
    errnum::Int32
    extrainfo
end
SystemError(p::AbstractString, e::Integer) = SystemError(p, Int32(e), nothing)
function showerror(io::IO, ex::SystemError)
    msg = ccall(:rt_fs_strerror, Any, (Int64,), Int64(ex.errnum))::String
    if ex.extrainfo === nothing
        print(io, "SystemError: ", ex.prefix, ": ", msg)
    else
        print(io, "SystemError (with ", ex.extrainfo, "): ", ex.prefix, ": ", msg)
    end
end

struct IOError <: Exception
    msg::String
    code::Int32
end
showerror(io::IO, e::IOError) = print(io, "IOError: ", e.msg)
# libuv-style failure of a file-system call: IOError("op: message (ENAME)", code)
_uv_error(prefix::String, code::Int64) =
    throw(IOError(string(prefix, ": ", ccall(:rt_fs_uverror, Any, (Int64,), code)::String), Int32(code)))

struct EOFError <: Exception end
showerror(io::IO, e::EOFError) = print(io, "EOFError: read end of file")

# ---------------------------------------------------------------- opening
function open_flags(; read::Union{Bool,Nothing} = nothing, write::Union{Bool,Nothing} = nothing,
                    create::Union{Bool,Nothing} = nothing, truncate::Union{Bool,Nothing} = nothing,
                    append::Union{Bool,Nothing} = nothing)
    if write === true && read !== true && append !== true
        create === nothing && (create = true)
        truncate === nothing && (truncate = true)
    end
    if truncate === true || append === true
        write === nothing && (write = true)
        create === nothing && (create = true)
    end
    write === nothing && (write = false)
    read === nothing && (read = !write)
    create === nothing && (create = false)
    truncate === nothing && (truncate = false)
    append === nothing && (append = false)
    return (read = read, write = write, create = create, truncate = truncate, append = append)
end

function open(fname::AbstractString; lock = true, read::Union{Bool,Nothing} = nothing,
              write::Union{Bool,Nothing} = nothing, create::Union{Bool,Nothing} = nothing,
              truncate::Union{Bool,Nothing} = nothing, append::Union{Bool,Nothing} = nothing)
    path = String(fname)
    fl = open_flags(read = read, write = write, create = create, truncate = truncate, append = append)
    r = ccall(:rt_io_open_file, Any, (Any, Bool, Bool, Bool, Bool, Bool), path,
              fl.read, fl.write, fl.create, fl.truncate, fl.append)
    r isa IOStream && return r
    throw(SystemError(string("opening file ", repr(path)), -(r::Int64)))
end

function open(fname::AbstractString, mode::AbstractString; lock = true)
    mode == "r"  ? open(fname, read = true) :
    mode == "r+" ? open(fname, read = true, write = true) :
    mode == "w"  ? open(fname, truncate = true) :
    mode == "w+" ? open(fname, truncate = true, read = true) :
    mode == "a"  ? open(fname, append = true) :
    mode == "a+" ? open(fname, append = true, read = true) :
    throw(ArgumentError(string("invalid open mode: ", mode)))
end

# open(f, args...): f(stream), closing the stream afterwards (also when f throws)
function _open_do(f, io::IOStream)
    try
        return f(io)
    finally
        close(io)
    end
end
open(f::Function, args...) = _open_do(f, open(args...))
open(f::Function, fname::AbstractString; lock = true, read::Union{Bool,Nothing} = nothing,
     write::Union{Bool,Nothing} = nothing, create::Union{Bool,Nothing} = nothing,
     truncate::Union{Bool,Nothing} = nothing, append::Union{Bool,Nothing} = nothing) =
    _open_do(f, open(fname; read = read, write = write, create = create, truncate = truncate,
                     append = append))

close(io::_RtIO) = ccall(:rt_io_close, Cvoid, (Any,), io)
isopen(io::_RtIO) = ccall(:rt_io_isopen, Bool, (Any,), io)
eof(io::_RtIO) = ccall(:rt_io_eof, Bool, (Any,), io)
isreadable(io::_RtIO) = ccall(:rt_io_flag, Bool, (Any, Int64), io, 0)
iswritable(io::_RtIO) = ccall(:rt_io_flag, Bool, (Any, Int64), io, 1)
show(io::IO, s::IOStream) = print(io, "IOStream(", ccall(:rt_io_name, Any, (Any,), s), ")")
# an IOBuffer shows its fields as Julia's GenericIOBuffer does
function show(io::IO, s::IOBuffer)
    m = _memio_info(s, 6)
    print(io, "IOBuffer(data=UInt8[...], readable=", _memio_info(s, 0) != 0,
          ", writable=", _memio_info(s, 1) != 0, ", seekable=true, append=", _memio_info(s, 2) != 0,
          ", size=", _memio_info(s, 3), ", maxsize=", m == 0 ? "Inf" : string(m),
          ", ptr=", _memio_info(s, 4), ", mark=", _memio_info(s, 5), ")")
end
# mark/reset/unmark/ismarked: a position to come back to (Julia's io.jl over io.mark)
mark(io::IOBuffer) = (p = position(io); ccall(:rt_memio_setmark, Cvoid, (Any, Int64), io, p); p)
ismarked(io::IOBuffer) = _memio_info(io, 5) >= 0
function unmark(io::IOBuffer)
    ismarked(io) || return false
    ccall(:rt_memio_setmark, Cvoid, (Any, Int64), io, -1)
    return true
end
function reset(io::IOBuffer)
    ismarked(io) || throw(ArgumentError("IOBuffer not marked"))
    m = _memio_info(io, 5)
    seek(io, m)
    ccall(:rt_memio_setmark, Cvoid, (Any, Int64), io, -1)
    return m
end
truncate(io::IOBuffer, n::Integer) = (ccall(:rt_memio_truncate, Cvoid, (Any, Int64), io, Int64(n)); io)
# the bytes written: fewer than asked when a maxsize bound stops them
function write(io::IOBuffer, s::String)
    k = _memio_info(io, 2) != 0 ? 3 : 4
    p = _memio_info(io, k)
    ccall(:rt_print_string, Cvoid, (Any, Any), io, s)
    return _memio_info(io, k) - p
end
function unsafe_write(io::IOBuffer, p::Ptr{UInt8}, n::UInt64)
    k = _memio_info(io, 2) != 0 ? 3 : 4
    at = _memio_info(io, k)
    ccall(:rt_io_write, Cvoid, (Any, UInt64, UInt64), io, UInt64(p), n)
    return _memio_info(io, k) - at
end
_memio_info(s::_RtIO, k::Int64) = ccall(:rt_memio_info, Int64, (Any, Int64), s, k)
_memio(s::_RtIO) = _memio_info(s, 0) >= 0
# bytesavailable(io): bytes left to read in an IOBuffer (what is buffered, for a file)
bytesavailable(io::_RtIO) = _memio(io) ? _memio_info(io, 3) - _memio_info(io, 4) + 1 : 0

# ---------------------------------------------------------------- writing
write(io::_RtIO, b::UInt8) = ccall(:rt_io_write_bits, Int64, (Any, Any), io, b)
write(io::_RtIO, x::Union{Int8,Int16,Int32,Int64,Int128,UInt16,UInt32,UInt64,UInt128,
                             Float32,Float64,Bool}) =
    ccall(:rt_io_write_bits, Int64, (Any, Any), io, x)
# unsafe_write(io, p, n): the n bytes at p, copied at once into the runtime's stream (the
# address goes as an integer: a Ptr argument of a ccall is boxed)
function unsafe_write(io::IOStream, p::Ptr{UInt8}, n::UInt64)
    ccall(:rt_io_write, Cvoid, (Any, UInt64, UInt64), io, UInt64(p), n)
    return Int64(n)
end
unsafe_write(io::IO, p::Ptr, n::Integer) = unsafe_write(io, Ptr{UInt8}(p), UInt64(n))
unsafe_write(::DevNull, ::Ptr{UInt8}, n::UInt64) = Int64(n)
# arrays of bits values as Julia's io.jl writes them: an Array as the bytes of its elements
# in memory, any other array element by element with write(io, x) (strided views: subarray.jl,
# code units: codeunits.jl); the byte count
function write(io::IO, a::Array)
    isbitstype(eltype(a)) || error("`write` is not supported on non-isbits arrays")
    return unsafe_write(io, Ptr{UInt8}(pointer(a)), UInt64(sizeof(a)))
end
write(io::IO, a::AbstractArray) = _write_elements(io, a)
function _write_elements(io::IO, a::AbstractArray)
    isbitstype(eltype(a)) || error("`write` is not supported on non-isbits arrays")
    nb = 0
    for x in a
        nb += write(io, x)
    end
    return nb
end
write(io::IO, s::SubString{String}) = write(io, String(s))
function write(io::IO, x, y, zs...)
    n = write(io, x)
    return n + write(io, y, zs...)
end

# write(path, data...): the file replaced by data; the byte count
function write(filename::AbstractString, args...)
    io = open(filename, "w")
    try
        return write(io, args...)
    finally
        close(io)
    end
end

# ---------------------------------------------------------------- reading
function read(io::_RtIO, ::Type{UInt8})
    b = ccall(:rt_io_getc, Int32, (Any,), io)
    b < 0 && throw(EOFError())
    return UInt8(b)
end
function read(io::_RtIO, ::Type{Char})
    eof(io) && throw(EOFError())
    return ccall(:rt_io_read_char, Char, (Any,), io)
end
# read(io, T) for a bits number: sizeof(T) bytes, little-endian (EOFError if they run out)
function _read_word(io::_RtIO, ::Type{U}) where {U<:Unsigned}
    x = zero(U)
    for k in 0:(sizeof(U) - 1)
        x |= U(read(io, UInt8)) << (8k)
    end
    return x
end
read(io::_RtIO, ::Type{Int8}) = reinterpret(Int8, read(io, UInt8))
read(io::_RtIO, ::Type{Bool}) = read(io, UInt8) != 0x00
read(io::_RtIO, ::Type{UInt16}) = _read_word(io, UInt16)
read(io::_RtIO, ::Type{UInt32}) = _read_word(io, UInt32)
read(io::_RtIO, ::Type{UInt64}) = _read_word(io, UInt64)
read(io::_RtIO, ::Type{UInt128}) = _read_word(io, UInt128)
read(io::_RtIO, ::Type{Int16}) = reinterpret(Int16, _read_word(io, UInt16))
read(io::_RtIO, ::Type{Int32}) = reinterpret(Int32, _read_word(io, UInt32))
read(io::_RtIO, ::Type{Int64}) = reinterpret(Int64, _read_word(io, UInt64))
read(io::_RtIO, ::Type{Int128}) = reinterpret(Int128, _read_word(io, UInt128))
read(io::_RtIO, ::Type{Float32}) = reinterpret(Float32, _read_word(io, UInt32))
read(io::_RtIO, ::Type{Float64}) = reinterpret(Float64, _read_word(io, UInt64))
# countlines: the newlines, plus one for a last line without its newline
function countlines(io::_RtIO; eol::AbstractChar = '\n')
    n = 0
    last = eol
    while !eof(io)
        c = read(io, Char)
        c == eol && (n += 1)
        last = c
    end
    return last == eol ? n : n + 1
end
function countlines(filename::AbstractString; eol::AbstractChar = '\n')
    io = open(filename)
    try
        return countlines(io; eol = eol)
    finally
        close(io)
    end
end

# peek(io): the next byte, left unread
function peek(io::_RtIO)
    b = ccall(:rt_io_peek, Int32, (Any,), io)
    b < 0 && throw(EOFError())
    return UInt8(b)
end
function read(io::_RtIO)
    v = Vector{UInt8}(undef, 0)
    ccall(:rt_io_read_all_into, Int64, (Any, Any), io, v)
    return v
end
function read(io::_RtIO, nb::Integer)
    v = Vector{UInt8}(undef, Int64(nb))
    got = ccall(:rt_io_read_into, Int64, (Any, Any, Int64, Int64), io, v, 0, Int64(nb))
    return got == nb ? v : v[1:got]
end
read(io::_RtIO, ::Type{String}) = _bytes_string(read(io))
# readbytes!(io, b, nb): at most nb bytes into b, which grows to hold them; the count read
function readbytes!(io::_RtIO, b::Vector{UInt8}, nb::Integer = length(b))
    v = read(io, nb)
    nr = length(v)
    length(b) < nr && resize!(b, nr)
    for i in 1:nr
        b[i] = v[i]
    end
    return nr
end
# read!(io, a): a filled from io, element by element for numbers other than bytes (an
# EOFError when io runs out first); a itself
function read!(io::_RtIO, a::Vector{UInt8})
    got = ccall(:rt_io_read_into, Int64, (Any, Any, Int64, Int64), io, a, 0, length(a))
    got < length(a) && throw(EOFError())
    return a
end
function read!(io::_RtIO, a::AbstractArray{T}) where {T}
    for i in eachindex(a)
        a[i] = read(io, T)
    end
    return a
end
# a file or buffer has everything available at once: take all that is left
readavailable(io::_RtIO) = read(io)
# the whole text without one trailing newline
readchomp(x) = chomp(read(x, String))
# the path forms open the file, read, and close it again (no closures: an executable
# compiles these calls statically)
function read(filename::AbstractString, ::Type{String})
    io = open(filename)
    try
        return read(io, String)
    finally
        close(io)
    end
end
function read(filename::AbstractString)
    io = open(filename)
    try
        return read(io)
    finally
        close(io)
    end
end
function read(filename::AbstractString, nb::Integer)
    io = open(filename)
    try
        return read(io, nb)
    finally
        close(io)
    end
end
_bytes_string(v::Vector{UInt8}) = ccall(:rt_bytes_string, Any, (Any,), v)::String

readline(io::_RtIO; keep::Bool = false) = ccall(:rt_io_readline_str, Any, (Any, Bool), io, keep)::String
readline(; keep::Bool = false) = readline(stdin; keep = keep)
function readline(filename::AbstractString; keep::Bool = false)
    io = open(filename)
    try
        return readline(io; keep = keep)
    finally
        close(io)
    end
end

function readlines(io::_RtIO; keep::Bool = false)
    lines = Vector{String}(undef, 0)
    while !eof(io)
        push!(lines, readline(io; keep = keep))
    end
    return lines
end
readlines(; keep::Bool = false) = readlines(stdin; keep = keep)
function readlines(filename::AbstractString; keep::Bool = false)
    io = open(filename)
    try
        return readlines(io; keep = keep)
    finally
        close(io)
    end
end

# eachline: an iterator of lines; from a file name it closes the file when exhausted
struct EachLine{IOT<:IO}
    stream::IOT
    ondone::Function
    keep::Bool
end
_nothing_done() = nothing
eachline(io::IO = stdin; keep::Bool = false) = EachLine(io, _nothing_done, keep)
function eachline(filename::AbstractString; keep::Bool = false)
    s = open(filename)
    return EachLine(s, () -> close(s), keep)
end
function iterate(itr::EachLine, state = nothing)
    if eof(itr.stream)
        itr.ondone()
        return nothing
    end
    return (readline(itr.stream; keep = itr.keep), nothing)
end
eltype(::Type{<:EachLine}) = String
function collect(itr::EachLine)
    lines = Vector{String}(undef, 0)
    for l in itr
        push!(lines, l)
    end
    return lines
end

# readuntil(io, delim): the bytes up to delim (included when keep)
function _readuntil_bytes(io::_RtIO, d::Vector{UInt8}, keep::Bool)
    out = Vector{UInt8}(undef, 0)
    n = length(d)
    while true
        b = ccall(:rt_io_getc, Int32, (Any,), io)
        b < 0 && return out
        push!(out, UInt8(b))
        m = length(out)
        if m >= n
            hit = true
            for k in 1:n
                if out[m - n + k] != d[k]
                    hit = false
                    break
                end
            end
            if hit
                keep || resize!(out, m - n)
                return out
            end
        end
    end
end
function _delim_bytes(d::String)
    v = Vector{UInt8}(undef, sizeof(d))
    ccall(:rt_string_to_bytes, Cvoid, (Any, Any), v, d)
    return v
end
_delim_bytes(d::Char) = _delim_bytes(string(d))
_delim_bytes(d::UInt8) = UInt8[d]
readuntil(io::_RtIO, d::UInt8; keep::Bool = false) = _readuntil_bytes(io, UInt8[d], keep)
readuntil(io::_RtIO, d::Union{Char,String}; keep::Bool = false) =
    _bytes_string(_readuntil_bytes(io, _delim_bytes(d), keep))
function readuntil(filename::AbstractString, d; keep::Bool = false)
    io = open(filename)
    try
        return readuntil(io, d; keep = keep)
    finally
        close(io)
    end
end

# ---------------------------------------------------------------- positioning
position(io::_RtIO) = ccall(:rt_io_position, Int64, (Any,), io)
seek(io::_RtIO, n::Integer) = (ccall(:rt_io_seek, Cvoid, (Any, Int64, Int64), io, Int64(n), 0); io)
seekstart(io::_RtIO) = seek(io, 0)
seekend(io::_RtIO) = (ccall(:rt_io_seek, Cvoid, (Any, Int64, Int64), io, 0, 2); io)
skip(io::_RtIO, n::Integer) = (ccall(:rt_io_seek, Cvoid, (Any, Int64, Int64), io, Int64(n), 1); io)

# readeach(io, T): read(io, T) over and over until the end of io (1.6)
struct ReadEachIterator{T,IOT<:IO}
    stream::IOT   # where values come from
end
readeach(stream::IOT, ::Type{T}) where {IOT<:IO,T} = ReadEachIterator{T,IOT}(stream)
iterate(itr::ReadEachIterator{T}, state = nothing) where {T} =
    eof(itr.stream) ? nothing : (read(itr.stream, T), nothing)
eltype(::Type{ReadEachIterator{T,IOT}}) where {T,IOT} = T
IteratorSize(::Type{<:ReadEachIterator}) = SizeUnknown()
# peek(io, T): the next T in io, left unread
function peek(io::_RtIO, ::Type{T}) where {T}
    p = position(io)
    v = read(io, T)
    seek(io, p)
    return v
end
