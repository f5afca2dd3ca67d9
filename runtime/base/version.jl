# version.jl — VersionNumber (semantic versions: major.minor.patch, then -prerelease and
# +build identifiers), the v"..." literal and VERSION, as Julia 1.7's base/version.jl
# defines them: fields are UInt32, identifiers are UInt64 when all digits else String,
# a prerelease sorts before its release.

const VInt = UInt32
struct VersionNumber
    major::VInt                                  # X of X.Y.Z
    minor::VInt                                  # Y
    patch::VInt                                  # Z
    prerelease::Tuple{Vararg{Union{UInt64,String}}} # identifiers after '-'
    build::Tuple{Vararg{Union{UInt64,String}}}      # identifiers after '+'
end

function VersionNumber(major::Integer, minor::Integer = 0, patch::Integer = 0,
                       pre::Tuple = (), bld::Tuple = ())
    major < 0 && throw(ArgumentError(string("invalid negative major version: ", major)))
    minor < 0 && throw(ArgumentError(string("invalid negative minor version: ", minor)))
    patch < 0 && throw(ArgumentError(string("invalid negative patch version: ", patch)))
    return VersionNumber(VInt(major), VInt(minor), VInt(patch),
                         _version_idents(pre, "prerelease"), _version_idents(bld, "build"))
end
function _version_idents(t::Tuple, what::String)
    out = Union{UInt64,String}[]
    for x in t
        if x isa Integer
            x < 0 && throw(ArgumentError(string("invalid negative ", what, " component: ", x)))
            push!(out, UInt64(x))
        else
            push!(out, String(x))
        end
    end
    return Tuple(out)
end

_isvident(c::Char) = ('0' <= c <= '9') || ('a' <= c <= 'z') || ('A' <= c <= 'Z') || c == '-'
function _parse_idents(s::AbstractString, v::AbstractString)
    out = Union{UInt64,String}[]
    isempty(s) && return Tuple(out)
    for part in split(s, '.')
        (isempty(part) || !all(_isvident, part)) &&
            throw(ArgumentError(string("invalid version string: ", v)))
        push!(out, all(isdigit, part) ? parse(UInt64, part) : String(part))
    end
    return Tuple(out)
end
# (the text before the first c, the text after it or "")
function _split_first(s::AbstractString, c::Char)
    p = findfirst(c, s)
    return p === nothing ? (s, "") : (SubString(s, 1, p - 1), SubString(s, p + 1))
end
function VersionNumber(v::AbstractString)
    s = strip(v)
    startswith(s, 'v') && (s = SubString(s, 2))
    s, bld = _split_first(s, '+')
    s, pre = _split_first(s, '-')
    parts = split(s, '.')
    (length(parts) > 3 || any(x -> isempty(x) || !all(isdigit, x), parts)) &&
        throw(ArgumentError(string("invalid version string: ", v)))
    nums = [parse(Int64, x) for x in parts]
    return VersionNumber(nums[1], length(nums) > 1 ? nums[2] : 0,
                         length(nums) > 2 ? nums[3] : 0,
                         _parse_idents(pre, v), _parse_idents(bld, v))
end
VersionNumber(v::VersionNumber) = v
convert(::Type{VersionNumber}, v::AbstractString) = VersionNumber(v)

macro v_str(v)
    return VersionNumber(v)
end

function print(io::IO, v::VersionNumber)
    print(io, Int64(v.major), '.', Int64(v.minor), '.', Int64(v.patch))
    if !isempty(v.prerelease)
        print(io, '-')
        join(io, v.prerelease, '.')
    end
    if !isempty(v.build)
        print(io, '+')
        join(io, v.build, '.')
    end
    return nothing
end
show(io::IO, v::VersionNumber) = (print(io, "v\""); print(io, v); print(io, '"'))

# identifiers compare numbers below strings, numbers by value, strings by bytes
_ident_cmp(a::UInt64, b::UInt64) = cmp(a, b)
_ident_cmp(a::UInt64, b::String) = -1
_ident_cmp(a::String, b::UInt64) = 1
_ident_cmp(a::String, b::String) = cmp(a, b)
function _ident_cmp(A::Tuple, B::Tuple)
    for i in 1:min(length(A), length(B))
        c = _ident_cmp(A[i], B[i])
        c != 0 && return c
    end
    return cmp(length(A), length(B))
end

==(a::VersionNumber, b::VersionNumber) =
    a.major == b.major && a.minor == b.minor && a.patch == b.patch &&
    _ident_cmp(a.prerelease, b.prerelease) == 0 && _ident_cmp(a.build, b.build) == 0
function isless(a::VersionNumber, b::VersionNumber)
    a.major != b.major && return a.major < b.major
    a.minor != b.minor && return a.minor < b.minor
    a.patch != b.patch && return a.patch < b.patch
    (!isempty(a.prerelease) && isempty(b.prerelease)) && return true
    (isempty(a.prerelease) && !isempty(b.prerelease)) && return false
    c = _ident_cmp(a.prerelease, b.prerelease)
    c != 0 && return c < 0
    (!isempty(a.build) && isempty(b.build)) && return false
    (isempty(a.build) && !isempty(b.build)) && return true
    return _ident_cmp(a.build, b.build) < 0
end
function hash(v::VersionNumber, h::UInt64)
    h += 0x8ff4ffdb75f9fede
    h = hash(v.major, h)
    h = hash(v.minor, h)
    h = hash(v.patch, h)
    h = hash(v.prerelease, ~h)
    return hash(v.build, h)
end

thispatch(v::VersionNumber) = VersionNumber(v.major, v.minor, v.patch)
thisminor(v::VersionNumber) = VersionNumber(v.major, v.minor, 0)
thismajor(v::VersionNumber) = VersionNumber(v.major, 0, 0)
nextpatch(v::VersionNumber) = v < thispatch(v) ? thispatch(v) : VersionNumber(v.major, v.minor, v.patch + 1)
nextminor(v::VersionNumber) = v < thisminor(v) ? thisminor(v) : VersionNumber(v.major, v.minor + 1, 0)
nextmajor(v::VersionNumber) = v < thismajor(v) ? thismajor(v) : VersionNumber(v.major + 1, 0, 0)

# the Julia release jolt follows
const VERSION = Core._splatnew(VersionNumber, (0x00000001, 0x00000007, 0x00000003, (), ()))   # (built as is: no code compiled at start-up)
