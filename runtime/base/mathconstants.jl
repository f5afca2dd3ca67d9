# mathconstants.jl — the Irrational constants of Julia 1.7's base/mathconstants.jl beside
# π (math.jl): ℯ, γ (Euler's constant), φ (the golden ratio) and Catalan's constant, in
# Base.MathConstants with Base's ℯ; their Float64/Float32 values (correctly rounded),
# arithmetic between irrationals in Float64, `==` false against any other real (no float
# equals an irrational), and their show forms: the name, and under text/plain
# "name = 15 characters of the Float64...".

Float64(::Irrational{:ℯ}) = 2.718281828459045
Float32(::Irrational{:ℯ}) = 2.7182817f0
Float64(::Irrational{:γ}) = 0.5772156649015329
Float32(::Irrational{:γ}) = 0.5772157f0
Float64(::Irrational{:φ}) = 1.618033988749895
Float32(::Irrational{:φ}) = 1.618034f0
Float64(::Irrational{:catalan}) = 0.915965594177219
Float32(::Irrational{:catalan}) = 0.9159656f0
AbstractFloat(x::AbstractIrrational) = Float64(x)

module MathConstants
import ..Base: Irrational, π, pi
const ℯ = Irrational{:ℯ}()
const e = ℯ
const γ = Irrational{:γ}()
const eulergamma = γ
const φ = Irrational{:φ}()
const golden = φ
const catalan = Irrational{:catalan}()
end
const ℯ = MathConstants.ℯ

+(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) + Float64(y)
-(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) - Float64(y)
*(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) * Float64(y)
/(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) / Float64(y)
==(x::AbstractIrrational, y::Real) = false
==(x::Real, y::AbstractIrrational) = false

# ---------------------------------------------------------------- exact comparisons
# Float64(x, RoundUp/RoundDown) and the Float32 forms: the float just above / below the
# irrational. Julia computes them in BigFloat; here each constant records on which side of
# its nearest Float64 (Float32) it lies (checked against 50 digits of each constant).
_irr_above64(::Irrational{:π}) = true
_irr_above64(::Irrational{:ℯ}) = true
_irr_above64(::Irrational{:γ}) = false
_irr_above64(::Irrational{:φ}) = false
_irr_above64(::Irrational{:catalan}) = true
_irr_above32(::Irrational{:π}) = false
_irr_above32(::Irrational{:ℯ}) = true
_irr_above32(::Irrational{:γ}) = false
_irr_above32(::Irrational{:φ}) = false
_irr_above32(::Irrational{:catalan}) = false
Float64(x::AbstractIrrational, ::RoundingMode{:Up}) =
    _irr_above64(x) ? nextfloat(Float64(x)) : Float64(x)
Float64(x::AbstractIrrational, ::RoundingMode{:Down}) =
    _irr_above64(x) ? Float64(x) : prevfloat(Float64(x))
Float32(x::AbstractIrrational, ::RoundingMode{:Up}) =
    _irr_above32(x) ? nextfloat(Float32(x)) : Float32(x)
Float32(x::AbstractIrrational, ::RoundingMode{:Down}) =
    _irr_above32(x) ? Float32(x) : prevfloat(Float32(x))
# no float equals an irrational, so x < y is "the float above x is at most y" (Julia 1.7's
# base/irrationals.jl)
<(x::AbstractIrrational, y::Float64) = Float64(x, RoundUp) <= y
<(x::Float64, y::AbstractIrrational) = x <= Float64(y, RoundDown)
<(x::AbstractIrrational, y::Float32) = Float32(x, RoundUp) <= y
<(x::Float32, y::AbstractIrrational) = x <= Float32(y, RoundDown)
<=(x::AbstractIrrational, y::AbstractFloat) = x < y
<=(x::AbstractFloat, y::AbstractIrrational) = x < y
# two different irrationals: by their Float64 values (equal ones cannot be ordered)
<(::Irrational{s}, ::Irrational{s}) where {s} = false
<=(::Irrational{s}, ::Irrational{s}) where {s} = true
function <(x::AbstractIrrational, y::AbstractIrrational)
    Float64(x) != Float64(y) || throw(MethodError(<, (x, y)))
    return Float64(x) < Float64(y)
end
<=(x::AbstractIrrational, y::AbstractIrrational) = x == y || x < y

isfinite(x::AbstractIrrational) = true
isinf(x::AbstractIrrational) = false
isnan(x::AbstractIrrational) = false
isinteger(x::AbstractIrrational) = false
iszero(x::AbstractIrrational) = false
isone(x::AbstractIrrational) = false
signbit(x::AbstractIrrational) = signbit(Float64(x))
abs(x::AbstractIrrational) = x
log(::Irrational{:ℯ}) = 1    # as Julia: the natural logarithm of ℯ is exactly 1
log(::Irrational{:ℯ}, x::Number) = log(x)
^(::Irrational{:ℯ}, x::Number) = exp(x)

show(io::IO, ::Irrational{sym}) where {sym} = print(io, sym)
function show(io::IO, ::MIME{Symbol("text/plain")}, x::Irrational{sym}) where {sym}
    if get(io, :compact, false)
        print(io, sym)
    else
        print(io, sym, " = ", string(float(x))[1:15], "...")
    end
end

# zero and one of an irrational are the Bools (as in Julia: im * π goes through them)
zero(::AbstractIrrational) = false
zero(::Type{<:AbstractIrrational}) = false
one(::AbstractIrrational) = true
one(::Type{<:AbstractIrrational}) = true
