# file.jl — Julia 1.7's file-system operations: stat tests (isfile, isdir, ispath, islink),
# rm, mkdir, mkpath, cd, pwd, readdir, tempdir, tempname, mktempdir, touch, cp, mv, mtime.
# The system calls are in runtime/fs.c and return -errno; failures raise IOError with
# libuv's text ("unlink(\"x\"): no such file or directory (ENOENT)") as Julia does.
# Path-name manipulation (joinpath, dirname, ...) is in path.jl.

_fs_kind(path::AbstractString) = ccall(:rt_fs_kind, Int64, (Any, Int64), String(path), 0)
isfile(path::AbstractString) = _fs_kind(path) == 1
isdir(path::AbstractString) = _fs_kind(path) == 2
ispath(path::AbstractString) = _fs_kind(path) != 0
islink(path::AbstractString) = ccall(:rt_fs_kind, Int64, (Any, Int64), String(path), 1) == 4
filesize(path::AbstractString) = filesize(String(path))
filemode(path::AbstractString) = ccall(:rt_fs_mode, Int64, (Any,), String(path))

# stat(path) / lstat(path): Julia 1.7's StatStruct (zeros for a missing path); filesize,
# mtime, filemode, isfile... also take one
struct StatStruct
    device::UInt64    # st_dev
    inode::UInt64     # st_ino
    mode::UInt64      # file type and permission bits
    nlink::Int64      # hard links
    uid::UInt64       # owner
    gid::UInt64       # group
    rdev::UInt64      # device, for a special file
    size::Int64       # bytes
    blksize::Int64    # preferred I/O block size
    blocks::Int64     # 512-byte blocks allocated
    mtime::Float64    # modification time, seconds since the epoch
    ctime::Float64    # status change time
end
function _stat(path::AbstractString, follow::Int64, what::String)
    v = Vector{Int64}(undef, 12)
    rc = ccall(:rt_fs_stat, Int64, (Any, Int64, Any), String(path), follow, v)
    rc < 0 && _uv_error(string(what, "(", repr(String(path)), ")"), rc)
    u(i) = reinterpret(UInt64, v[i])
    f(i) = reinterpret(Float64, v[i])
    return StatStruct(u(1), u(2), u(3), v[4], u(5), u(6), u(7), v[8], v[9], v[10], f(11), f(12))
end
stat(path::AbstractString) = _stat(path, 1, "stat")
lstat(path::AbstractString) = _stat(path, 0, "lstat")
show(io::IO, st::StatStruct) =
    print(io, "StatStruct(mode=0o", string(st.mode, base = 8, pad = 6), ", size=", st.size, ")")
filesize(st::StatStruct) = st.size
mtime(st::StatStruct) = st.mtime
ctime(st::StatStruct) = st.ctime
mtime(path::AbstractString) = stat(path).mtime
ctime(path::AbstractString) = stat(path).ctime
filemode(st::StatStruct) = st.mode
isfile(st::StatStruct) = st.mode & 0xf000 == 0x8000
isdir(st::StatStruct) = st.mode & 0xf000 == 0x4000
islink(st::StatStruct) = st.mode & 0xf000 == 0xa000
ispath(st::StatStruct) = st.mode & 0xf000 != 0x0000
# samefile: two existing paths on one device with one inode (false when either is missing)
samefile(a::StatStruct, b::StatStruct) = a.device == b.device && a.inode == b.inode
function samefile(a::AbstractString, b::AbstractString)
    sa = stat(a)
    sb = stat(b)
    return ispath(sa) && ispath(sb) && samefile(sa, sb)
end

# chmod(path, mode; recursive): the permission bits, below a directory too when recursive
function chmod(path::AbstractString, mode::Integer; recursive::Bool = false)
    p = String(path)
    rc = ccall(:rt_fs_chmod, Int64, (Any, Int64), p, Int64(mode))
    rc < 0 && _uv_error(string("chmod(", repr(p), ", 0o", string(mode, base = 8), ")"), rc)
    if recursive && isdir(p)
        for name in readdir(p)
            chmod(joinpath(p, name), mode; recursive = true)
        end
    end
    return path
end

function pwd()
    r = ccall(:rt_fs_cwd, Any, ())
    r isa String && return r
    _uv_error("pwd()", r::Int64)
end
pwd(path::String, paths::String...) = joinpath(pwd(), path, paths...)

function cd(dir::AbstractString)
    rc = ccall(:rt_fs_chdir, Int64, (Any,), String(dir))
    rc < 0 && _uv_error(string("cd(", repr(String(dir)), ")"), rc)
    return nothing
end
homedir() = ccall(:rt_fs_homedir, Any, ())::String
cd() = cd(homedir())
function cd(f::Function, dir::AbstractString)
    old = pwd()
    try
        cd(dir)
        return f()
    finally
        cd(old)
    end
end
cd(f::Function) = cd(f, homedir())

function _checkmode(mode::Integer)
    (0 <= mode <= 511) || throw(ArgumentError("Mode must be between 0 and 511 = 0o777"))
    return mode
end

function mkdir(path::AbstractString; mode::Integer = 0o777)
    rc = ccall(:rt_fs_mkdir, Int64, (Any, Int64), String(path), Int64(_checkmode(mode)))
    rc < 0 && _uv_error(string("mkdir(", repr(String(path)), "; mode=0o", string(mode, base = 8), ")"), rc)
    return path
end

mkpath(path::AbstractString; mode::Integer = 0o777) = _mkpath(String(path), Int64(_checkmode(mode)))
function _mkpath(path::String, mode::Int64)
    isdirpath(path) && (path = dirname(path))
    dir = dirname(path)
    (path == dir || isdir(path)) && return path
    _mkpath(dir, mode)
    try
        mkdir(path, mode = mode)
    catch err
        # a failure is fine when the directory exists after all
        if !isa(err, IOError) || !isdir(path)
            rethrow()
        end
    end
    return path
end

function unlink(p::AbstractString)
    rc = ccall(:rt_fs_unlink, Int64, (Any,), String(p))
    rc < 0 && _uv_error(string("unlink(", repr(String(p)), ")"), rc)
    return nothing
end

# (the recursion goes through positional arguments: keyword calls that recurse compile slowly)
rm(path::AbstractString; force::Bool = false, recursive::Bool = false) = _rm(String(path), force, recursive)
function _rm(path::String, force::Bool, recursive::Bool)
    if islink(path) || !isdir(path)
        try
            unlink(path)
        catch err
            if force && isa(err, IOError) && err.code == -2
                return
            end
            rethrow()
        end
    else
        if recursive
            try
                for p in readdir(path)
                    _rm(joinpath(path, p), force, true)
                end
            catch err
                if !(force && isa(err, IOError) && err.code == -13)
                    rethrow(err)
                end
            end
        end
        rc = ccall(:rt_fs_rmdir, Int64, (Any,), path)
        rc < 0 && _uv_error(string("rm(", repr(path), ")"), rc)
        nothing
    end
end

function readdir(dir::AbstractString; join::Bool = false, sort::Bool = true)
    names = Vector{String}(undef, 0)
    rc = ccall(:rt_fs_readdir, Int64, (Any, Any), String(dir), names)
    rc < 0 && _uv_error(string("readdir(", repr(String(dir)), ")"), rc)
    sort && sort!(names)
    if join
        for i in 1:length(names)
            names[i] = joinpath(dir, names[i])
        end
    end
    return names
end

readdir(; join::Bool = false, sort::Bool = true) = readdir(join ? pwd() : "."; join = join, sort = sort)

tempdir() = ccall(:rt_fs_tempdir, Any, ())::String

const _TEMP_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
function _rand_filename(len::Int64)
    io = IOBuffer()
    for i in 1:len
        r = ccall(:rt_fs_random, Int64, ())
        print(io, _TEMP_CHARS[1 + r % 62])
    end
    return _takestring!(io)
end

# tempname: as glibc's tempnam(parent, "jl_") that Julia calls: "jl_" and six random
# characters, a name that does not exist yet
function tempname(parent::AbstractString = tempdir(); cleanup::Bool = true)
    isdir(parent) || throw(ArgumentError(string(repr(String(parent)), " is not a directory")))
    prefix = joinpath(parent, "jl_")
    while true
        filename = string(prefix, _rand_filename(6))
        ispath(filename) || return filename
    end
end

# a temporary path made with cleanup = true is removed when the process exits, as in Julia
_temp_cleanup_later(path::String) = atexit(() -> rm(path, force = true, recursive = true))

function mktempdir(parent::AbstractString = tempdir(); prefix::AbstractString = "jl_", cleanup::Bool = true)
    tpath = string(joinpath(parent, prefix), "XXXXXX")
    r = ccall(:rt_fs_mkdtemp, Any, (Any,), tpath)
    r isa String || _uv_error(string("mktempdir(", repr(String(parent)), ")"), r::Int64)
    cleanup && _temp_cleanup_later(r)
    return r
end
function mktempdir(fn::Function, parent::AbstractString = tempdir(); prefix::AbstractString = "jl_")
    tmpdir = mktempdir(parent; prefix = prefix)
    try
        return fn(tmpdir)
    finally
        ispath(tmpdir) && rm(tmpdir, recursive = true, force = true)
    end
end

function touch(path::AbstractString)
    rc = ccall(:rt_fs_touch, Int64, (Any,), String(path))
    rc < 0 && throw(SystemError(string("opening file ", repr(String(path))), -rc))
    return path
end

function _check_mv_cp(src::AbstractString, dst::AbstractString, txt::String, force::Bool)
    if ispath(dst)
        if force
            _rm(String(dst), true, true)
        else
            throw(ArgumentError(string("'", dst, "' exists. `force=true` is required to remove '",
                                       dst, "' before ", txt, ".")))
        end
    end
end

function sendfile(src::AbstractString, dst::AbstractString)
    rc = ccall(:rt_fs_copyfile, Int64, (Any, Any), String(src), String(dst))
    if rc <= -(1 << 20)
        _uv_error(string("open(", repr(String(dst)), ", 577, ", filemode(src), ")"), rc + (1 << 20))
    elseif rc < 0
        _uv_error(string("open(", repr(String(src)), ", 0, 0)"), rc)
    end
    return nothing
end

cptree(src::AbstractString, dst::AbstractString; force::Bool = false, follow_symlinks::Bool = false) =
    _cptree(String(src), String(dst), force)
function _cptree(src::String, dst::String, force::Bool)
    isdir(src) || throw(ArgumentError(string("'", src, "' is not a directory. Use `cp(src, dst)`")))
    _check_mv_cp(src, dst, "copying", force)
    mkdir(dst)
    for name in readdir(src)
        srcname = joinpath(src, name)
        if isdir(srcname)
            _cptree(srcname, joinpath(dst, name), force)
        else
            sendfile(srcname, joinpath(dst, name))
        end
    end
end

function cp(src::AbstractString, dst::AbstractString; force::Bool = false,
            follow_symlinks::Bool = false)
    _check_mv_cp(src, dst, "copying", force)
    if isdir(src)
        _cptree(String(src), String(dst), force)
    else
        sendfile(src, dst)
    end
    return dst
end

function rename(src::AbstractString, dst::AbstractString)
    rc = ccall(:rt_fs_rename, Int64, (Any, Any), String(src), String(dst))
    rc < 0 && _uv_error(string("rename(", repr(String(src)), ", ", repr(String(dst)), ")"), rc)
    return nothing
end

function mv(src::AbstractString, dst::AbstractString; force::Bool = false)
    _check_mv_cp(src, dst, "moving", force)
    rename(src, dst)
    return dst
end

# mktemp(parent): a new temporary file's path (its name taken atomically, mkstemp) and the
# file open for reading and writing
function mktemp(parent::AbstractString = tempdir(); cleanup::Bool = true)
    r = ccall(:rt_fs_mkstemp, Any, (Any,), string(joinpath(parent, "jl_"), "XXXXXX"))
    r isa String || _uv_error(string("mktemp(", repr(String(parent)), ")"), r::Int64)
    cleanup && _temp_cleanup_later(r)
    return (r, open(r, "r+"))
end
function mktemp(fn::Function, parent::AbstractString = tempdir())
    (path, io) = mktemp(parent)
    try
        return fn(path, io)
    finally
        close(io)
        rm(path, force = true)
    end
end

# walkdir(root): a Channel of (dir, subdirectories, files) for root and every directory
# below it, parents first (topdown) or last; a symbolic link counts as a file unless
# follow_symlinks. A directory that cannot be read goes to onerror.
function walkdir(root; topdown::Bool = true, follow_symlinks::Bool = false, onerror = throw)
    function walk(chnl, dir)
        content = try
            readdir(dir)
        catch err
            err isa SystemError || err isa IOError || rethrow()
            onerror(err)
            return nothing
        end
        dirs = String[]
        files = String[]
        for name in content
            path = joinpath(dir, name)
            ((!follow_symlinks && islink(path)) || !isdir(path)) ? push!(files, name) : push!(dirs, name)
        end
        topdown && put!(chnl, (dir, dirs, files))
        for d in dirs
            walk(chnl, joinpath(dir, d))
        end
        topdown || put!(chnl, (dir, dirs, files))
        return nothing
    end
    return Channel{Tuple{String,Vector{String},Vector{String}}}(chnl -> walk(chnl, root))
end
