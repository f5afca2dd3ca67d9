# ranges.jl — ranges of dates and times: a:b (a step of one day for dates) and a:step:b
# with any period as the step. The k-th element is first + (k-1)·step, so month steps
# clamp each element from the start (Jan 31 → Feb 29 → Mar 31), not from the element before.

Base.:(:)(a::Date, b::Date) = (:)(a, Day(1), b)

# the number of elements of start:step:stop
function _date_count(start::TimeType, step::Period, stop::TimeType)
    iszero(value(step)) && throw(ArgumentError("step cannot be zero"))
    up = value(step) > 0
    (up ? stop < start : stop > start) && return 0
    return _steps_within(start, step, stop) + 1
end
# how many whole steps fit between start and stop: exact for fixed steps, else a guess
# from the average length of the step walked to the exact count
_steps_within(a::Date, s::Union{Day,Week}, b::Date) = div(value(b - a), days(s))
_steps_within(a::DateTime, s::FixedPeriod, b::DateTime) = _fixed_steps(value(b - a), toms(s), s)
_steps_within(a::Time, s::TimePeriod, b::Time) = div(value(b - a), tons(s))
# a step finer than the unit of the count (microseconds of a DateTime) never fits whole
_fixed_steps(span::Int64, unit::Int64, s) = unit == 0 ? throw(ArgumentError("step $s is finer than the range's unit")) : div(span, unit)
function _steps_within(a::TimeType, s::Period, b::TimeType)
    up = value(s) > 0
    span = Float64(value(b - a)) * _unit_ms(b - a)
    k = max(0, floor(Int64, span / (Float64(value(s)) * _unit_ms(s))) - 1)
    while k > 0 && (up ? a + s * k > b : a + s * k < b)
        k -= 1
    end
    while up ? a + s * (k + 1) <= b : a + s * (k + 1) >= b
        k += 1
    end
    return k
end
_unit_ms(p::Period) = Float64(toms(oneunit(p)))
_unit_ms(p::Union{Microsecond,Nanosecond}) = 1.0e-6 * Float64(tons(oneunit(p)))

function Base.:(:)(a::T, s::Period, b::T) where {T<:TimeType}
    n = _date_count(a, s, b)
    return StepRange{T,typeof(s)}(a, s, n == 0 ? a - s : a + s * (n - 1))
end

Base.isempty(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    value(r.step) > 0 ? r.stop < r.start : r.stop > r.start
length(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    isempty(r) ? 0 : _date_count(r.start, r.step, r.stop)
# the state is (length, elements given), as Julia's
Base.iterate(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    (n = length(r); n <= 0 ? nothing : (r.start, (n, 1)))
Base.iterate(r::StepRange{T,S}, st::Tuple{Int64,Int64}) where {T<:TimeType,S<:Period} =
    st[2] >= st[1] ? nothing : (r.start + r.step * st[2], (st[1], st[2] + 1))
function Base.in(x::T, r::StepRange{T,S}) where {T<:TimeType,S<:Period}
    isempty(r) && return false
    (value(r.step) > 0 ? r.start <= x <= r.stop : r.stop <= x <= r.start) || return false
    k = _steps_within(r.start, r.step, x)
    return r.start + r.step * k == x
end
# a range is sorted when its step does not go down; sorting one reverses it at most
Base.issorted(r::StepRange{T,S}) where {T<:TimeType,S<:Period} =
    length(r) <= 1 || value(r.step) >= 0
Base.sort(r::StepRange{T,S}) where {T<:TimeType,S<:Period} = issorted(r) ? r : reverse(r)

# ranges of periods: Second(5):Second(5):Second(25)
function Base.:(:)(a::P, s::P, b::P) where {P<:Period}
    iszero(value(s)) && throw(ArgumentError("step cannot be zero"))
    empty = value(s) > 0 ? b < a : b > a
    return StepRange{P,P}(a, s, empty ? a - s : b - rem(b - a, s))
end
