# ranges.jl — ranges of dates and times: a:b (a step of one day for dates) and a:step:b
# with any period as the step. The k-th element is first + (k-1)·step, so month steps
# clamp each element from the start (Jan 31 → Feb 29 → Mar 31), not from the element before.

Base.:(:)(a::Date, b::Date) = (:)(a, Day(1), b)

# the number of elements of start:step:stop
function _date_count(start::TimeType, step::Period, stop::TimeType)
    iszero(value(step)) && throw(ArgumentError("step cannot be zero"))
    up = value(step) > 0
    (up ? stop < start : stop > start) && return 0
    # a guess from the average length of the step, then walked to the exact count
    span = Float64(value(stop - start)) * _unit_ms(stop - start)
    k = max(0, floor(Int64, span / (Float64(value(step)) * _unit_ms(step))) - 1)
    while (k > 0) && (up ? start + step * k > stop : start + step * k < stop)
        k -= 1
    end
    while up ? start + step * (k + 1) <= stop : start + step * (k + 1) >= stop
        k += 1
    end
    return k + 1
end
_unit_ms(p::Period) = Float64(toms(oneunit(p)))
_unit_ms(p::Union{Microsecond,Nanosecond}) = 1.0e-3 * Float64(tons(oneunit(p))) * 1.0e-3

function Base.:(:)(a::T, s::Period, b::T) where {T<:TimeType}
    n = _date_count(a, s, b)
    return StepRange{T,typeof(s)}(a, s, n == 0 ? a - s : a + s * (n - 1))
end

Base.isempty(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    value(r.step) > 0 ? r.stop < r.start : r.stop > r.start
length(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    isempty(r) ? 0 : _date_count(r.start, r.step, r.stop)
Base.iterate(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    isempty(r) ? nothing : (r.start, 1)
function Base.iterate(r::StepRange{T,S}, k::Int64) where {T<:TimeType,S<:Period}
    x = r.start + r.step * k
    (value(r.step) > 0 ? x > r.stop : x < r.stop) && return nothing
    return (x, k + 1)
end
Base.in(x::T, r::StepRange{T,S}) where {T<:TimeType,S<:Period} = any(y -> y == x, r)
