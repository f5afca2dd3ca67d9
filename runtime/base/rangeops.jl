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
function getindex(r::LinRange{T}, s::AbstractUnitRange{Int64}) where {T}
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s))
    isempty(s) && return LinRange{T}(first(r), first(r), 0)
    return LinRange{T}(_range_at(r, first(s)), _range_at(r, last(s)), length(s))
end
getindex(r::UnitRange{Int64}, s::AbstractUnitRange{Int64}) =
    (isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s));
     (first(r) + first(s) - 1):(first(r) + last(s) - 1))
# r[v] for a vector of indices: a Vector (a range index of an integer range: a range)
function getindex(r::AbstractRange, s::AbstractVector{<:Integer})
    n = length(r)
    for i in s
        ((i >= 1) & (i <= n)) || throw(BoundsError(r, (s,)))
    end
    R = Array{eltype(r),1}(undef, length(s))
    k = 1
    for i in s
        R[k] = r[Int64(i)]
        k += 1
    end
    return R
end
# other integer ranges by a unit range: again a range (Julia's range getindex methods)
function getindex(r::AbstractUnitRange{Int64}, s::AbstractUnitRange{Int64})
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s))
    return (first(r) + first(s) - 1):(first(r) + last(s) - 1)
end
function getindex(r::OneTo{Int64}, s::OneTo{Int64})
    last(s) <= length(r) || throw(BoundsError(r, s))
    return OneTo(last(s))
end
function getindex(r::StepRange{Int64,Int64}, s::AbstractUnitRange{Int64})
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s))
    return range(first(r) + (first(s) - 1) * step(r); step = step(r), length = length(s))
end
# float ranges by a step range: the offset nearest r's, the step scaled (1.7's
# twiceprecision.jl getindex)
function getindex(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}, s::StepRange{Int64,Int64}) where {T}
    isempty(s) || ((min(first(s), last(s)) >= 1) & (max(first(s), last(s)) <= length(r))) ||
        throw(BoundsError(r, s))
    len = length(s)
    soffset = clamp(1 + round(Int64, (r.offset - first(s)) / step(s)), 1, max(len, 1))
    ioffset = first(s) + (soffset - 1) * step(s)
    newstep = (step(s) == 1 || len < 2) ? r.step : _tp_trunc(r.step * step(s), _nbitslen(T, length(r), r.offset))
    ref = ioffset == r.offset ? r.ref : r.ref + r.step * (ioffset - r.offset)
    return StepRangeLen{T,TwicePrecision{T},TwicePrecision{T},Int64}(ref, newstep, len, max(1, soffset))
end
function getindex(r::LinRange{T}, s::StepRange{Int64,Int64}) where {T}
    isempty(s) || ((min(first(s), last(s)) >= 1) & (max(first(s), last(s)) <= length(r))) ||
        throw(BoundsError(r, s))
    isempty(s) && return LinRange{T}(first(r), first(r), 0)
    return LinRange{T}(_range_at(r, first(s)), _range_at(r, last(s)), length(s))
end
# an ordinal range (Chars too) by an integer range: start:step:stop from the first index and
# the length, as Julia's range(start, stop; step) (('a':'e')[2:3] is 'b':1:'c')
function getindex(r::OrdinalRange, s::StepRange{Int64,Int64})
    isempty(s) || ((first(s) >= 1) & (first(s) <= length(r)) & (last(s) >= 1) & (last(s) <= length(r))) ||
        throw(BoundsError(r, s))
    return _ordinal_sub(r, first(s), step(s), length(s))
end
function getindex(r::StepRange, s::AbstractUnitRange{Int64})
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, s))
    return _ordinal_sub(r, first(s), 1, length(s))
end
function _ordinal_sub(r::OrdinalRange, i::Int64, k::Int64, len::Int64)
    st = step(r) * k
    start = first(r) + (i - 1) * step(r)
    return start:st:(start + (len - 1) * st)
end

# ---------------------------------------------------------------- broadcasts that stay ranges
_srl_like(::Type{T}, ref, st, r::StepRangeLen) where {T} =
    StepRangeLen{T,typeof(ref),typeof(st),Int64}(ref, st, r.len, r.offset)

broadcasted(::typeof(-), r::OrdinalRange) = -r
broadcasted(::typeof(-), r::StepRangeLen) = -r
broadcasted(::typeof(-), r::LinRange) = -r

# two integer ranges add and subtract as ranges (r1 + r2, with its length check)
broadcasted(::typeof(+), r1::OrdinalRange, r2::OrdinalRange) = r1 + r2
broadcasted(::typeof(-), r1::OrdinalRange, r2::OrdinalRange) = r1 - r2
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

# a product may have step zero (0 .* (1:3)), which only a StepRangeLen allows (1.7); a float
# times an integer range keeps twice precision (0.2 .* (-2:2))
broadcasted(::typeof(*), x::Number, r::AbstractRange) = StepRangeLen(x * first(r), x * step(r), length(r))
broadcasted(::typeof(*), r::AbstractRange, x::Number) = StepRangeLen(first(r) * x, step(r) * x, length(r))
broadcasted(::typeof(*), x::AbstractFloat, r::OrdinalRange) =
    range(x * first(r); step = x * step(r), length = length(r))
broadcasted(::typeof(*), r::OrdinalRange, x::AbstractFloat) =
    range(first(r) * x; step = step(r) * x, length = length(r))
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

# ---------------------------------------------------------------- extrema of ranges
maximum(r::AbstractUnitRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : last(r)
minimum(r::AbstractUnitRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : first(r)
maximum(r::AbstractRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : max(first(r), last(r))
minimum(r::AbstractRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : min(first(r), last(r))

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

# ---------------------------------------------------------------- ranges of other element types
# UnitRange over any integer type (Int64 has its own fast methods in range.jl) and StepRange
# over integers and Chars ('a':'z' is a StepRange{Char,Int64}, shown 'a':1:'z').
(:)(a::T, b::T) where {T<:Integer} = UnitRange{T}(a, ifelse(b >= a, b, a - one(T)))
(:)(a::Integer, b::Integer) = (:)(promote(a, b)...)
first(r::UnitRange) = r.start
last(r::UnitRange) = r.stop
length(r::UnitRange) = isempty(r) ? 0 : Int64(r.stop - r.start) + 1
iterate(r::UnitRange) = r.start > r.stop ? nothing : (r.start, r.start)
iterate(r::UnitRange{T}, i) where {T} = i == r.stop ? nothing : (i + one(T), i + one(T))
_range_at(r::UnitRange{T}, i::Int64) where {T<:Integer} = (r.start + (i - 1)) % T
function _steprange_last(start, step, stop)
    iszero(step) && throw(ArgumentError("step cannot be zero"))
    stop == start && return stop
    (step > zero(step)) != (stop > start) && return start - step
    return stop - rem(stop - start, step)
end
(:)(a::T, s::Integer, b::T) where {T<:Integer} = StepRange{T,typeof(s)}(a, s, _steprange_last(a, s, b))
(:)(a::Char, b::Char) = StepRange{Char,Int64}(a, 1, _steprange_last(a, 1, b))
(:)(a::Char, s::Integer, b::Char) = StepRange{Char,Int64}(a, Int64(s), _steprange_last(a, Int64(s), b))
isempty(r::StepRange) = (r.start != r.stop) & ((r.step > zero(r.step)) != (r.stop > r.start))
length(r::StepRange) = isempty(r) ? 0 : Int64(div(r.stop - r.start, r.step)) + 1
iterate(r::StepRange) = isempty(r) ? nothing : (r.start, r.start)
iterate(r::StepRange{T}, i) where {T} = i == r.stop ? nothing : (n = convert(T, i + r.step); (n, n))
in(c::Char, r::StepRange{Char}) =
    !isempty(r) && (r.step > 0 ? r.start <= c <= r.stop : r.stop <= c <= r.start) && rem(c - r.start, r.step) == 0

# ---------------------------------------------------------------- LinRange text/plain
# Julia 1.7's print_range: " e1,e2,…" with the elements shown :compact; when they do not
# fit the display width the middle becomes ",…," (this does not depend on :limit).
function _print_range(io::IO, r::AbstractRange)
    haskey(io, :compact) || (io = IOContext(io, :compact => true))
    sw = displaysize(io)[2] - 1
    n = length(r)
    mp = div(sw, 2)
    cols = n <= mp ? collect(1:n) : vcat(collect(1:div(mp, 2) + 1), collect(n - div(mp, 2):n))
    cx = _cell_ctx(io)
    strs = String[_cell_width_string(cx, r[k]) for k in cols]
    nc = length(strs)
    fit(order, lim) = begin
        A = Int64[]
        for k in order
            push!(A, textwidth(strs[k]))
            if length(A) > 1 && sum(A) + length(A) >= lim
                pop!(A)
                break
            end
        end
        if 1 < length(A) < nc
            while sum(A) + length(A) >= lim
                pop!(A)
            end
        end
        length(A)
    end
    print(io, " ")
    if n <= fit(1:nc, sw)
        join(io, strs, ",")
    else
        hd = ",…,"
        c = div(sw - 3 + 1, 2) + 1
        nr = fit(nc:-1:1, c)
        wr = 0
        for k in nc-nr+1:nc
            wr += textwidth(strs[k])
        end
        c2 = sw - wr - (nr - 1) - 3
        nl = fit(1:nc, c2)
        join(io, strs[1:nl], ",")
        print(io, hd)
        join(io, strs[nc-nr+1:nc], ",")
    end
    return nothing
end
function show(io::IO, ::MIME, r::LinRange)
    isempty(r) && return show(io, r)
    summary(io, r)
    print(io, ":\n")
    _print_range(io, r)
end
display(r::LinRange) = (show(stdout, _text_plain, r); print(stdout, "\n"))
