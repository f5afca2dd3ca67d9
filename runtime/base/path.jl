# path.jl — Julia 1.7's path-name functions on Unix (base/path.jl): joinpath, splitdir,
# dirname, basename, splitext, isabspath, isdirpath, normpath, abspath, expanduser.
# Pure string work on bytes ('/' and '.' are ASCII, so byte positions are safe).

isabspath(path::AbstractString) = startswith(String(path), '/')

# the path ends with "/", "/." or "/.." or is "", "." or ".." (Julia: r"(?:^|/)\.{0,2}$")
function isdirpath(path::AbstractString)
    s = String(path)
    n = sizeof(s)
    k = 0
    while k < 2 && n - k >= 1 && _pbyte(s, n - k) == 0x2e
        k += 1
    end
    return n - k == 0 || _pbyte(s, n - k) == 0x2f
end

function joinpath(path::AbstractString, paths::AbstractString...)
    p = String(path)
    for q in paths
        qs = String(q)
        if isabspath(qs)
            p = qs
        elseif isempty(p) || endswith(p, '/')
            p = string(p, qs)
        else
            p = string(p, "/", qs)
        end
    end
    return p
end
joinpath(parts::Union{Tuple,Vector}) = joinpath(parts...)

# splitdir: (directory, last component); the slashes between them are dropped, except that
# a path whose directory is only slashes keeps one ("/" for "/a")
function splitdir(path::AbstractString)
    s = String(path)
    n = sizeof(s)
    last = 0                       # byte index of the last '/'
    for i in n:-1:1
        if _pbyte(s, i) == 0x2f
            last = i
            break
        end
    end
    last == 0 && return ("", s)
    first = last                   # start of the run of slashes ending at last
    while first > 1 && _pbyte(s, first - 1) == 0x2f
        first -= 1
    end
    dir = first == 1 ? "/" : _byte_substr(s, 1, first - 1)
    return (dir, _byte_substr(s, last + 1, n))
end
dirname(path::AbstractString) = splitdir(path)[1]
basename(path::AbstractString) = splitdir(path)[2]
# every component from the root down ("/" first for an absolute path; trailing slashes
# add nothing; "" for the empty path)
function splitpath(path::AbstractString)
    p = String(path)
    out = String[]
    isempty(p) && push!(out, p)
    while !isempty(p)
        dir, base = splitdir(p)
        if dir == p
            pushfirst!(out, dir)   # the root
            break
        end
        isempty(base) || pushfirst!(out, base)
        p = dir
    end
    return out
end

# splitext: the extension is the last ".xxx" of the last component, unless that dot is the
# component's first character
function splitext(path::AbstractString)
    s = String(path)
    n = sizeof(s)
    start = 1
    for i in n:-1:1
        if _pbyte(s, i) == 0x2f
            start = i + 1
            break
        end
    end
    for i in n:-1:start + 1
        if _pbyte(s, i) == 0x2e
            return (_byte_substr(s, 1, i - 1), _byte_substr(s, i, n))
        end
    end
    return (s, "")
end

_pbyte(s::String, i::Int64) = ccall(:rt_fs_byte, UInt8, (Any, Int64), s, i)
function _byte_substr(s::String, i::Int64, j::Int64)
    j < i && return ""
    return ccall(:rt_fs_substr, Any, (Any, Int64, Int64), s, i, j)::String
end

function normpath(path::AbstractString)
    s = String(path)
    isabs = isabspath(s)
    isdir = isdirpath(s)
    parts = Vector{String}(undef, 0)
    for p in split(s, '/')
        q = String(p)
        (isempty(q) || q == ".") && continue
        push!(parts, q)
    end
    while true
        clean = true
        for j in 1:length(parts) - 1
            if parts[j] != ".." && parts[j + 1] == ".."
                deleteat!(parts, j)
                deleteat!(parts, j)
                clean = false
                break
            end
        end
        clean && break
    end
    if isabs
        while !isempty(parts) && parts[1] == ".."
            deleteat!(parts, 1)
        end
    elseif isempty(parts)
        push!(parts, ".")
    end
    p = join(parts, "/")
    isabs && (p = string("/", p))
    if isdir && !isdirpath(p)
        p = string(p, "/")
    end
    return p
end
normpath(a::AbstractString, b::AbstractString...) = normpath(joinpath(a, b...))

abspath(a::AbstractString) = normpath(isabspath(a) ? String(a) : joinpath(pwd(), a))
abspath(a::AbstractString, b::AbstractString...) = abspath(joinpath(a, b...))

# relpath(path, start): path relative to start, both made absolute and compared component
# by component; ".." climbs out of start's remaining components
function relpath(path::AbstractString, startpath::AbstractString = ".")
    isempty(path) && throw(ArgumentError("`path` must be specified"))
    isempty(startpath) && throw(ArgumentError("`startpath` must be specified"))
    path == startpath && return "."
    pa = split(abspath(path), r"/+")
    sa = split(abspath(startpath), r"/+")
    i = 0
    while i < min(length(pa), length(sa))
        i += 1
        if pa[i] != sa[i]
            i -= 1
            break
        end
    end
    plast = something(findlast(x -> !isempty(x), pa), 0)
    slast = something(findlast(x -> !isempty(x), sa), 0)
    pathpart = join(pa[i+1:plast], "/")
    up = slast - i - 1
    if up >= 0
        rel = "../"^up * ".." * (isempty(pathpart) ? "" : "/" * pathpart)
    else
        rel = pathpart
    end
    return isempty(rel) ? "." : rel
end

function expanduser(path::AbstractString)
    s = String(path)
    (isempty(s) || !startswith(s, '~')) && return s
    sizeof(s) > 1 && _pbyte(s, 2) != 0x2f &&
        throw(ArgumentError("~user tilde expansion not yet implemented"))
    return string(homedir(), _byte_substr(s, 2, sizeof(s)))
end
