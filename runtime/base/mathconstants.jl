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
