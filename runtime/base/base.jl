# base.jl — the part of Base that jolt writes in Julia, compiled by jolt itself.
# Arithmetic maps onto Core.Intrinsics; printing calls libjoltrt through ccall.
# One file a concept, included in dependency order.

const Cint = Int32
const Csize_t = UInt64
const Cstring = Ptr{UInt8}
const Cdouble = Float64

# ---------------------------------------------------------------- conversion
convert(::Type{T}, x::T) where {T} = x
convert(::Type{Any}, x) = x
Float64(x::Int64) = sitofp(Float64, x)
Float64(x::Float64) = x
convert(::Type{Float64}, x::Int64) = Float64(x)

include("int.jl")
include("float.jl")
include("operators.jl")
include("error.jl")
include("range.jl")
include("io.jl")
include("tuple.jl")
include("array.jl")
include("char.jl")
include("show.jl")
include("string.jl")
include("parse.jl")
include("exceptions.jl")
include("abstractarray.jl")
include("sort.jl")
include("hvncat.jl")
include("arrayshow.jl")
include("promotion.jl")
include("number.jl")
include("math.jl")
include("rational.jl")
include("numprint.jl")
include("broadcast.jl")
include("linalg.jl")
include("redirect.jl")
include("printf.jl")
include("timing.jl")
include("docs.jl")
include("hashing.jl")
include("dict.jl")
include("set.jl")
include("complex.jl")
include("floatfuncs.jl")
include("box.jl")
include("functional.jl")
include("iterators.jl")
include("expr.jl")
include("ctypes.jl")
include("ref.jl")
include("reflection.jl")
include("regex.jl")
include("iostream.jl")
include("path.jl")
include("file.jl")
include("iocontext.jl")
include("twiceprecision.jl")
include("rangeops.jl")
include("subarray.jl")
include("reshapedarray.jl")
include("stringutil.jl")
include("intfuncs.jl")
include("reducedim.jl")
include("mathconstants.jl")
include("arraypairs.jl")
include("rationalround.jl")
include("arrayfind.jl")
include("missing.jl")
