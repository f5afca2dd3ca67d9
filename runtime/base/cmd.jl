# cmd.jl — command objects as Julia 1.7 has them: the backtick literal (`@cmd`, whose
# text is split into words here, at macro-expansion time, with the shell's quoting rules
# and `$` interpolation), Cmd with its settings (ignorestatus, env, dir), the pipeline and
# `&` combinations, and how each prints. Running them is process.jl's.

abstract type AbstractCmd end

struct Cmd <: AbstractCmd
    exec::Vector{String}                # the program and its arguments
    ignorestatus::Bool                  # a non-zero exit is not an error
    flags::UInt32                       # libuv's process flags (detach: 1 << 3)
    env::Union{Vector{String},Nothing}  # "K=V" entries, or nothing for jolt's environment
    dir::String                         # working directory, "" for jolt's
    Cmd(exec::Vector{String}) = new(exec, false, 0x00000000, nothing, "")
    Cmd(cmd::Cmd, ignorestatus::Bool, flags::UInt32, env, dir::String) =
        new(cmd.exec, ignorestatus, flags, env, dir)
end

function Cmd(cmd::Cmd; ignorestatus::Bool = cmd.ignorestatus, env = cmd.env,
             dir::AbstractString = cmd.dir, detach::Bool = (cmd.flags & 0x00000008) != 0,
             windows_verbatim::Bool = false, windows_hide::Bool = false)
    flags = detach ? 0x00000008 : 0x00000000
    return Cmd(cmd, ignorestatus, flags, byteenv(env), dir == cmd.dir ? cmd.dir : cstr(dir))
end

hash(x::Cmd, h::UInt) = hash(x.exec, hash(x.env, hash(x.ignorestatus, hash(x.dir, hash(x.flags, h)))))
==(x::Cmd, y::Cmd) = x.exec == y.exec && x.env == y.env && x.ignorestatus == y.ignorestatus &&
                     x.dir == y.dir && x.flags == y.flags

# a | b (stdout into stdin), a's stderr into b, and a & b (both at once)
struct OrCmds <: AbstractCmd
    a::AbstractCmd   # the writer
    b::AbstractCmd   # the reader
end
struct ErrOrCmds <: AbstractCmd
    a::AbstractCmd   # whose stderr is piped
    b::AbstractCmd   # the reader
end
struct AndCmds <: AbstractCmd
    a::AbstractCmd   # run together with b
    b::AbstractCmd
end
==(x::AndCmds, y::AndCmds) = x.a == y.a && x.b == y.b

# a file named as a command's stream
struct FileRedirect
    filename::String   # the path
    append::Bool       # for output: append instead of truncating
end
FileRedirect(f::AbstractString, append::Bool) = FileRedirect(String(f), append)

const Redirectable = Union{IO,FileRedirect}

# one stream of a command redirected to a file or stream
struct CmdRedirect <: AbstractCmd
    cmd::AbstractCmd        # the command
    handle::Redirectable    # where the stream goes or comes from
    stream_no::Int          # 0 stdin, 1 stdout, 2 stderr
    readable::Bool          # the child reads from handle (stdin)
end
CmdRedirect(cmd, handle, stream_no::Int) = CmdRedirect(cmd, handle, stream_no, stream_no == 0)

# ---------------------------------------------------------------- settings
function cstr(s)
    '\0' in s && throw(ArgumentError("strings containing NUL cannot be passed to spawned processes"))
    return String(s)
end

byteenv(env::Nothing) = nothing
byteenv(env::AbstractArray{<:AbstractString}) = String[cstr(x) for x in env]
byteenv(env::AbstractDict) = String[cstr(string(k, "=", v)) for (k, v) in env]
function byteenv(env::Union{AbstractVector{<:Pair},Tuple{Vararg{Pair}}})
    return String[cstr(string(p.first, "=", p.second)) for p in env]
end

ignorestatus(cmd::Cmd) = Cmd(cmd, ignorestatus = true)
ignorestatus(cmd::OrCmds) = OrCmds(ignorestatus(cmd.a), ignorestatus(cmd.b))
ignorestatus(cmd::AndCmds) = AndCmds(ignorestatus(cmd.a), ignorestatus(cmd.b))
detach(cmd::Cmd) = Cmd(cmd; detach = true)

setenv(cmd::Cmd, env; dir = cmd.dir) = Cmd(cmd; env = byteenv(env), dir = dir)
setenv(cmd::Cmd, env::Pair{<:AbstractString}...; dir = cmd.dir) = setenv(cmd, env; dir = dir)
setenv(cmd::Cmd; dir = cmd.dir) = Cmd(cmd; dir = dir)

function _splitenv(e::String)
    i = findnext('=', e, 2)
    i === nothing && throw(ArgumentError("malformed environment entry"))
    return e[1:prevind(e, i)], e[nextind(e, i):end]
end

function addenv(cmd::Cmd, env::AbstractDict; inherit::Bool = true)
    new_env = Dict{String,String}()
    if cmd.env === nothing
        inherit && merge!(new_env, ENV)
    else
        for e in cmd.env
            k, v = _splitenv(e)
            new_env[k] = v
        end
    end
    for (k, v) in env
        if v === nothing
            delete!(new_env, string(k))
        else
            new_env[string(k)] = string(v)
        end
    end
    return setenv(cmd, new_env)
end
addenv(cmd::Cmd, pairs::Pair{<:AbstractString}...; inherit::Bool = true) =
    addenv(cmd, Dict{String,Any}(pairs...); inherit = inherit)
function addenv(cmd::Cmd, env::Vector{<:AbstractString}; inherit::Bool = true)
    d = Dict{String,Any}()
    for e in env
        k, v = _splitenv(String(e))
        d[k] = v
    end
    return addenv(cmd, d; inherit = inherit)
end

# a Cmd reads as the vector of its words
length(cmd::Cmd) = length(cmd.exec)
firstindex(cmd::Cmd) = 1
lastindex(cmd::Cmd) = length(cmd.exec)
keys(cmd::Cmd) = keys(cmd.exec)
first(cmd::Cmd) = first(cmd.exec)
last(cmd::Cmd) = last(cmd.exec)
iterate(cmd::Cmd) = iterate(cmd.exec)
iterate(cmd::Cmd, i) = iterate(cmd.exec, i)
getindex(cmd::Cmd, i) = getindex(cmd.exec, i)
eltype(::Type{Cmd}) = String

# ---------------------------------------------------------------- pipelines
(&)(left::AbstractCmd, right::AbstractCmd) = AndCmds(left, right)

_redir_in(src, cmd::AbstractCmd) = CmdRedirect(cmd, src isa AbstractString ? FileRedirect(src, false) : src, 0)
_redir_out(cmd::AbstractCmd, dest::AbstractCmd, append::Bool) = OrCmds(cmd, dest)
_redir_out(cmd::AbstractCmd, dest, append::Bool) =
    CmdRedirect(cmd, dest isa AbstractString ? FileRedirect(dest, append) : dest, 1)
_redir_err(cmd::AbstractCmd, dest::AbstractCmd, append::Bool) = ErrOrCmds(cmd, dest)
_redir_err(cmd::AbstractCmd, dest, append::Bool) =
    CmdRedirect(cmd, dest isa AbstractString ? FileRedirect(dest, append) : dest, 2)

function pipeline(cmd::AbstractCmd; stdin = nothing, stdout = nothing, stderr = nothing,
                  append::Bool = false)
    if append && stdout === nothing && stderr === nothing
        throw(ArgumentError("append set to true, but no output redirections specified"))
    end
    stdin === nothing || (cmd = _redir_in(stdin, cmd))
    stdout === nothing || (cmd = _redir_out(cmd, stdout, append))
    stderr === nothing || (cmd = _redir_err(cmd, stderr, append))
    return cmd
end
pipeline(cmd::AbstractCmd, dest) = pipeline(cmd, stdout = dest)
pipeline(src::Union{Redirectable,AbstractString}, cmd::AbstractCmd) = pipeline(cmd, stdin = src)
pipeline(a, b, c, d...) = pipeline(pipeline(a, b), c, d...)

# ---------------------------------------------------------------- printing
const shell_special = "#{}()[]<>|&*?~;"

# a word as the shell would need it: bare, in single quotes, or in double quotes
function print_shell_word(io::IO, word::AbstractString, special::AbstractString = "")
    has_single = false
    has_special = false
    for c in word
        if isspace(c) || c == '\\' || c == '\'' || c == '"' || c == '$' || c in special
            has_special = true
            c == '\'' && (has_single = true)
        end
    end
    if isempty(word)
        print(io, "''")
    elseif !has_special
        print(io, word)
    elseif !has_single
        print(io, '\'', word, '\'')
    else
        print(io, '"')
        for c in word
            (c == '"' || c == '$') && print(io, '\\')
            print(io, c)
        end
        print(io, '"')
    end
    return nothing
end

function shell_escape(args::AbstractString...; special::AbstractString = "")
    io = IOBuffer()
    for (k, a) in enumerate(args)
        k > 1 && print(io, ' ')
        print_shell_word(io, a, special)
    end
    return String(take!(io))
end
shell_escape(cmd::Cmd; special::AbstractString = "") = shell_escape(cmd.exec...; special = special)

function show(io::IO, cmd::Cmd)
    print_env = cmd.env !== nothing
    print_dir = !isempty(cmd.dir)
    (print_env || print_dir) && print(io, "setenv(")
    print(io, '`')
    for (k, arg) in enumerate(cmd.exec)
        k > 1 && print(io, ' ')
        print(io, replace(sprint(print_shell_word, arg, shell_special), '`' => "\\`"))
    end
    print(io, '`')
    print_env && (print(io, ","); show(io, cmd.env))
    print_dir && (print(io, "; dir="); show(io, cmd.dir))
    (print_dir || print_env) && print(io, ")")
    return nothing
end

function show(io::IO, cmds::Union{OrCmds,ErrOrCmds})
    print(io, "pipeline(")
    show(io, cmds.a)
    print(io, ", ", cmds isa ErrOrCmds ? "stderr=" : "stdout=")
    show(io, cmds.b)
    print(io, ")")
end

function show(io::IO, cmds::AndCmds)
    show(io, cmds.a)
    print(io, " & ")
    show(io, cmds.b)
end

function show(io::IO, cr::CmdRedirect)
    print(io, "pipeline(")
    show(io, cr.cmd)
    print(io, ", ", cr.stream_no == 1 ? "stdout" : cr.stream_no == 2 ? "stderr" : "stdin")
    print(io, cr.readable ? "<" : ">")
    show(io, cr.handle)
    print(io, ")")
end
