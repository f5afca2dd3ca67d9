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
Array{UInt8}(s::Union{String,SubString{String},CodeUnits}) = Vector{UInt8}(s)
