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
