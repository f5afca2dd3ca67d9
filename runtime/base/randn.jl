# randn.jl — normal and exponential variates as Julia 1.7's stdlib Random/src/normal.jl
# draws them: Marsaglia & Tsang's ziggurat with 256 strips, fed by 52-bit raw draws
# (UInt52Raw: the generator output's top 52 bits), so seeded streams match 1.7 bit for bit.
# randn/randexp for Float64 (Float32/Float16 convert the Float64 draw), randn for complex
# types (real then imaginary part, each scaled by sqrt(1/2)), arrays, randn!/randexp!.
#
# The strip tables (ki, wi, fi for the normal density, ke, we, fe for the exponential one)
# are not literals: they are built on first use in 256-bit BigFloat, as Julia generated the
# ones it ships, from the rightmost strip edge r and the common strip area v, then rounded
# to Float64 (w, f) or truncated to integers (k). Normal strips use a 2^51 scale (one of
# the 52 bits is the sign), exponential strips 2^52.

# ---------------------------------------------------------------- constants

# rightmost strip edges (Julia's ziggurat_nor_r, ziggurat_exp_r), full decimal precision
const _ZIG_NOR_R_STR = "3.6541528853610087963519472518"
const _ZIG_EXP_R_STR = "7.6971174701310497140446280481"
const _zig_nor_r = 3.6541528853610087963519472518
const _zig_nor_inv_r = inv(3.6541528853610087963519472518)
const _zig_exp_r = 7.6971174701310497140446280481

# the six strip tables, filled once by _zig_build!
mutable struct _ZigTables
    ready::Bool          # tables built
    ki::Vector{UInt64}   # normal: acceptance thresholds k_i (scaled by 2^51)
    wi::Vector{Float64}  # normal: x_i / 2^51 (strip width per unit of the draw)
    fi::Vector{Float64}  # normal: exp(-x_i^2/2) (density at the strip edge)
    ke::Vector{UInt64}   # exponential: thresholds (scaled by 2^52)
    we::Vector{Float64}  # exponential: x_i / 2^52
    fe::Vector{Float64}  # exponential: exp(-x_i)
    _ZigTables() = new(false)   # tables unset: an executable cannot embed arrays
end

const _ZIG = _ZigTables()

# ∫_r^∞ exp(-t²/2) dt = sqrt(π/2) - exp(-r²/2) Σ_{n≥0} r^(2n+1)/(2n+1)!!  (positive terms)
function _zig_normal_tail(r::BigFloat)
    r2 = r * r
    term = r
    s = r
    n = 0
    tiny = ldexp(BigFloat(1), -300)
    while term > tiny * s
        n += 1
        term = term * r2 / (2n + 1)
        s = s + term
    end
    return sqrt(BigFloat(π) / 2) - exp(-r2 / 2) * s
end

# the densities (unnormalised) and their inverses
_zig_dens(x::BigFloat, normal::Bool) = normal ? exp(-x * x / 2) : exp(-x)
_zig_dens_inv(y::BigFloat, normal::Bool) = normal ? sqrt(-2 * log(y)) : -log(y)

# One ziggurat: starting at the rightmost edge r, each strip's left edge solves
# v = x_{i+1} (f(x_i) - f(x_{i+1})), i.e. x_i = finv(v / x_{i+1} + f(x_{i+1})).
# Index 1 is the base strip (rectangle plus tail): k = r f(r) / v, w = v / f(r) / scale.
function _zig_fill!(k::Vector{UInt64}, w::Vector{Float64}, f::Vector{Float64},
                    r::BigFloat, v::BigFloat, scale::BigFloat, normal::Bool)
    x1 = r
    fx1 = _zig_dens(x1, normal)
    w[256] = Float64(x1 / scale)
    f[256] = Float64(fx1)
    k[1] = trunc(UInt64, x1 * fx1 / v * scale)
    w[1] = Float64(v / fx1 / scale)
    f[1] = 1.0
    for i = 255:-1:2
        x = _zig_dens_inv(v / x1 + fx1, normal)
        k[i + 1] = trunc(UInt64, x / x1 * scale)
        w[i] = Float64(x / scale)
        fx = _zig_dens(x, normal)
        f[i] = Float64(fx)
        x1 = x
        fx1 = fx
    end
    k[2] = UInt64(0)
    return nothing
end

function _zig_build!(z::_ZigTables)
    ki = zeros(UInt64, 256)
    wi = zeros(Float64, 256)
    fi = zeros(Float64, 256)
    ke = zeros(UInt64, 256)
    we = zeros(Float64, 256)
    fe = zeros(Float64, 256)
    # 256 bits, rounding to nearest, whatever the caller set (restored afterwards)
    oldprec = precision(BigFloat)
    oldmode = rounding(BigFloat)
    setprecision(BigFloat, 256)
    setrounding(BigFloat, RoundNearest)
    rn = parse(BigFloat, _ZIG_NOR_R_STR)
    vn = rn * exp(-rn * rn / 2) + _zig_normal_tail(rn)
    _zig_fill!(ki, wi, fi, rn, vn, ldexp(BigFloat(1), 51), true)
    re = parse(BigFloat, _ZIG_EXP_R_STR)
    ve = (re + 1) * exp(-re)          # r f(r) + ∫_r^∞ exp(-t) dt
    _zig_fill!(ke, we, fe, re, ve, ldexp(BigFloat(1), 52), false)
    setrounding(BigFloat, oldmode)
    setprecision(BigFloat, oldprec)
    z.ki = ki
    z.wi = wi
    z.fi = fi
    z.ke = ke
    z.we = we
    z.fe = fe
    z.ready = true
    return z
end

function _zig()
    z = _ZIG
    z.ready || _zig_build!(z)
    return z
end

# ---------------------------------------------------------------- normal variates

# 52 raw bits: bit 0 is the sign, the next 8 pick the strip, the 51 above the sign the value
function randn(rng::AbstractRNG)
    z = _zig()
    r = _rng_u52(rng)
    rabs = (r >> 1) % Int64
    idx = rabs & 0xff
    x = ((r & 0x01) == 0x01 ? -rabs : rabs) * z.wi[idx + 1]
    rabs < z.ki[idx + 1] % Int64 && return x
    return _randn_unlikely(rng, z, idx, rabs, x)
end
randn() = randn(default_rng())

function _randn_unlikely(rng::AbstractRNG, z::_ZigTables, idx::Int64, rabs::Int64, x::Float64)
    if idx == 0
        # the tail beyond r (Marsaglia's method); bit 8 of rabs gives the sign
        while true
            xx = -_zig_nor_inv_r * log(rand(rng))
            yy = -log(rand(rng))
            if yy + yy > xx * xx
                return ((rabs >> 8) & 1) == 1 ? -_zig_nor_r - xx : _zig_nor_r + xx
            end
        end
    end
    fi = z.fi
    if (fi[idx] - fi[idx + 1]) * rand(rng) + fi[idx + 1] < exp(-0.5 * x * x)
        return x
    end
    return randn(rng)
end

randn(rng::AbstractRNG, ::Type{Float64}) = randn(rng)
randn(rng::AbstractRNG, ::Type{Float32}) = Float32(randn(rng))
randn(rng::AbstractRNG, ::Type{Float16}) = Float16(randn(rng))

# complex: circularly symmetric, each part sqrt(1/2) times a real draw (real part first);
# the factor is Julia's SQRT_HALF irrational rounded to the part type
_sqrt_half(::Type{Float64}) = 0.7071067811865476
_sqrt_half(::Type{Float32}) = 0.70710677f0
_sqrt_half(::Type{Float16}) = Float16(0.70703125)
function randn(rng::AbstractRNG, ::Type{Complex{T}}) where {T<:Union{Float16,Float32,Float64}}
    a = _sqrt_half(T) * randn(rng, T)
    b = _sqrt_half(T) * randn(rng, T)
    return Complex{T}(a, b)
end

# ---------------------------------------------------------------- exponential variates

# 52 raw bits: the low 8 pick the strip, all 52 give the value
function randexp(rng::AbstractRNG)
    z = _zig()
    ri = _rng_u52(rng)
    idx = (ri & 0xff) % Int64
    x = ri * z.we[idx + 1]
    ri < z.ke[idx + 1] && return x
    return _randexp_unlikely(rng, z, idx, x)
end
randexp() = randexp(default_rng())

function _randexp_unlikely(rng::AbstractRNG, z::_ZigTables, idx::Int64, x::Float64)
    idx == 0 && return _zig_exp_r - log(rand(rng))
    fe = z.fe
    if (fe[idx] - fe[idx + 1]) * rand(rng) + fe[idx + 1] < exp(-x)
        return x
    end
    return randexp(rng)
end

randexp(rng::AbstractRNG, ::Type{Float64}) = randexp(rng)
randexp(rng::AbstractRNG, ::Type{Float32}) = Float32(randexp(rng))
randexp(rng::AbstractRNG, ::Type{Float16}) = Float16(randexp(rng))

# ---------------------------------------------------------------- type and array forms

randn(::Type{T}) where {T} = randn(default_rng(), T)
randexp(::Type{T}) where {T} = randexp(default_rng(), T)

function randn!(rng::AbstractRNG, A::AbstractArray)
    T = eltype(A)
    for i in eachindex(A)
        A[i] = randn(rng, T)
    end
    return A
end
randn!(A::AbstractArray) = randn!(default_rng(), A)

function randexp!(rng::AbstractRNG, A::AbstractArray)
    T = eltype(A)
    for i in eachindex(A)
        A[i] = randexp(rng, T)
    end
    return A
end
randexp!(A::AbstractArray) = randexp!(default_rng(), A)

_randn_array(::Type{T}, dims) where {T} = Array{T}(undef, map(Int64, dims)...)

randn(rng::AbstractRNG, ::Type{T}, dims::Tuple{Vararg{Integer}}) where {T} =
    randn!(rng, _randn_array(T, dims))
randn(rng::AbstractRNG, ::Type{T}, d1::Integer, dims::Integer...) where {T} =
    randn!(rng, _randn_array(T, (d1, dims...)))
randn(::Type{T}, dims::Tuple{Vararg{Integer}}) where {T} = randn(default_rng(), T, dims)
randn(::Type{T}, dims::Integer...) where {T} = randn(default_rng(), T, dims)
randn(rng::AbstractRNG, dims::Tuple{Vararg{Integer}}) = randn(rng, Float64, dims)
randn(rng::AbstractRNG, dims::Integer...) = randn(rng, Float64, dims)
randn(dims::Tuple{Vararg{Integer}}) = randn(default_rng(), Float64, dims)
randn(dims::Integer...) = randn(default_rng(), Float64, dims)

randexp(rng::AbstractRNG, ::Type{T}, dims::Tuple{Vararg{Integer}}) where {T} =
    randexp!(rng, _randn_array(T, dims))
randexp(rng::AbstractRNG, ::Type{T}, d1::Integer, dims::Integer...) where {T} =
    randexp!(rng, _randn_array(T, (d1, dims...)))
randexp(::Type{T}, dims::Tuple{Vararg{Integer}}) where {T} = randexp(default_rng(), T, dims)
randexp(::Type{T}, dims::Integer...) where {T} = randexp(default_rng(), T, dims)
randexp(rng::AbstractRNG, dims::Tuple{Vararg{Integer}}) = randexp(rng, Float64, dims)
randexp(rng::AbstractRNG, dims::Integer...) = randexp(rng, Float64, dims)
randexp(dims::Tuple{Vararg{Integer}}) = randexp(default_rng(), Float64, dims)
randexp(dims::Integer...) = randexp(default_rng(), Float64, dims)
