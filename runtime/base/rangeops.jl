# rangeops.jl — operations on whole ranges, as Julia 1.7 defines them: reverse, membership,
# negation, and the broadcasts that stay ranges (`r .+ x`, `r .* x`, `r ./ x`, `-r`, ...),
# which build the new range directly instead of materializing a Vector. Float ranges keep
# their twice-precision ref/step through these. The text/plain display of a range is its
# show form.

# ---------------------------------------------------------------- twice-precision glue
+(x::TwicePrecision{Float64}, y::Int64) = _tp_addf(x, Float64(y))
-(x::TwicePrecision{Float64}, y::Int64) = _tp_addf(x, -Float64(y))
-(x::TwicePrecision{T}, y::T) where {T<:AbstractFloat} = _tp_addf(x, -y)
-(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T} = _tp_add(x, -y)
/(x::TwicePrecision{Float64}, v::Int64) = _tp_div(x, TwicePrecision(Float64(v)))
/(x::TwicePrecision{T}, v::T) where {T<:AbstractFloat} = _tp_div(x, TwicePrecision(v))

# ---------------------------------------------------------------- reverse, in, -r
reverse(r::OrdinalRange) = (:)(last(r), -step(r), first(r))
function reverse(r::StepRangeLen{T,R,S,L}) where {T,R,S,L}
    offset = isempty(r) ? r.offset : length(r) - r.offset + 1
    return StepRangeLen{T,R,S,L}(r.ref, -r.step, r.len, offset)
end
reverse(r::LinRange{T}) where {T} = LinRange{T}(r.stop, r.start, length(r))
function in(x::Real, r::AbstractRange{<:Real})
    isempty(r) && return false
    q = (x - first(r)) / step(r)
    isfinite(q) || return first(r) == x
    n = round(Int64, q) + 1
    return (n >= 1) && (n <= length(r)) && r[n] == x
end
in(x::Integer, r::AbstractUnitRange{<:Integer}) = (first(r) <= x) & (x <= last(r))
-(r::OrdinalRange) = range(-first(r); step = -step(r), length = length(r))
-(r::StepRangeLen{T,R,S,L}) where {T,R,S,L} = StepRangeLen{T,R,S,L}(-r.ref, -r.step, r.len, r.offset)
-(r::LinRange{T}) where {T} = LinRange{T}(-r.start, -r.stop, length(r))
copy(r::AbstractRange) = r
getindex(r::AbstractRange, ::Colon) = r
function getindex(r::StepRangeLen{T}, s::AbstractUnitRange{Int64}) where {T}
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s))
    len = length(s)
    offset = max(min(1 + (r.offset - first(s)), len), 1)
    ref = _range_ref_at(r, first(s) + (offset - 1))
    return StepRangeLen{T,typeof(ref),typeof(r.step),Int64}(ref, r.step, len, offset)
end
function getindex(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}, s::AbstractUnitRange{Int64}) where {T}
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s))
    len = length(s)
    soffset = max(min(1 + (r.offset - first(s)), len), 1)
    ioffset = first(s) + (soffset - 1)
    ref = ioffset == r.offset ? r.ref : r.ref + r.step * (ioffset - r.offset)
    return StepRangeLen{T,TwicePrecision{T},TwicePrecision{T},Int64}(ref, r.step, len, soffset)
end
_range_ref_at(r::StepRangeLen, i::Int64) = r.ref + (i - r.offset) * r.step
getindex(r::UnitRange{Int64}, s::AbstractUnitRange{Int64}) =
    (isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s));
     (first(r) + first(s) - 1):(first(r) + last(s) - 1))

# ---------------------------------------------------------------- broadcasts that stay ranges
_srl_like(::Type{T}, ref, st, r::StepRangeLen) where {T} =
    StepRangeLen{T,typeof(ref),typeof(st),Int64}(ref, st, r.len, r.offset)

broadcasted(::typeof(-), r::OrdinalRange) = -r
broadcasted(::typeof(-), r::StepRangeLen) = -r
broadcasted(::typeof(-), r::LinRange) = -r

broadcasted(::typeof(+), r::AbstractUnitRange, x::Integer) = range(first(r) + x; length = length(r))
broadcasted(::typeof(+), x::Integer, r::AbstractUnitRange) = range(x + first(r); length = length(r))
broadcasted(::typeof(+), r::AbstractRange, x::Number) = range(first(r) + x; step = step(r), length = length(r))
broadcasted(::typeof(+), x::Number, r::AbstractRange) = range(x + first(r); step = step(r), length = length(r))
broadcasted(::typeof(+), r::StepRangeLen{T}, x::Number) where {T} =
    _srl_like(typeof(T(r.ref) + x), r.ref + x, r.step, r)
broadcasted(::typeof(+), x::Number, r::StepRangeLen{T}) where {T} =
    _srl_like(typeof(x + T(r.ref)), r.ref + x, r.step, r)
broadcasted(::typeof(+), r::LinRange, x::Number) = LinRange(r.start + x, r.stop + x, length(r))
broadcasted(::typeof(+), x::Number, r::LinRange) = LinRange(x + r.start, x + r.stop, length(r))

broadcasted(::typeof(-), r::AbstractUnitRange, x::Integer) = range(first(r) - x; length = length(r))
broadcasted(::typeof(-), r::AbstractRange, x::Number) = range(first(r) - x; step = step(r), length = length(r))
broadcasted(::typeof(-), x::Number, r::AbstractRange) = range(x - first(r); step = -step(r), length = length(r))
broadcasted(::typeof(-), r::StepRangeLen{T}, x::Number) where {T} =
    _srl_like(typeof(T(r.ref) - x), r.ref - x, r.step, r)
broadcasted(::typeof(-), x::Number, r::StepRangeLen{T}) where {T} =
    _srl_like(typeof(x - T(r.ref)), -r.ref + x, -r.step, r)
broadcasted(::typeof(-), r::LinRange, x::Number) = LinRange(r.start - x, r.stop - x, length(r))
broadcasted(::typeof(-), x::Number, r::LinRange) = LinRange(x - r.start, x - r.stop, length(r))

broadcasted(::typeof(*), x::Number, r::AbstractRange) = range(x * first(r); step = x * step(r), length = length(r))
broadcasted(::typeof(*), r::AbstractRange, x::Number) = range(first(r) * x; step = step(r) * x, length = length(r))
broadcasted(::typeof(*), x::Number, r::StepRangeLen{T}) where {T} =
    _srl_like(typeof(x * T(r.ref)), r.ref * x, r.step * x, r)
broadcasted(::typeof(*), r::StepRangeLen{T}, x::Number) where {T} =
    _srl_like(typeof(T(r.ref) * x), r.ref * x, r.step * x, r)
broadcasted(::typeof(*), x::Number, r::LinRange) = LinRange(x * r.start, x * r.stop, r.len)
broadcasted(::typeof(*), r::LinRange, x::Number) = LinRange(r.start * x, r.stop * x, r.len)

broadcasted(::typeof(/), r::AbstractRange, x::Number) = range(first(r) / x; step = step(r) / x, length = length(r))
broadcasted(::typeof(/), r::StepRangeLen{T}, x::Number) where {T} =
    _srl_like(typeof(T(r.ref) / x), r.ref / x, r.step / x, r)
broadcasted(::typeof(/), r::LinRange, x::Number) = LinRange(r.start / x, r.stop / x, r.len)

# ---------------------------------------------------------------- display
show(io::IO, ::MIME, r::AbstractRange) = show(io, r)
display(r::AbstractRange) = (show(stdout, r); print(stdout, "\n"))

function collect(r::AbstractRange{T}) where {T}
    a = Array{T,1}(undef, length(r))
    i = 1
    for x in r
        a[i] = x
        i += 1
    end
    return a
end
