# process.jl — running commands (cmd.jl) as Julia 1.7 does: run, success, read, open
# with a do-block, eachline/readlines, pipelines and `&`, wait/kill and the process
# states, ProcessFailedException and the IOError of a command that cannot start.
#
# The child gets three descriptors (runtime/process.c): jolt's own (inherited), /dev/null
# (devnull), a file's, a pipe's, or, for any other stream (an IOBuffer...), an unlinked
# temporary file: filled before the start for input, copied into the stream once the
# processes have ended for output. Everything jolt has buffered is flushed before a child
# starts, so the two outputs interleave in order.

abstract type AbstractPipe <: IO end

mutable struct Process <: AbstractPipe
    in::IO                 # writes to the process go here (first: runtime/io.c follows it)
    cmd::Cmd               # what runs
    pid::Int64             # the child's process id
    out::IO                # reads from the process come from here
    err::IO                # its stderr when it was piped
    exitcode::Int64        # typemin(Int64) while it runs
    termsignal::Int32      # the signal that ended it, 0 if none; typemin while it runs
    pending::Vector{Any}   # (fd, stream) pairs: output to copy into stream after the end
end

mutable struct ProcessChain <: AbstractPipe
    in::IO                        # as in Process
    processes::Vector{Process}    # every process of the pipeline
    out::IO
    err::IO
    pending::Vector{Any}          # as in Process
end
ProcessChain() = ProcessChain(devnull, Process[], devnull, devnull, Any[])

pipe_reader(p::AbstractPipe) = p.out
pipe_writer(p::AbstractPipe) = p.in

struct ProcessFailedException <: Exception
    procs::Vector{Process}
end
ProcessFailedException(proc::Process) = ProcessFailedException([proc])

function showerror(io::IO, err::ProcessFailedException)
    if length(err.procs) == 1
        proc = err.procs[1]
        println(io, "failed process: ", proc, " [", proc.exitcode, "]")
    else
        println(io, "failed processes:")
        for proc in err.procs
            println(io, "  ", proc, " [", proc.exitcode, "]")
        end
    end
end

# ---------------------------------------------------------------- spawning
# The descriptor the child gets for stream i (1 stdin, 2 stdout, 3 stderr) from x:
# nothing inherits jolt's own. Descriptors jolt opens for the child go to closers; output
# bound for a stream that is not a file goes to pending.
function _child_fd(x, i::Int, closers::Vector{Int64}, pending::Vector{Any})
    x === nothing && return Int64(i - 1)
    x isa Int64 && return x
    x isa DevNull && return Int64(-1)
    if x isa FileRedirect
        fd = ccall(:rt_proc_openfile, Int64, (Any, Bool, Bool), x.filename, i == 1, x.append)
        fd < 0 && throw(SystemError(string("opening file ", repr(x.filename)), -fd))
        push!(closers, fd)
        return fd
    end
    if x isa IOStream
        flush(x)
        fd = ccall(:rt_proc_iofd, Int64, (Any,), x)
        fd >= 0 && return fd
    end
    x isa AbstractPipe && return _child_fd(i == 1 ? pipe_reader(x) : pipe_writer(x), i, closers, pending)
    fd = ccall(:rt_proc_tmpfile, Int64, ())
    fd < 0 && _uv_error("mkstemp", fd)
    if i == 1
        ccall(:rt_proc_fd_write, Cvoid, (Int64, Any), fd, read(x))
        ccall(:rt_proc_rewind, Cvoid, (Int64,), fd)
        push!(closers, fd)
    else
        push!(pending, (fd, x))
    end
    return fd
end

function _spawn_one(cmd::Cmd, fds::Vector{Int64})
    isempty(cmd.exec) && throw(ArgumentError("cannot spawn empty command"))
    pid = ccall(:rt_proc_spawn, Int64, (Any, Any, Any, Int64, Int64, Int64), cmd.exec,
                cmd.env, cmd.dir, fds[1], fds[2], fds[3])
    pid < 0 && _uv_error(string("could not spawn ", repr(cmd)), pid)
    return Process(devnull, cmd, pid, devnull, devnull, typemin(Int64), typemin(Int32), Any[])
end

# spawn every process of cmds into chain with the child descriptors fds
# close descriptors jolt opened for children (their copies live on in the children)
function _close_fds(fds)
    for fd in fds
        ccall(:rt_proc_close, Cvoid, (Int64,), fd)
    end
end

function _spawn_into(cmd::Cmd, fds::Vector{Int64}, chain::ProcessChain)
    push!(chain.processes, _spawn_one(cmd, fds))
    return chain
end
function _spawn_into(cmds::Union{OrCmds,ErrOrCmds}, fds::Vector{Int64}, chain::ProcessChain)
    p = ccall(:rt_proc_pipe, Int64, ())
    p < 0 && _uv_error("pipe", p)
    rd, wr = p & 0xffffffff, p >> 32
    try
        left = copy(fds)
        left[cmds isa OrCmds ? 2 : 3] = wr
        _spawn_into(cmds.a, left, chain)
        right = copy(fds)
        right[1] = rd
        _spawn_into(cmds.b, right, chain)
    finally
        _close_fds((rd, wr))
    end
    return chain
end
function _spawn_into(cmds::AndCmds, fds::Vector{Int64}, chain::ProcessChain)
    _spawn_into(cmds.a, fds, chain)
    _spawn_into(cmds.b, fds, chain)
    return chain
end
function _spawn_into(r::CmdRedirect, fds::Vector{Int64}, chain::ProcessChain)
    closers = Int64[]
    try
        fds = copy(fds)
        fds[r.stream_no + 1] = _child_fd(r.handle, r.stream_no + 1, closers, chain.pending)
        return _spawn_into(r.cmd, fds, chain)
    finally
        _close_fds(closers)
    end
end

# Start cmds with stdios (three entries, see _child_fd): a Process for one command, a
# ProcessChain for a pipeline.
function _spawn(cmds::AbstractCmd, stdios::Vector{Any})
    closers = Int64[]
    pending = Any[]
    try
        fds = Int64[_child_fd(stdios[i], i, closers, pending) for i in 1:3]
        chain = ProcessChain()
        chain.pending = pending
        _spawn_into(cmds, fds, chain)
        if cmds isa Cmd
            p = chain.processes[1]
            p.pending = pending
            return p
        end
        return chain
    finally
        _close_fds(closers)
    end
end

# the parent's end of a new pipe as a stream, and the child's descriptor
function _parent_pipe(child_reads::Bool)
    p = ccall(:rt_proc_pipe, Int64, ())
    p < 0 && _uv_error("pipe", p)
    rd, wr = p & 0xffffffff, p >> 32
    mine, theirs = child_reads ? (wr, rd) : (rd, wr)
    return ccall(:rt_proc_fdio, Any, (Int64, Bool), mine, !child_reads)::IOStream, theirs
end

# ---------------------------------------------------------------- states
function _record_status!(p::Process, st::Int64)
    if st >= 256
        p.exitcode = 0
        p.termsignal = Int32(st - 256)
    else
        p.exitcode = st
        p.termsignal = Int32(0)
    end
end

function process_running(p::Process)
    p.exitcode != typemin(Int64) && return false
    st = ccall(:rt_proc_wait, Int64, (Int64, Bool), p.pid, false)
    st == -1 && return true
    st >= 0 && _record_status!(p, st)
    return false
end
process_running(ps::Vector{Process}) = any(process_running, ps)
process_running(c::ProcessChain) = process_running(c.processes)
process_exited(p::Process) = !process_running(p)
process_exited(ps::Vector{Process}) = all(process_exited, ps)
process_exited(c::ProcessChain) = process_exited(c.processes)
process_signaled(p::Process) = p.termsignal > 0

function _copy_pending!(pending::Vector{Any})
    for (fd, io) in pending
        ccall(:rt_proc_rewind, Cvoid, (Int64,), fd)
        bytes = UInt8[]
        ccall(:rt_proc_fd_readall_into, Cvoid, (Int64, Any), fd, bytes)
        write(io, bytes)
        ccall(:rt_proc_close, Cvoid, (Int64,), fd)
    end
    empty!(pending)
end

function wait(p::Process)
    if p.exitcode == typemin(Int64)
        st = ccall(:rt_proc_wait, Int64, (Int64, Bool), p.pid, true)
        st >= 0 ? _record_status!(p, st) : (p.exitcode = -1; p.termsignal = Int32(0))
    end
    _copy_pending!(p.pending)
    return nothing
end
function wait(c::ProcessChain)
    foreach(wait, c.processes)
    _copy_pending!(c.pending)
    return nothing
end

function process_status(p::Process)
    return process_running(p) ? "ProcessRunning" :
           process_signaled(p) ? string("ProcessSignaled(", p.termsignal, ")") :
           string("ProcessExited(", p.exitcode, ")")
end

show(io::IO, p::Process) = print(io, "Process(", p.cmd, ", ", process_status(p), ")")
function show(io::IO, c::ProcessChain)   # Julia's default form, its field order
    print(io, "Base.ProcessChain(")
    show(io, c.processes)
    for s in (c.in, c.out, c.err)
        print(io, ", ")
        show(io, s)
    end
    print(io, ")")
end

_test_success(p::Process) = p.exitcode == 0 && (p.termsignal == 0 || p.termsignal == 13)
success(p::Process) = (wait(p); _test_success(p))
success(ps::Vector{Process}) = all(success, ps)
success(c::ProcessChain) = (wait(c); all(_test_success, c.processes))
success(cmd::AbstractCmd) = success(_spawn(cmd, Any[devnull, devnull, devnull]))

pipeline_error(p::Process) = p.cmd.ignorestatus ? nothing : throw(ProcessFailedException(p))
function pipeline_error(c::ProcessChain)
    failed = Process[p for p in c.processes if !_test_success(p) && !p.cmd.ignorestatus]
    isempty(failed) || throw(ProcessFailedException(failed))
    return nothing
end

const SIGHUP = 1
const SIGINT = 2
const SIGQUIT = 3
const SIGKILL = 9
const SIGPIPE = 13
const SIGTERM = 15

function kill(p::Process, signum::Integer)
    if process_running(p)
        r = ccall(:rt_proc_kill, Int64, (Int64, Int64), p.pid, Int64(signum))
        r < 0 && r != -3 && _uv_error("kill", r)   # ESRCH: it has just ended
    end
    return nothing
end
kill(p::Process) = kill(p, SIGTERM)
kill(c::ProcessChain) = foreach(kill, c.processes)
function getpid(p::Process)
    process_running(p) || _uv_error("getpid", Int64(-3))
    return Int32(p.pid)
end

# ---------------------------------------------------------------- running
function run(cmds::AbstractCmd, args...; wait::Bool = true)
    if wait
        stdios = Any[nothing, nothing, nothing]
        for (i, a) in enumerate(args)
            stdios[i] = a
        end
        ps = _spawn(cmds, stdios)
        success(ps) || pipeline_error(ps)
    else
        stdios = Any[devnull, devnull, devnull]
        for (i, a) in enumerate(args)
            stdios[i] = a
        end
        ps = _spawn(cmds, stdios)
        length(args) >= 1 && args[1] isa IO && (ps.in = args[1])
        length(args) >= 2 && args[2] isa IO && (ps.out = args[2])
        length(args) >= 3 && args[3] isa IO && (ps.err = args[3])
    end
    return ps
end

function open(cmds::AbstractCmd, stdio::Redirectable = devnull; write::Bool = false,
              read::Bool = !write)
    if read && write
        stdio === devnull || throw(ArgumentError("no stream can be specified for `stdio` in read-write mode"))
        win, cin = _parent_pipe(true)
        rout, cout = _parent_pipe(false)
        ps = _spawn_closing(cmds, Any[cin, cout, nothing], cin, cout)
        ps.in = win
        ps.out = rout
    elseif read
        rout, cout = _parent_pipe(false)
        ps = _spawn_closing(cmds, Any[stdio, cout, nothing], cout)
        ps.out = rout
    elseif write
        win, cin = _parent_pipe(true)
        ps = _spawn_closing(cmds, Any[cin, stdio, nothing], cin)
        ps.in = win
    else
        stdio === devnull || throw(ArgumentError("no stream can be specified for `stdio` in no-access mode"))
        ps = _spawn(cmds, Any[devnull, devnull, nothing])
    end
    return ps
end
# spawn, then close the child's ends of the pipes in jolt (so reads see end of file)
function _spawn_closing(cmds::AbstractCmd, stdios::Vector{Any}, fds::Int64...)
    try
        return _spawn(cmds, stdios)
    finally
        _close_fds(fds)
    end
end

function open(cmds::AbstractCmd, mode::AbstractString, stdio::Redirectable = devnull)
    mode == "r+" || mode == "w+" ? open(cmds, stdio, read = true, write = true) :
    mode == "r" ? open(cmds, stdio) :
    mode == "w" ? open(cmds, stdio, write = true) :
    throw(ArgumentError(string("mode must be \"r\", \"w\", \"r+\", or \"w+\", not ", repr(mode))))
end

function open(f::Function, cmds::AbstractCmd, args...; kwargs...)
    P = open(cmds, args...; kwargs...)
    ret = try
        f(P)
    catch
        kill(P)
        rethrow()
    finally
        close(P.in)
    end
    success(P) || pipeline_error(P)
    return ret
end

function read(cmd::AbstractCmd)
    procs = open(cmd, "r", devnull)
    bytes = read(procs.out)
    close(procs.out)
    success(procs) || pipeline_error(procs)
    return bytes
end
read(cmd::AbstractCmd, ::Type{String}) = String(read(cmd))

function eachline(cmd::AbstractCmd; keep::Bool = false)
    procs = open(cmd, "r", devnull)
    ondone = () -> (close(procs.out); success(procs) || pipeline_error(procs); nothing)
    return EachLine(procs.out, ondone, keep)
end
readlines(cmd::AbstractCmd; keep::Bool = false) = collect(eachline(cmd; keep = keep))

# a process is a stream: reads from its output, writes to its input
read(p::AbstractPipe) = read(pipe_reader(p))
read(p::AbstractPipe, ::Type{String}) = read(pipe_reader(p), String)
read(p::AbstractPipe, ::Type{UInt8}) = read(pipe_reader(p), UInt8)
readline(p::AbstractPipe; keep::Bool = false) = readline(pipe_reader(p); keep = keep)
readlines(p::AbstractPipe; keep::Bool = false) = readlines(pipe_reader(p); keep = keep)
eachline(p::AbstractPipe; keep::Bool = false) = eachline(pipe_reader(p); keep = keep)
eof(p::AbstractPipe) = eof(pipe_reader(p))
write(p::AbstractPipe, x::UInt8) = write(pipe_writer(p), x)
write(p::AbstractPipe, s::String) = write(pipe_writer(p), s)
write(p::AbstractPipe, a::Array) = write(pipe_writer(p), a)
unsafe_write(p::AbstractPipe, q::Ptr{UInt8}, n::UInt64) = unsafe_write(pipe_writer(p), q, n)
flush(p::AbstractPipe) = flush(pipe_writer(p))
function close(p::AbstractPipe)
    close(pipe_writer(p))
    close(pipe_reader(p))
end
isopen(p::AbstractPipe) = isopen(pipe_writer(p)) || isopen(pipe_reader(p))
