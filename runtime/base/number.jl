# number.jl — generic Number methods: mixed-type arithmetic and comparison promote both
# arguments to one type and retry; zero/one/iszero/isone and friends for any number.

+(x::Number) = x
*(x::Number) = x
+(x::Number, y::Number) = +(promote(x, y)...)
-(x::Number, y::Number) = -(promote(x, y)...)
*(x::Number, y::Number) = *(promote(x, y)...)
/(x::Number, y::Number) = /(promote(x, y)...)
^(x::Number, y::Number) = ^(promote(x, y)...)
==(x::Number, y::Number) = ==(promote(x, y)...)
<(x::Real, y::Real) = <(promote(x, y)...)
<=(x::Real, y::Real) = <=(promote(x, y)...)
div(x::Real, y::Real) = div(promote(x, y)...)
rem(x::Real, y::Real) = rem(promote(x, y)...)
mod(x::Real, y::Real) = mod(promote(x, y)...)
fld(x::Real, y::Real) = fld(promote(x, y)...)
cld(x::Real, y::Real) = cld(promote(x, y)...)
(&)(x::Integer, y::Integer) = (&)(promote(x, y)...)
|(x::Integer, y::Integer) = |(promote(x, y)...)
xor(x::Integer, y::Integer) = xor(promote(x, y)...)
min(x::Real, y::Real) = min(promote(x, y)...)
max(x::Real, y::Real) = max(promote(x, y)...)
+(x::Number, y::Number, z::Number, zs::Number...) = +(x + y, z, zs...)
*(x::Number, y::Number, z::Number, zs::Number...) = *(x * y, z, zs...)
÷(x, y) = div(x, y)
%(x, y) = rem(x, y)

convert(::Type{T}, x::T) where {T<:Number} = x
convert(::Type{T}, x::Number) where {T<:Number} = T(x)
oftype(x, y) = convert(typeof(x), y)

zero(x::Number) = zero(typeof(x))
one(x::Number) = one(typeof(x))
oneunit(x::Number) = one(typeof(x))
oneunit(::Type{T}) where {T<:Number} = one(T)
iszero(x::Number) = x == zero(x)
isone(x::Number) = x == one(x)
isreal(x::Real) = true
inv(x::Number) = one(x) / x
abs2(x::Real) = x * x
float(x::Number) = float(typeof(x))(x)
float(::Type{T}) where {T<:Integer} = Float64
float(::Type{Float64}) = Float64
float(::Type{Float32}) = Float32

min(x::T, y::T) where {T<:Real} = ifelse(y < x, y, x)
max(x::T, y::T) where {T<:Real} = ifelse(y < x, x, y)
minmax(x::Real, y::Real) = y < x ? (y, x) : (x, y)
min(x, y, z, zs...) = min(min(x, y), z, zs...)
max(x, y, z, zs...) = max(max(x, y), z, zs...)
# any other ordered values (strings, tuples, chars): by isless, as Julia's fallbacks
min(x, y) = isless(y, x) ? y : x
max(x, y) = isless(y, x) ? x : y
minmax(x, y) = isless(y, x) ? (y, x) : (x, y)
function clamp(x::X, lo::L, hi::H) where {X<:Real, L<:Real, H<:Real}
    T = promote_type(X, promote_type(L, H))
    return x > hi ? convert(T, hi) : x < lo ? convert(T, lo) : convert(T, x)
end
clamp(x, ::Type{T}) where {T<:Integer} = clamp(x, typemin(T), typemax(T)) % T
# clamp!(a, lo, hi): each element clamped in place
function clamp!(a::AbstractArray, lo, hi)
    @inbounds for i in eachindex(a)
        a[i] = clamp(a[i], lo, hi)
    end
    return a
end
cmp(x::Real, y::Real) = ifelse(x < y, -1, ifelse(y < x, 1, 0))
isfinite(x::Number) = iszero(x - x)

# a number is a 0-dimensional container of itself
iterate(x::Number) = (x, nothing)
iterate(x::Number, ::Nothing) = nothing
length(x::Number) = 1
isempty(x::Number) = false
size(x::Number) = ()
size(x::Number, d::Integer) = d < 1 ? throw(BoundsError()) : 1
axes(x::Number) = ()
ndims(x::Number) = 0
ndims(::Type{<:Number}) = 0
eltype(::Type{T}) where {T<:Number} = T
first(x::Number) = x
last(x::Number) = x
firstindex(x::Number) = 1
lastindex(x::Number) = 1
getindex(x::Number) = x
function getindex(x::Number, i::Integer)
    i == 1 || throw(BoundsError())
    return x
end
copy(x::Number) = x
in(x::Number, y::Number) = x == y
map(f, x::Number, ys::Number...) = f(x, ys...)
