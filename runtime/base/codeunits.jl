# codeunits.jl — codeunits(s): a string's bytes as a read-only vector (Base.CodeUnits), and
# byte-string literals b"...", which are such vectors over the unescaped text (as Julia's
# @b_str). Vector{UInt8}(s) copies the bytes out.
struct CodeUnits{T,S<:AbstractString} <: DenseArray{T,1}
    s::S   # the string whose code units these are
end
codeunits(s::String) = CodeUnits{UInt8,String}(s)
codeunits(s::SubString{String}) = CodeUnits{UInt8,SubString{String}}(s)
size(x::CodeUnits) = (ncodeunits(x.s),)
length(x::CodeUnits) = ncodeunits(x.s)
getindex(x::CodeUnits, i::Int64) = codeunit(x.s, i)
IndexStyle(::Type{<:CodeUnits}) = IndexLinear()
iterate(x::CodeUnits, i::Int64 = 1) = i > ncodeunits(x.s) ? nothing : (codeunit(x.s, i), i + 1)
String(x::CodeUnits{UInt8,String}) = x.s
write(io::IO, x::CodeUnits) = write(io, x.s)
IOBuffer(x::CodeUnits{UInt8,String}) = IOBuffer(x.s)
_bytes_literal(s::String) = codeunits(unescape_string(s))
function (::Type{Vector{UInt8}})(s::Union{String,SubString{String}})
    n = ncodeunits(s)
    v = Vector{UInt8}(undef, n)
    for i in 1:n
        @inbounds v[i] = codeunit(s, i)
    end
    return v
end
Vector{UInt8}(x::CodeUnits) = Vector{UInt8}(x.s)
# append!(v, codeunits(s)): the string's bytes copied at once (array.jl grew v for them;
# memcpy is declared as everywhere else: an executable has one declaration per C function)
_append_items!(a::Vector{UInt8}, m::Int64, x::CodeUnits{UInt8,String}, n::Int64) =
    _copy_bytes(pointer(a, m + 1), pointer(x.s), n)
_append_items!(a::Vector{UInt8}, m::Int64, x::CodeUnits{UInt8,SubString{String}}, n::Int64) =
    _copy_bytes(pointer(a, m + 1), pointer(x.s.string, x.s.offset + 1), n)
_copy_bytes(dst::Ptr{UInt8}, src::Ptr{UInt8}, n::Int64) =
    ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt8}, Ptr{UInt8}, UInt64), dst, src, n % UInt64)
Array{UInt8}(s::Union{String,SubString{String},CodeUnits}) = Vector{UInt8}(s)

# ---------------------------------------------------------------- transcode
# transcode(T, src): UTF-8 <-> UTF-16 (UInt16) / UTF-32 (UInt32) code units; String means
# UTF-8 text. Same-encoding input comes back as it is (as Julia).
transcode(::Type{String}, s::String) = s
transcode(::Type{UInt8}, s::String) = codeunits(s)
transcode(::Type{UInt8}, v::Vector{UInt8}) = v
transcode(::Type{UInt16}, v::Vector{UInt16}) = v
transcode(::Type{UInt32}, v::Vector{UInt32}) = v
transcode(::Type{String}, v::Union{Vector{UInt8},CodeUnits{UInt8,String}}) = String(copy(Vector{UInt8}(v)))
transcode(::Type{UInt16}, v::Union{Vector{UInt8},CodeUnits{UInt8,String}}) = transcode(UInt16, String(copy(Vector{UInt8}(v))))
transcode(::Type{UInt32}, v::Union{Vector{UInt8},CodeUnits{UInt8,String}}) = transcode(UInt32, String(copy(Vector{UInt8}(v))))
function transcode(::Type{UInt16}, s::String)
    out = UInt16[]
    for c in s
        u = UInt32(c)
        if u < 0x10000
            push!(out, u % UInt16)
        else
            u -= 0x10000
            push!(out, (0xd800 + (u >> 10)) % UInt16, (0xdc00 + (u & 0x3ff)) % UInt16)
        end
    end
    return out
end
function transcode(::Type{UInt32}, s::String)
    out = UInt32[]
    for c in s
        push!(out, UInt32(c))
    end
    return out
end
function transcode(::Type{String}, v::Vector{UInt16})
    io = IOBuffer()
    i = 1
    n = length(v)
    while i <= n
        u = UInt32(v[i])
        if 0xd800 <= u < 0xdc00 && i < n && 0xdc00 <= v[i+1] < 0xe000
            u = 0x10000 + ((u - 0xd800) << 10) + (UInt32(v[i+1]) - 0xdc00)
            i += 1
        end
        print(io, Char(u))
        i += 1
    end
    return String(take!(io))
end
function transcode(::Type{String}, v::Vector{UInt32})
    io = IOBuffer()
    for u in v
        print(io, Char(u))
    end
    return String(take!(io))
end
transcode(::Type{UInt8}, v::Union{Vector{UInt16},Vector{UInt32}}) = codeunits(transcode(String, v))
