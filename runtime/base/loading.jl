# loading.jl — where `using Foo` / `import Foo` find Foo, as Julia 1.7's base/loading.jl
# and base/initdefs.jl describe it: the environments of LOAD_PATH ("@" the active project,
# "@v#.#" the default environment in the first depot that has it, "@stdlib" the standard
# libraries, any other entry a directory or a project file), a project's Project.toml
# (its own `name`, its `[deps]`) and the Manifest.toml beside it (a dependency's `path`, or
# its `git-tree-sha1` naming a version under a depot's packages/Name/slug), and a directory
# without a project (an implicit environment: Foo.jl, Foo/src/Foo.jl, Foo.jl/src/Foo.jl).
#
# The driver (jit/require.c) asks `_require_path` for the file of a package that is not
# loaded yet, runs it in `__toplevel__` (where the modules it defines stay bound, one per
# package: the registry of loaded packages), then `_register_package` notes its path for
# `pathof`. LOAD_PATH, DEPOT_PATH and the active project are set at each start by the
# runtime (rt_loadpath_init) from JULIA_LOAD_PATH, JULIA_DEPOT_PATH, JULIA_PROJECT and
# --project, as Julia's __init__ does.

const LOAD_PATH = String[]
const DEPOT_PATH = String[]
# --project or JULIA_PROJECT as given ("@." is resolved from the working directory)
const ACTIVE_PROJECT = Ref{Union{Nothing,String}}(nothing)

# the module Julia evaluates a package's file in; a package's module stays bound here
module __toplevel__ end

const project_names = ("JuliaProject.toml", "Project.toml")
const manifest_names = ("JuliaManifest.toml", "Manifest.toml")

# root module => the file it was loaded from
const _package_paths = IdDict{Module,String}()

# The first of the files names in directory dir that exists, or nothing.
function _first_file_in(dir::AbstractString, names)
    for name in names
        f = joinpath(dir, name)
        isfile(f) && return f
    end
    return nothing
end

# The project file in directory dir, or nothing.
_project_file_in(dir::AbstractString) = _first_file_in(dir, project_names)

"""
    Base.current_project(dir=pwd())

The project file of the nearest directory at or above `dir` that has one, or `nothing`.
"""
function current_project(dir::AbstractString=pwd())
    home = homedir()
    d = abspath(dir)
    while true
        f = _project_file_in(d)
        f === nothing || return f
        d == home && return nothing
        parent = dirname(d)
        parent == d && return nothing
        d = parent
    end
end

# An "@name" entry of LOAD_PATH or of --project: the first depot whose environments/name
# exists, else the place it would be in the first depot ("#" stands for the version).
function _named_environment(name::AbstractString)
    name = replace(name, "#" => string(VERSION.major), count=1)
    name = replace(name, "#" => string(VERSION.minor), count=1)
    name = replace(name, "#" => string(VERSION.patch), count=1)
    for depot in DEPOT_PATH
        dir = joinpath(depot, "environments", name)
        isdir(dir) || continue
        f = _project_file_in(dir)
        return f === nothing ? dir : f
    end
    isempty(DEPOT_PATH) && return nothing
    return joinpath(abspath(DEPOT_PATH[1]), "environments", name, "Project.toml")
end

# One LOAD_PATH entry as an environment: a project file, a directory, or nothing.
function load_path_expand(env::AbstractString)
    if startswith(env, '@')
        env == "@" && return active_project(false)
        env == "@." && return current_project()
        env == "@stdlib" && return Sys.STDLIB
        return _named_environment(env[2:end])
    end
    env = abspath(expanduser(env))
    if isdir(env)
        f = _project_file_in(env)
        return f === nothing ? env : f
    end
    return env
end

"""
    Base.active_project()

The path of the active project file: --project, JULIA_PROJECT, or the first environment
of LOAD_PATH that exists.
"""
function active_project(search_load_path::Bool=true)
    p = ACTIVE_PROJECT[]
    if p !== nothing
        proj = startswith(p, '@') ? _named_environment(p[2:end]) : p
        if proj !== nothing
            isdir(proj) || return proj
            f = _project_file_in(proj)
            return f === nothing ? joinpath(proj, "Project.toml") : f
        end
    end
    search_load_path || return nothing
    for entry in LOAD_PATH
        entry == "@" && continue
        env = load_path_expand(entry)
        env === nothing && continue
        isfile(env) && return env
        isdir(env) || return env
    end
    return nothing
end

"""
    Base.load_path()

The environments of LOAD_PATH that exist, expanded to project files and directories.
"""
function load_path()
    envs = String[]
    for entry in LOAD_PATH
        env = load_path_expand(entry)
        env === nothing && continue
        (isfile(env) || isdir(env)) || continue
        env in envs || push!(envs, env)
    end
    return envs
end

# The entry file of a package whose directory is dir.
_entry_path(dir::AbstractString, name::AbstractString) = joinpath(dir, "src", string(name, ".jl"))

# A directory environment: Foo.jl, Foo/src/Foo.jl or Foo.jl/src/Foo.jl.
function _implicit_entry(dir::AbstractString, name::AbstractString)
    f = joinpath(dir, string(name, ".jl"))
    isfile(f) && return f
    for sub in (name, string(name, ".jl"))
        f = _entry_path(joinpath(dir, sub), name)
        isfile(f) && return f
    end
    return nothing
end

# CRC-32C (Castagnoli) of bytes, continuing from crc, as the slugs of package versions use.
function _crc32c(bytes, crc::UInt32=0x00000000)
    c = ~crc
    for b in bytes
        c ⊻= UInt32(b)
        for _ in 1:8
            c = (c >> 1) ⊻ (0x82f63b78 & (-(c & 0x00000001)))
        end
    end
    return ~c
end

# The directory name of a version: base-62 digits of the CRC of the UUID and tree hash.
function _version_slug(uuid::AbstractString, sha::AbstractString)
    u = parse(UInt128, replace(uuid, "-" => ""), base=16)
    ubytes = [UInt8((u >> (8 * i)) & 0xff) for i in 0:15]
    sbytes = [parse(UInt8, sha[i:i+1], base=16) for i in 1:2:length(sha)]
    crc = _crc32c(sbytes, _crc32c(ubytes))
    chars = String(['A':'Z'; 'a':'z'; '0':'9'])
    out = IOBuffer()
    for _ in 1:5
        crc, d = divrem(crc, UInt32(62))
        write(out, chars[1 + d])
    end
    return String(take!(out))
end

_toml_file(path::AbstractString) = TOML.parsefile(path)

# The manifest beside a project file, or nothing.
_manifest_for(project_file::AbstractString) = _first_file_in(dirname(project_file), manifest_names)

# The manifest's entries for name (both the 1.6 format, a table of names, and format 2.0,
# whose entries are under [deps]).
function _manifest_entries(manifest::Dict, name::AbstractString)
    deps = haskey(manifest, "manifest_format") ? get(manifest, "deps", Dict{String,Any}()) : manifest
    entries = get(deps, name, nothing)
    entries isa Vector || return Any[]
    return entries
end

# Where the package name with uuid is, by the manifest's entry: its `path`, a version in a
# depot, or a standard library; nothing when the manifest does not say.
function _manifest_entry_path(manifest_file::AbstractString, name::AbstractString, uuid)
    manifest = _toml_file(manifest_file)
    for entry in _manifest_entries(manifest, name)
        entry isa Dict || continue
        uuid === nothing || get(entry, "uuid", nothing) == uuid || continue
        path = get(entry, "path", nothing)
        path isa String && return _entry_path(normpath(dirname(manifest_file), path), name)
        sha = get(entry, "git-tree-sha1", nothing)
        if sha isa String && uuid isa String
            slug = _version_slug(uuid, sha)
            for depot in DEPOT_PATH
                f = _entry_path(joinpath(depot, "packages", name, slug), name)
                isfile(f) && return f
            end
            return nothing
        end
        return _implicit_entry(Sys.STDLIB, name)
    end
    return nothing
end

# The file of package name in one environment, or nothing.
function _env_entry(env::AbstractString, name::AbstractString)
    isdir(env) && return _implicit_entry(env, name)
    isfile(env) || return nothing
    project = _toml_file(env)
    if get(project, "name", nothing) == name
        f = _entry_path(dirname(env), name)
        return isfile(f) ? f : nothing
    end
    deps = get(project, "deps", nothing)
    deps isa Dict && haskey(deps, name) || return nothing
    manifest = _manifest_for(env)
    manifest === nothing && return nothing
    return _manifest_entry_path(manifest, name, deps[name])
end

"""
    Base.find_package(name::String)

The path of the entry file of package `name` in the environments of LOAD_PATH, or
`nothing`.
"""
function find_package(name::AbstractString)
    for env in load_path()
        f = _env_entry(env, name)
        f === nothing || return f
    end
    return nothing
end

# The driver's question for `using name` seen from module into: the file to load, or
# Julia's ArgumentError when no environment has it.
function _require_path(into::Module, name::Symbol)
    f = find_package(String(name))
    f === nothing || return f
    throw(ArgumentError("""
        Package $name not found in current path:
        - Run `import Pkg; Pkg.add($(repr(String(name))))` to install the $name package.
        """))
end

_register_package(m::Module, path::String) = (_package_paths[m] = path; nothing)

"""
    pathof(m::Module)

The path of the file package `m` was loaded from, or `nothing`.
"""
pathof(m::Module) = get(_package_paths, m, nothing)

"""
    pkgdir(m::Module, paths...)

The root directory of the package `m` belongs to (joined with `paths`), or `nothing`.
"""
function pkgdir(m::Module, paths::String...)
    while parentmodule(m) !== m
        m = parentmodule(m)
    end
    p = pathof(m)
    p === nothing && return nothing
    return joinpath(dirname(dirname(p)), paths...)
end

const DEFAULT_LOAD_PATH = ["@", "@v#.#", "@stdlib"]

# JULIA_LOAD_PATH's entries: an empty one stands for the default entries, "@." for the
# project of the working directory.
function _parse_load_path(str::AbstractString)
    envs = String[]
    isempty(str) && return envs
    for env in split(str, ':')
        if isempty(env)
            for d in DEFAULT_LOAD_PATH
                d in envs || push!(envs, d)
            end
        else
            if env == "@."
                p = current_project()
                p === nothing && continue
                env = p
            end
            env = expanduser(env)
            env in envs || push!(envs, env)
        end
    end
    return envs
end

# At each start (the driver calls it, as Julia's __init__ calls init_depot_path,
# init_load_path and init_active_project): DEPOT_PATH, LOAD_PATH and the active project
# (`project`: --project's value, or nothing to read JULIA_PROJECT); stdlib is "@stdlib".
function __init_load_path__(project::Union{Nothing,String}, stdlib::String)
    Sys._set_stdlib(stdlib)
    empty!(DEPOT_PATH)
    depots = get(ENV, "JULIA_DEPOT_PATH", nothing)
    if depots === nothing
        push!(DEPOT_PATH, joinpath(homedir(), ".julia"))
        push!(DEPOT_PATH, abspath(Sys.BINDIR, "..", "local", "share", "julia"))
        push!(DEPOT_PATH, abspath(Sys.BINDIR, "..", "share", "julia"))
    elseif !isempty(depots)
        for d in split(depots, ':')
            push!(DEPOT_PATH, expanduser(d))
        end
    end
    empty!(LOAD_PATH)
    lp = get(ENV, "JULIA_LOAD_PATH", nothing)
    append!(LOAD_PATH, lp === nothing ? DEFAULT_LOAD_PATH : _parse_load_path(lp))
    project === nothing && (project = get(ENV, "JULIA_PROJECT", nothing))
    ACTIVE_PROJECT[] = project === nothing || project == "" ? nothing :
                       project == "@." ? current_project() : abspath(expanduser(project))
    empty!(_package_paths)
    return nothing
end
