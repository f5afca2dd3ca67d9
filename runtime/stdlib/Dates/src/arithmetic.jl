# arithmetic.jl — a date plus or minus a period (years and months keep the day of the
# month, clamped to the month's length), differences of dates, and Date + Time.

+(x::TimeType) = x
-(x::Date, y::Date) = Day(value(x) - value(y))
-(x::DateTime, y::DateTime) = Millisecond(value(x) - value(y))
-(x::Time, y::Time) = Nanosecond(value(x) - value(y))

# the date n months after y-m-d, its day clamped to the new month's length
function _addmonths(y::Int64, m::Int64, d::Int64, n::Int64)
    k = m - 1 + n
    ny = y + fld(k, 12)
    nm = mod(k, 12) + 1
    return (ny, nm, min(d, daysinmonth(ny, nm)))
end
function _shift(dt::Date, months::Int64)
    y, m, d = yearmonthday(dt)
    ny, nm, nd = _addmonths(y, m, d, months)
    return Date(UTD(totaldays(ny, nm, nd)))
end
function _shift(dt::DateTime, months::Int64)
    y, m, d = yearmonthday(dt)
    ny, nm, nd = _addmonths(y, m, d, months)
    return DateTime(UTM(mod(value(dt), 86400000) + 86400000 * totaldays(ny, nm, nd)))
end

+(dt::Union{Date,DateTime}, z::Year) = _shift(dt, 12 * value(z))
-(dt::Union{Date,DateTime}, z::Year) = _shift(dt, -12 * value(z))
+(dt::Union{Date,DateTime}, z::Quarter) = _shift(dt, 3 * value(z))
-(dt::Union{Date,DateTime}, z::Quarter) = _shift(dt, -3 * value(z))
+(dt::Union{Date,DateTime}, z::Month) = _shift(dt, value(z))
-(dt::Union{Date,DateTime}, z::Month) = _shift(dt, -value(z))

+(x::Date, y::Week) = Date(UTD(value(x) + 7 * value(y)))
-(x::Date, y::Week) = Date(UTD(value(x) - 7 * value(y)))
+(x::Date, y::Day) = Date(UTD(value(x) + value(y)))
-(x::Date, y::Day) = Date(UTD(value(x) - value(y)))
+(x::DateTime, y::FixedPeriod) = DateTime(UTM(value(x) + toms(y)))
-(x::DateTime, y::FixedPeriod) = DateTime(UTM(value(x) - toms(y)))
+(x::Time, y::TimePeriod) = Time(Nanosecond(value(x) + tons(y)))
-(x::Time, y::TimePeriod) = Time(Nanosecond(value(x) - tons(y)))
+(y::Period, x::TimeType) = x + y

# a date and a clock time make a date-time
+(dt::Date, t::Time) = DateTime(dt, t)
+(t::Time, dt::Date) = DateTime(dt, t)

# a period plus a compound period, and several periods at once
function +(x::TimeType, y::CompoundPeriod)
    for p in y.periods
        x += p
    end
    return x
end
+(x::CompoundPeriod, y::TimeType) = y + x
function -(x::TimeType, y::CompoundPeriod)
    for p in y.periods
        x -= p
    end
    return x
end
# dt + p1 + p2 adds the sum p1 + p2 (a CompoundPeriod: coarsest unit first)
+(a::TimeType, b::Period, c::Period) = a + (b + c)
+(a::TimeType, b::Period, c::Period, d::Period...) = +(a + (b + c), d...)

# the month and the year m2 months after month m1 of year y
monthwrap(m1, m2) = mod1(m1 + m2, 12)
yearwrap(y, m1, m2) = y + fld(m1 + m2 - 1, 12)

# arrays of dates plus or minus a period, element by element (Julia 1.0's forms, kept)
const GeneralPeriod = Union{Period,CompoundPeriod}
+(x::AbstractArray{<:TimeType}, y::GeneralPeriod) = x .+ y
+(x::GeneralPeriod, y::AbstractArray{<:TimeType}) = x .+ y
-(x::AbstractArray{<:TimeType}, y::GeneralPeriod) = x .- y
-(x::AbstractArray{T}, y::T) where {T<:TimeType} = x .- y
-(y::T, x::AbstractArray{T}) where {T<:TimeType} = y .- x
-(x::StepRange{T}, y::StepRange{T}) where {T<:TimeType} = collect(x) - collect(y)

# missing absorbs dates and periods
+(::AbstractTime, ::Missing) = missing
+(::Missing, ::AbstractTime) = missing
-(::AbstractTime, ::Missing) = missing
-(::Missing, ::AbstractTime) = missing
