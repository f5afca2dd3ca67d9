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

# ---------------------------------------------------------------- StepRangeLen
# Float64 ranges from range(start, stop; length): element i is the once-rounded
# ((len - i)·start + (i - 1)·stop) / (len - 1), so the endpoints are exact and small integer
# endpoints give correctly rounded values (what Julia's TwicePrecision arithmetic yields).
struct StepRangeLen{T,R,S} <: AbstractRange{T}
    ref::R        # the first element
    step::S       # the (rounded) step, for printing and step()
    len::Int64    # number of elements
    offset::Int64 # the index whose value is ref (always 1 here)
    stop::R       # the last element
end
function _linrange(a::Float64, b::Float64, len::Int64)
    len < 0 && throw(ArgumentError(string("range(", a, ", stop=", b, ", length=", len,
                                          "): negative length")))
    st = len > 1 ? (b - a) / Float64(len - 1) : 0.0
    if len == 1
        a != b && throw(ArgumentError(string("range(", a, ", stop=", b, ", length=", len,
                                             "): endpoints differ")))
    end
    return StepRangeLen{Float64,Float64,Float64}(a, st, len, 1, len == 0 ? a - st : b)
end
length(r::StepRangeLen) = r.len
isempty(r::StepRangeLen) = r.len == 0
first(r::StepRangeLen) = r.ref
last(r::StepRangeLen) = r.stop
step(r::StepRangeLen) = r.step
function _range_at(r::StepRangeLen, i::Int64)
    n = r.len - 1
    i == 1 && return r.ref
    i == r.len && return r.stop
    return (Float64(n - (i - 1)) * r.ref + Float64(i - 1) * r.stop) / Float64(n)
end
iterate(r::StepRangeLen) = r.len == 0 ? nothing : (r.ref, 1)
iterate(r::StepRangeLen, i::Int64) = i >= r.len ? nothing : (_range_at(r, i + 1), i + 1)
function show(io::IO, r::StepRangeLen)
    show(io, first(r))
    print(io, ':')
    show(io, step(r))
    print(io, ':')
    show(io, last(r))
end

# range(start, stop; length, step) and range(start; stop, length, step), as in Julia 1.7
function range(start, stop; length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
function range(start; stop = nothing, length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
_range(a::Integer, st::Nothing, b::Integer, len::Nothing) = a:b
_range(a::Integer, st::Integer, b::Integer, len::Nothing) = a:st:b
_range(a::Real, st::Nothing, b::Real, len::Integer) = _linrange(Float64(a), Float64(b), len)
_range(a::Integer, st::Nothing, b::Nothing, len::Integer) = a:(a + len - 1)
_range(a::Integer, st::Integer, b::Nothing, len::Integer) = a:st:(a + (len - 1) * st)
_range(a, st, b, len) =
    throw(ArgumentError("range: this combination of start, stop, step and length is not supported"))
