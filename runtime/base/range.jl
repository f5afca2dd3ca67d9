# range.jl — Ranges: UnitRange, StepRange and their iteration.

# ---------------------------------------------------------------- ranges
abstract type AbstractRange{T} <: AbstractArray{T,1} end
abstract type OrdinalRange{T,S} <: AbstractRange{T} end
abstract type AbstractUnitRange{T} <: OrdinalRange{T,T} end
struct UnitRange{T} <: AbstractUnitRange{T}
    start::T
    stop::T
end
struct StepRange{T,S} <: OrdinalRange{T,S}
    start::T
    step::S
    stop::T
end
(:)(a::Int64, b::Int64) = UnitRange{Int64}(a, ifelse(b >= a, b, a - 1))
function steprange_last(start::Int64, step::Int64, stop::Int64)
    step == 0 && throw(ArgumentError("step cannot be zero"))
    stop == start && return stop
    (step > 0) != (stop > start) && return start - step
    return stop - rem(stop - start, step)
end
(:)(a::Int64, s::Int64, b::Int64) = StepRange{Int64,Int64}(a, s, steprange_last(a, s, b))
first(r::UnitRange{Int64}) = r.start
last(r::UnitRange{Int64}) = r.stop
length(r::UnitRange{Int64}) = r.stop - r.start + 1
iterate(r::UnitRange{Int64}) = r.start > r.stop ? nothing : (r.start, r.start)
iterate(r::UnitRange{Int64}, i::Int64) = i == r.stop ? nothing : (i + 1, i + 1)
isempty(r::StepRange{Int64,Int64}) = (r.start != r.stop) & ((r.step > 0) != (r.stop > r.start))
iterate(r::StepRange{Int64,Int64}) = isempty(r) ? nothing : (r.start, r.start)
function iterate(r::StepRange{Int64,Int64}, i::Int64)
    i == r.stop && return nothing
    n = i + r.step
    return (n, n)
end

# ---------------------------------------------------------------- generic range queries
size(r::AbstractRange) = (length(r),)
step(r::StepRange) = r.step
step(r::AbstractUnitRange) = 1
first(r::StepRange) = r.start
last(r::StepRange) = r.stop
length(r::StepRange{Int64,Int64}) = isempty(r) ? 0 : div(r.stop - r.start, r.step) + 1
isempty(r::AbstractUnitRange) = first(r) > last(r)
function getindex(r::AbstractRange, i::Int64)
    ((i < 1) | (i > length(r))) && throw(BoundsError(r, i))
    return _range_at(r, i)
end
_range_at(r::AbstractUnitRange, i::Int64) = first(r) + (i - 1)
_range_at(r::StepRange, i::Int64) = r.start + (i - 1) * r.step
==(r::AbstractRange, s::AbstractRange) =
    (length(r) == length(s)) & (isempty(r) | ((first(r) == first(s)) & (step(r) == step(s))))

# ---------------------------------------------------------------- StepRangeLen and LinRange
# Julia 1.7's layout: r[i] == T(ref + (i - offset)·step). Float64 ranges from `a:s:b`,
# `range(...)` and the like store ref and step as TwicePrecision{Float64} (see
# twiceprecision.jl, which also builds them); Float32 ones store Float64.
struct StepRangeLen{T,R,S,L<:Integer} <: AbstractRange{T}
    ref::R        # the value at index `offset` (the smallest-magnitude element, usually)
    step::S       # the step, possibly in twice precision
    len::L        # number of elements
    offset::L     # the index whose value is ref
end
# StepRangeLen{T}(ref, step, len, offset) with Int64 length
function _srl(::Type{T}, ref, step, len::Int64, offset::Int64) where {T}
    len < 0 && throw(ArgumentError(string("length cannot be negative, got ", len)))
    ((offset < 1) | (offset > ifelse(len > 1, len, 1))) &&
        throw(ArgumentError(string("StepRangeLen: offset must be in [1,", len, "], got ", offset)))
    return StepRangeLen{T,typeof(ref),typeof(step),Int64}(ref, step, len, offset)
end
StepRangeLen(ref, step, len::Int64, offset::Int64) = _srl(typeof(ref + zero(step)), ref, step, len, offset)
StepRangeLen(ref, step, len::Int64) = StepRangeLen(ref, step, len, 1)
length(r::StepRangeLen) = r.len
isempty(r::StepRangeLen) = r.len == 0
first(r::StepRangeLen) = _range_at(r, 1)
last(r::StepRangeLen) = _range_at(r, r.len)
step(r::StepRangeLen) = r.step
step(r::StepRangeLen{T}) where {T<:AbstractFloat} = T(r.step)
_range_at(r::StepRangeLen{T}, i::Int64) where {T} = T(r.ref + (i - r.offset) * r.step)
iterate(r::StepRangeLen) = r.len == 0 ? nothing : (_range_at(r, 1), 1)
iterate(r::StepRangeLen, i::Int64) = i >= r.len ? nothing : (_range_at(r, i + 1), i + 1)
function show(io::IO, r::StepRangeLen)
    if step(r) != 0
        show(io, first(r)); print(io, ':'); show(io, step(r)); print(io, ':'); show(io, last(r))
    else
        print(io, "StepRangeLen(")
        show(io, first(r)); print(io, ", "); show(io, step(r)); print(io, ", "); show(io, length(r))
        print(io, ')')
    end
end

# LinRange: len points from start to stop, element i the interpolation (1-t)·start + t·stop
struct LinRange{T,L<:Integer} <: AbstractRange{T}
    start::T      # first element
    stop::T       # last element
    len::L        # number of elements
    lendiv::L     # len - 1 (at least 1): the interpolation denominator
end
function LinRange{T}(start, stop, len::Int64) where {T}
    a = convert(T, start)
    b = convert(T, stop)
    len < 0 && throw(ArgumentError(string("range(", a, ", stop=", b, ", length=", len,
                                          "): negative length")))
    if len == 1
        a == b || throw(ArgumentError(string("range(", a, ", stop=", b, ", length=", len,
                                             "): endpoints differ")))
        return LinRange{T,Int64}(a, b, len, len)
    end
    return LinRange{T,Int64}(a, b, len, ifelse(len - 1 > 1, len - 1, 1))
end
LinRange(start, stop, len::Int64) = LinRange{typeof((zero(stop) - zero(start)) / 1)}(start, stop, len)
length(r::LinRange) = r.len
isempty(r::LinRange) = r.len == 0
first(r::LinRange) = r.start
last(r::LinRange) = r.stop
step(r::LinRange) = (r.stop - r.start) / r.lendiv
function _range_at(r::LinRange{T}, i::Int64) where {T}
    t = (i - 1) / r.lendiv
    return T((1 - t) * r.start + t * r.stop)
end
iterate(r::LinRange) = r.len == 0 ? nothing : (_range_at(r, 1), 1)
iterate(r::LinRange, i::Int64) = i >= r.len ? nothing : (_range_at(r, i + 1), i + 1)
function show(io::IO, r::LinRange{T}) where {T}
    print(io, "LinRange{"); show(io, T); print(io, "}(")
    show(io, first(r)); print(io, ", "); show(io, last(r)); print(io, ", "); show(io, length(r))
    print(io, ')')
end

# ---------------------------------------------------------------- range(...)
# range(start, stop; length, step) and range(start; stop, length, step), as in Julia 1.7
function range(start, stop; length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
range(start, stop, length::Integer) = _range(start, nothing, stop, length)   # 1.7
function range(start; stop = nothing, length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
function range(; start = nothing, stop = nothing, length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
_range(a::Nothing, st::Nothing, b::Integer, len::Integer) = (b - len + 1):b
_range(a::Real, st::Nothing, b::Real, len::Nothing) = a:b
_range(a::Real, st::Real, b::Real, len::Nothing) = a:st:b
_range(a::Integer, st::Nothing, b::Integer, len::Integer) = _linspace(Float64, a, b, len, 1)
_range(a::Real, st::Nothing, b::Real, len::Integer) = _range_ssl(promote(a, b)..., len)
_range_ssl(a::T, b::T, len::Integer) where {T<:Union{Float16,Float32,Float64}} = _range_flen(a, b, len)
_range_ssl(a::T, b::T, len::Integer) where {T} = LinRange(a, b, len)
_range(a::Integer, st::Nothing, b::Nothing, len::Integer) = a:(a + len - 1)
_range(a::Integer, st::Integer, b::Nothing, len::Integer) = a:st:(a + (len - 1) * st)
_range(a::AbstractFloat, st::Nothing, b::Nothing, len::Integer) = _range(a, oneunit(a), nothing, len)
_range(a::Real, st::Real, b::Nothing, len::Integer) = _range_step_len(promote(a, st)..., len)
_range_step_len(a::T, st::T, len::Integer) where {T<:Union{Float16,Float32,Float64}} = _range_fstep(a, st, len)
# stop and length (and a step): the start is stop - step * (length - 1)
_range(a::Nothing, st::Nothing, b::AbstractFloat, len::Integer) = _range(a, oneunit(b), b, len)
_range(a::Nothing, st::Integer, b::Integer, len::Integer) = (b - st * (len - 1)):st:b
_range(a::Nothing, st::Real, b::Real, len::Integer) = _range(b - st * (len - 1), st, nothing, len)
# Julia's traits for what a range of a type can be: ordered values whose arithmetic wraps
# (integers, Chars, Dates' times) make a StepRange, others a StepRangeLen
abstract type OrderStyle end
struct Ordered <: OrderStyle end
struct Unordered <: OrderStyle end
OrderStyle(instance) = OrderStyle(typeof(instance))
OrderStyle(::Type{<:Real}) = Ordered()
OrderStyle(::Type{<:AbstractChar}) = Ordered()
OrderStyle(::Type{<:Any}) = Unordered()
abstract type ArithmeticStyle end
struct ArithmeticRounds <: ArithmeticStyle end
struct ArithmeticWraps <: ArithmeticStyle end
struct ArithmeticUnknown <: ArithmeticStyle end
ArithmeticStyle(instance) = ArithmeticStyle(typeof(instance))
ArithmeticStyle(::Type{<:AbstractFloat}) = ArithmeticRounds()
ArithmeticStyle(::Type{<:Integer}) = ArithmeticWraps()
ArithmeticStyle(::Type{<:AbstractChar}) = ArithmeticWraps()
ArithmeticStyle(::Type{<:Any}) = ArithmeticUnknown()

# start, step and length of any other type (Chars, dates)
_range(a, st, b::Nothing, len::Integer) =
    st === nothing ? _range_unsupported() : _rangestyle(OrderStyle(a), ArithmeticStyle(a), a, st, len)
_rangestyle(::Ordered, ::ArithmeticWraps, a, st, len::Integer) =
    StepRange{typeof(a),typeof(st)}(a, st, a + st * (len - 1))
_rangestyle(::Any, ::Any, a, st, len::Integer) = StepRangeLen(a, st, Int64(len))
_range(a, st, b, len) = _range_unsupported()
_range_unsupported() =
    throw(ArgumentError("range: this combination of start, stop, step and length is not supported"))
# the length, with checked arithmetic where it could wrap (1.7); length here never wraps
# silently for the ranges jolt builds
checked_length(r::AbstractRange) = length(r)
