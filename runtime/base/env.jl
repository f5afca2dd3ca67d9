# env.jl — ENV, the process environment as a dictionary of strings (Julia 1.7's
# base/env.jl): lookups read getenv, stores call setenv/unsetenv, iteration walks the C
# `environ` in its own order and splits each entry at its first '='. withenv runs a
# function under temporary settings.

struct EnvDict <: AbstractDict{String,String} end
const ENV = EnvDict()

function _getenv(k::AbstractString)
    p = ccall(:getenv, UInt64, (Cstring,), String(k))
    return p == 0 ? nothing : ccall(:rt_cstring, Any, (UInt64,), p)::String
end
_hasenv(k::AbstractString) = ccall(:getenv, UInt64, (Cstring,), String(k)) != 0
# SystemError("setenv", errno) after a failed call (a name that is empty or holds '=')
_env_error(op::String) =
    throw(SystemError(op, unsafe_load(ccall(:__errno_location, Ptr{Int32}, ()))))
function _setenv(k::AbstractString, v::AbstractString)
    ccall(:setenv, Int32, (Cstring, Cstring, Int32), String(k), String(v), 1) != 0 &&
        _env_error("setenv")
    return nothing
end
function _unsetenv(k::AbstractString)
    ccall(:unsetenv, Int32, (Cstring,), String(k)) != 0 && _env_error("unsetenv")
    return nothing
end

function getindex(::EnvDict, k::AbstractString)
    v = _getenv(k)
    v === nothing && throw(KeyError(k))
    return v
end
function get(::EnvDict, k::AbstractString, default)
    v = _getenv(k)
    return v === nothing ? default : v
end
function get(f::Function, ::EnvDict, k::AbstractString)
    v = _getenv(k)
    return v === nothing ? f() : v
end
haskey(::EnvDict, k::AbstractString) = _hasenv(k)
in(k::AbstractString, ::KeySet{EnvDict}) = _hasenv(k)
setindex!(::EnvDict, v, k::AbstractString) = (_setenv(k, string(v)); ENV)
delete!(::EnvDict, k::AbstractString) = (_unsetenv(k); ENV)
function pop!(::EnvDict, k::AbstractString)
    v = ENV[k]
    _unsetenv(k)
    return v
end
pop!(::EnvDict, k::AbstractString, default) = haskey(ENV, k) ? pop!(ENV, k) : default
push!(::EnvDict, kv::Pair{<:AbstractString}) = setindex!(ENV, kv.second, kv.first)

function iterate(::EnvDict, i::Int64 = 0)
    e = ccall(:rt_environ, Any, (Int64,), i)
    e === nothing && return nothing
    s = e::String
    m = findfirst('=', s)
    m === nothing && error("malformed environment entry: ", s)
    return (Pair{String,String}(s[1:prevind(s, m)], s[nextind(s, m):end]), i + 1)
end
length(::EnvDict) = ccall(:rt_environ_count, Int64, ())
isempty(e::EnvDict) = length(e) == 0
function copy(::EnvDict)
    d = Dict{String,String}()
    for p in ENV
        d[p.first] = p.second
    end
    return d
end
function show(io::IO, ::EnvDict)
    for p in ENV
        println(io, p.first, "=", p.second)
    end
end

withenv(f::Function) = f()
function withenv(f::Function, keyvals::Pair...)
    old = Dict{String,Any}()
    for kv in keyvals
        key = String(kv.first)
        old[key] = _getenv(key)
        kv.second === nothing ? _unsetenv(key) : _setenv(key, string(kv.second))
    end
    try
        return f()
    finally
        for (key, val) in old
            val === nothing ? _unsetenv(key) : _setenv(key, val::String)
        end
    end
end
