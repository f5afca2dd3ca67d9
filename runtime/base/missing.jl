# missing.jl — Julia's `missing` (essentials.jl + missing.jl): the singleton Missing, its
# propagation through arithmetic and comparison, three-valued logic for & and |,
# skipmissing and coalesce. Missing sorts last under isless, and promotion keeps it
# apart as a Union ([1, missing] is a Vector{Union{Missing, Int64}}).

struct Missing end
const missing = Missing()

ismissing(x) = x === missing

show(io::IO, ::Missing) = print(io, "missing")

# raised where a missing value cannot be used (round(Int, missing), skipmissing indexing)
struct MissingException <: Exception
    msg::AbstractString   # what was missing
end
showerror(io::IO, e::MissingException) = print(io, "MissingException: ", e.msg)

# the type without Missing: Union{Missing, Int64} → Int64, Missing → Union{}, Any → Any
nonmissingtype(::Type{T}) where {T} = T
nonmissingtype(::Type{Missing}) = Union{}
nonmissingtype(::Type{Union{Missing, T}}) where {T} = T
nonmissingtype(::Type{Any}) = Any

# ---------------------------------------------------------------- promotion
# Missing joins what it meets as a Union; a Union holding Missing promotes the rest and
# stays a Union (Any holds Missing too: that stays Any). A Union holding both Nothing
# and Missing takes the third rule, more specific than this one and promotion.jl's.
promote_rule(::Type{Missing}, ::Type{S}) where {S} = Union{S, Missing}
promote_rule(::Type{T}, ::Type{S}) where {T >: Missing, S} =
    T === Any ? Any : Union{promote_type(nonmissingtype(T), S), Missing}
promote_rule(::Type{T}, ::Type{S}) where {T >: Union{Nothing, Missing}, S} =
    T === Any ? Any : Union{promote_type(_nothing_free(T), S), Nothing, Missing}
promote_rule(::Type{Missing}, ::Type{Missing}) = Missing
promote_rule(::Type{Missing}, ::Type{Any}) = Any
promote_rule(::Type{Any}, ::Type{Missing}) = Any
# promote_typejoin and array literals set Missing apart like Nothing
_missing_free(::Type{Missing}) = Union{}
_missing_free(::Type{Union{Missing, T}}) where {T} = T

# a Union with Missing converts to its other part ([1, missing] stored into a
# Vector{Union{Missing, Float64}})
convert(::Type{T}, x::T) where {T >: Missing} = x
convert(::Type{T}, x) where {T >: Missing} = convert(nonmissingtype(T), x)

# ---------------------------------------------------------------- comparison
==(::Missing, ::Missing) = missing
==(::Missing, ::Any) = missing
==(::Any, ::Missing) = missing
isequal(::Missing, ::Missing) = true
isequal(::Missing, ::Any) = false
isequal(::Any, ::Missing) = false
<(::Missing, ::Missing) = missing
<(::Missing, ::Any) = missing
<(::Any, ::Missing) = missing
# missing sorts after everything
isless(::Missing, ::Missing) = false
isless(::Missing, ::Any) = false
isless(::Any, ::Missing) = true
_isunordered(::Missing) = true

# ---------------------------------------------------------------- unary functions
!(::Missing) = missing
~(::Missing) = missing
+(::Missing) = missing
-(::Missing) = missing
zero(::Missing) = missing
one(::Missing) = missing
oneunit(::Missing) = missing
isfinite(::Missing) = missing
isinf(::Missing) = missing
isnan(::Missing) = missing
isodd(::Missing) = missing
iseven(::Missing) = missing
isinteger(::Missing) = missing
isreal(::Missing) = missing
iszero(::Missing) = missing
ispow2(::Missing) = missing
transpose(::Missing) = missing
adjoint(::Missing) = missing
float(::Missing) = missing
conj(::Missing) = missing
abs(::Missing) = missing
abs2(::Missing) = missing
real(::Missing) = missing
imag(::Missing) = missing
sign(::Missing) = missing
inv(::Missing) = missing
zero(::Type{Missing}) = missing
one(::Type{Missing}) = missing
oneunit(::Type{Missing}) = missing
zero(::Type{Union{Missing, T}}) where {T} =
    T === Any ? throw(MethodError(zero, (Any,))) : zero(T)
one(::Type{Union{Missing, T}}) where {T} = T === Any ? throw(MethodError(one, (Any,))) : one(T)
oneunit(::Type{Union{Missing, T}}) where {T} =
    T === Any ? throw(MethodError(oneunit, (Any,))) : oneunit(T)

# the math functions (math.jl's list)
acos(::Missing) = missing
acosh(::Missing) = missing
asin(::Missing) = missing
asinh(::Missing) = missing
atan(::Missing) = missing
atanh(::Missing) = missing
sin(::Missing) = missing
sinh(::Missing) = missing
cos(::Missing) = missing
cosh(::Missing) = missing
tan(::Missing) = missing
tanh(::Missing) = missing
exp(::Missing) = missing
exp2(::Missing) = missing
expm1(::Missing) = missing
log(::Missing) = missing
log10(::Missing) = missing
log1p(::Missing) = missing
log2(::Missing) = missing
exponent(::Missing) = missing
sqrt(::Missing) = missing

# ---------------------------------------------------------------- binary functions
+(::Missing, ::Missing) = missing
+(::Missing, ::Number) = missing
+(::Number, ::Missing) = missing
-(::Missing, ::Missing) = missing
-(::Missing, ::Number) = missing
-(::Number, ::Missing) = missing
*(::Missing, ::Missing) = missing
*(::Missing, ::Number) = missing
*(::Number, ::Missing) = missing
/(::Missing, ::Missing) = missing
/(::Missing, ::Number) = missing
/(::Number, ::Missing) = missing
^(::Missing, ::Missing) = missing
^(::Missing, ::Number) = missing
^(::Number, ::Missing) = missing
^(::Missing, ::Integer) = missing
mod(::Missing, ::Missing) = missing
mod(::Missing, ::Number) = missing
mod(::Number, ::Missing) = missing
rem(::Missing, ::Missing) = missing
rem(::Missing, ::Number) = missing
rem(::Number, ::Missing) = missing
div(::Missing, ::Missing) = missing
div(::Missing, ::Number) = missing
div(::Number, ::Missing) = missing
fld(::Missing, ::Missing) = missing
fld(::Missing, ::Number) = missing
fld(::Number, ::Missing) = missing
cld(::Missing, ::Missing) = missing
cld(::Missing, ::Number) = missing
cld(::Number, ::Missing) = missing
*(::Missing, ::AbstractString) = missing
*(::AbstractString, ::Missing) = missing

min(::Missing, ::Missing) = missing
min(::Missing, ::Any) = missing
min(::Any, ::Missing) = missing
max(::Missing, ::Missing) = missing
max(::Missing, ::Any) = missing
max(::Any, ::Missing) = missing

# rounding: missing stays missing, unless a type without Missing is asked for
round(::Missing, ::RoundingMode = RoundNearest; sigdigits::Integer = 0, digits::Integer = 0,
      base::Integer = 0) = missing
ceil(::Missing; sigdigits::Integer = 0, digits::Integer = 0, base::Integer = 0) = missing
floor(::Missing; sigdigits::Integer = 0, digits::Integer = 0, base::Integer = 0) = missing
trunc(::Missing; sigdigits::Integer = 0, digits::Integer = 0, base::Integer = 0) = missing
_missing_round(::Type{T}) where {T} = Missing <: T ? missing :
    throw(MissingException(string("cannot convert a missing value to type ", T,
                                  ": use Union{", T, ", Missing} instead")))
round(::Type{T}, ::Missing) where {T} = _missing_round(T)
ceil(::Type{T}, ::Missing) where {T} = _missing_round(T)
floor(::Type{T}, ::Missing) where {T} = _missing_round(T)
trunc(::Type{T}, ::Missing) where {T} = _missing_round(T)

# ---------------------------------------------------------------- three-valued logic
(&)(::Missing, ::Missing) = missing
(&)(::Missing, b::Bool) = ifelse(b, missing, false)
(&)(b::Bool, ::Missing) = ifelse(b, missing, false)
(&)(::Missing, ::Integer) = missing
(&)(::Integer, ::Missing) = missing
(|)(::Missing, ::Missing) = missing
(|)(::Missing, b::Bool) = ifelse(b, true, missing)
(|)(b::Bool, ::Missing) = ifelse(b, true, missing)
(|)(::Missing, ::Integer) = missing
(|)(::Integer, ::Missing) = missing
xor(::Missing, ::Missing) = missing
xor(::Missing, ::Bool) = missing
xor(::Bool, ::Missing) = missing
xor(::Missing, ::Integer) = missing
xor(::Integer, ::Missing) = missing

# ---------------------------------------------------------------- skipmissing, coalesce
struct SkipMissing{T}
    x::T   # the wrapped iterable
end
skipmissing(itr) = SkipMissing(itr)
IteratorSize(::Type{<:SkipMissing}) = SizeUnknown()
IteratorEltype(::Type{SkipMissing{T}}) where {T} = IteratorEltype(T)
eltype(::Type{SkipMissing{T}}) where {T} = nonmissingtype(eltype(T))
function iterate(itr::SkipMissing, state...)
    y = iterate(itr.x, state...)
    while y !== nothing
        y[1] === missing || return y
        y = iterate(itr.x, y[2])
    end
    return nothing
end
function getindex(itr::SkipMissing, I...)
    v = itr.x[I...]
    v === missing && throw(MissingException(string("the value at index ", I, " is missing")))
    return v
end
# the first argument that is not missing (missing if none)
coalesce() = missing
coalesce(::Missing, y...) = coalesce(y...)
coalesce(x::Any, y...) = x

# [missing] shows without an element type prefix, as other singletons do
_implicit_eltype(::Type{Missing}) = true

# collect(skipmissing(v)) has the element type without Missing (Union{}[] when all are)
collect(itr::SkipMissing) = _collect_iter(itr)
# missing can key a Dict or Set: one value, so a fixed seed mixed with h (Julia hashes
# it by identity; the values differ, equality of hashes is what matters)
hash(::Missing, h::UInt64) = hash_64_64(UInt64(3) * h + 0x8a9c6f0d2b3e4f51)

# @coalesce(a, b, ...): the first value that is not missing, evaluating no further (1.7)
macro coalesce(args...)
    ex = :missing
    for a in reverse(args)
        ex = :((val = $(esc(a))) !== missing ? val : $ex)
    end
    return ex
end
# values with no order among the others (1.7): NaN and missing
isunordered(x) = false
isunordered(x::AbstractFloat) = isnan(x)
isunordered(x::Missing) = true
