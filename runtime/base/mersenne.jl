# mersenne.jl — Julia 1.7's MersenneTwister (stdlib/Random/src/RNGs.jl): dSFMT-19937
# (runtime/dsfmt.c) behind a cache of 1002 doubles in [1, 2) and a cache of 501 UInt128
# words for 64- and 128-bit integers, with 1.7's bookkeeping, so a seeded generator gives
# Julia's numbers for every draw jolt implements:
#   - Float64: the next cached double minus 1; arrays of up to 384 from the cache, longer
#     ones straight from the generator but for their last 2 or 3 values;
#   - Bool, Int8 … UInt32: the low bits of the next cached double's bit pattern;
#   - Int64, UInt64, Int128, UInt128 (and their arrays): the integer cache, made of 627
#     words of doubles whose 52 random bits are folded into 501 full words;
#   - ranges and collections: the nearly-division-less sampler every generator uses
#     (random.jl), on 64-bit draws from the integer cache (32-bit ones for types of up
#     to 32 bits). Before 1.7, MersenneTwister had a sampler of its own (SamplerRangeFast);
#     1.7's manual shows `randstring(MersenneTwister(3), 'a':'z', 6) == "ocucay"`, the
#     nearly-division-less result, where 1.6's showed "bzlhqn";
#   - randn/randexp and shuffle/randperm: 52 bits a draw, the double's mantissa.
# show prints the seed and, once drawn from, the advance counters, as Julia does.

const _MT_CACHE_F = 1002       # doubles in the float cache
const _MT_CACHE_I = 501 << 4   # bytes in the integer cache
const _DSFMT_WORDS = 384       # state words: 2 * (191 + 1)
const _DSFMT_MIN = 382         # the least count the generator fills at once

mutable struct MersenneTwister <: AbstractRNG
    seed::Vector{UInt32}   # the seed's 32-bit words, least significant first
    state::Vector{UInt64}  # the dSFMT state
    vals::Vector{Float64}  # the float cache
    ints::Vector{UInt128}  # the integer cache
    idxF::Int64            # doubles of vals used
    idxI::Int64            # bytes of ints left
    adv::Int64             # doubles the state has produced since seeding
    adv_vals::Int64        # adv when vals was filled (-1: not since seeding)
    adv_ints::Int64        # adv when ints was filled (-1: not since seeding)
end

function MersenneTwister(seed = nothing)
    r = MersenneTwister(UInt32[], zeros(UInt64, _DSFMT_WORDS), zeros(Float64, _MT_CACHE_F),
                        zeros(UInt128, _MT_CACHE_I >> 4), _MT_CACHE_F, 0, 0, -1, -1)
    return seed!(r, seed)
end

function _mt_make_seed(n::Integer)
    n < 0 && throw(DomainError(n, "`n` must be non-negative."))
    seed = UInt32[]
    while true
        push!(seed, (n & 0xffffffff) % UInt32)
        n >>= 32
        n == 0 && return seed
    end
end

function seed!(r::MersenneTwister, seed::Vector{UInt32})
    copyto!(resize!(r.seed, length(seed)), seed)
    ccall(:rt_dsfmt_seed, Cvoid, (Any, Any), r.state, r.seed)
    fill!(r.vals, 0.0)
    fill!(r.ints, zero(UInt128))
    r.idxF = _MT_CACHE_F
    r.idxI = 0
    r.adv = 0
    r.adv_vals = -1
    r.adv_ints = -1
    return r
end
seed!(r::MersenneTwister, n::Integer) = seed!(r, _mt_make_seed(n))
seed!(r::MersenneTwister) = seed!(r, rand(RandomDevice(), UInt32, 4))
seed!(r::MersenneTwister, ::Nothing) = seed!(r)

function copy(r::MersenneTwister)
    return MersenneTwister(copy(r.seed), copy(r.state), copy(r.vals), copy(r.ints), r.idxF,
                           r.idxI, r.adv, r.adv_vals, r.adv_ints)
end
function copy!(dst::MersenneTwister, src::MersenneTwister)
    copyto!(resize!(dst.seed, length(src.seed)), src.seed)
    copyto!(dst.state, src.state)
    copyto!(dst.vals, src.vals)
    copyto!(dst.ints, src.ints)
    dst.idxF = src.idxF
    dst.idxI = src.idxI
    dst.adv = src.adv
    dst.adv_vals = src.adv_vals
    dst.adv_ints = src.adv_ints
    return dst
end
==(a::MersenneTwister, b::MersenneTwister) =
    a.seed == b.seed && a.state == b.state && isequal(a.vals, b.vals) &&
    isequal(a.ints, b.ints) && a.idxF == b.idxF && a.idxI == b.idxI

function show(io::IO, r::MersenneTwister)
    seed = big(0)
    for i in length(r.seed):-1:1
        seed = (seed << 32) + r.seed[i]
    end
    s = seed <= typemax(Int64) ? string(seed) : "0x" * string(seed, base = 16)
    r.adv == 0 && return print(io, "MersenneTwister(", s, ")")
    print(io, "MersenneTwister(", s, ", (0, ", r.adv)
    if r.adv_vals != -1 || r.adv_ints != -1
        if r.adv_vals == -1
            print(io, ", 0, 0")
        else
            print(io, ", ", r.adv_vals, ", ", r.idxF)
        end
    end
    if r.adv_ints != -1
        print(io, ", ", r.adv_ints, ", ", (length(r.ints) * 16 - r.idxI) ÷ 8)
    end
    print(io, "))")
end

# ---------------------------------------------------------------- the float cache

function _mt_fill!(r::MersenneTwister, A::Array, first::Int64, n::Int64)
    r.adv += n
    ccall(:rt_dsfmt_fill, Cvoid, (Any, Any, Int64, Int64), r.state, A, first, n)
    return nothing
end

function _mt_gen_rand!(r::MersenneTwister)
    r.adv_vals = r.adv
    _mt_fill!(r, r.vals, 0, _MT_CACHE_F)
    r.idxF = 0
    return nothing
end

# the next double in [1, 2)
function _mt_next12(r::MersenneTwister)
    r.idxF == _MT_CACHE_F && _mt_gen_rand!(r)
    r.idxF += 1
    return @inbounds r.vals[r.idxF]
end

_mt_raw(r::MersenneTwister) = reinterpret(UInt64, _mt_next12(r))
_rng_u52(r::MersenneTwister) = _mt_raw(r) & 0x000fffffffffffff

rand(r::MersenneTwister, ::Type{Float64}) = _mt_next12(r) - 1.0
rand(r::MersenneTwister, ::Type{Bool}) = (_mt_raw(r) & 0x01) == 0x01
rand(r::MersenneTwister, ::Type{Int8}) = _mt_raw(r) % Int8
rand(r::MersenneTwister, ::Type{UInt8}) = _mt_raw(r) % UInt8
rand(r::MersenneTwister, ::Type{Int16}) = _mt_raw(r) % Int16
rand(r::MersenneTwister, ::Type{UInt16}) = _mt_raw(r) % UInt16
rand(r::MersenneTwister, ::Type{Int32}) = _mt_raw(r) % Int32
rand(r::MersenneTwister, ::Type{UInt32}) = _mt_raw(r) % UInt32

# ---------------------------------------------------------------- the integer cache

# 627 words of doubles, the last 126 folded into the first 501 so every bit is random
function _mt_fill_ints!(r::MersenneTwister)
    r.adv_ints = r.adv
    ints = r.ints
    len = 501 + 126
    resize!(ints, len)
    _mt_fill!(r, ints, 0, 2 * len)
    k = 501
    n = 0
    while n != 500
        u = ints[k += 1]
        ints[n += 1] ⊻= u << 48
        ints[n += 1] ⊻= u << 36
        ints[n += 1] ⊻= u << 24
        ints[n += 1] ⊻= u << 12
    end
    ints[501] ⊻= ints[len] << 48
    resize!(ints, 501)
    r.idxI = _MT_CACHE_I
    return nothing
end

function _mt_pop_int(r::MersenneTwister, ::Type{T}) where {T<:Union{Int64,UInt64}}
    r.idxI < 8 && _mt_fill_ints!(r)
    r.idxI -= 8
    i = r.idxI
    x128 = r.ints[1 + (i >> 4)]
    return (x128 >> (((i >> 3) & 1) * 64)) % T
end
function _mt_pop_int(r::MersenneTwister, ::Type{T}) where {T<:Union{Int128,UInt128}}
    r.idxI < 16 && _mt_fill_ints!(r)
    idx = r.idxI >> 4
    r.idxI = (idx << 4) - 16
    return r.ints[idx] % T
end

# (rand(r, UInt64) and rand(r, Int64) are _rng_next's, random.jl)
_rng_next(r::MersenneTwister) = _mt_pop_int(r, UInt64)
rand(r::MersenneTwister, ::Type{UInt128}) = _mt_pop_int(r, UInt128)
rand(r::MersenneTwister, ::Type{Int128}) = _mt_pop_int(r, Int128)

# ---------------------------------------------------------------- arrays

# 1.7's rand! into Float64 memory: up to 384 values from the cache; more straight from the
# generator but for the last 2 or 3, which are scalar draws
function _mt_rand_f64!(r::MersenneTwister, A::Array, n::Int64, close_open::Bool)
    n2 = (n - 2) ÷ 2 * 2
    if n2 < _DSFMT_MIN
        r.idxF == _MT_CACHE_F && _mt_gen_rand!(r)
        m = min(n, _MT_CACHE_F - r.idxF)
        for i in 1:m
            @inbounds A[i] = r.vals[r.idxF + i]
        end
        if m == n
            r.idxF += m
        else
            _mt_gen_rand!(r)
            for i in 1:(n - m)
                @inbounds A[m + i] = r.vals[i]
            end
            r.idxF = n - m
        end
        if close_open
            for i in 1:n
                @inbounds A[i] -= 1.0
            end
        end
        return A
    end
    _mt_fill!(r, A, 0, n2)
    if close_open
        for i in 1:n2
            @inbounds A[i] -= 1.0
        end
    end
    for i in (n2 + 1):n
        @inbounds A[i] = close_open ? rand(r, Float64) : _mt_next12(r)
    end
    return A
end

rand!(r::MersenneTwister, A::Array{Float64}, ::Type{Float64}) = _mt_rand_f64!(r, A, length(A), true)

# integers: whole UInt128 words through the array's memory, the rest one at a time
function _mt_rand_u128!(r::MersenneTwister, A::Vector{UInt128}, n::Int64)
    i = n
    while true
        f = Vector{Float64}(undef, 2 * i) # the words' memory, as doubles
        _mt_rand_f64!(r, f, 2 * i, false)
        ccall(:memcpy, Ptr{Cvoid}, (Ptr{UInt128}, Ptr{Float64}, UInt64), pointer(A), pointer(f), 16 * i)
        n < 5 && break
        i = 0
        while n - i >= 5
            u = A[i += 1]
            A[n] ⊻= u << 48
            A[n -= 1] ⊻= u << 36
            A[n -= 1] ⊻= u << 24
            A[n -= 1] ⊻= u << 12
            n -= 1
        end
    end
    if n > 0
        r.idxF > _MT_CACHE_F - 2 && _mt_gen_rand!(r)
        hi = _mt_raw(r) % UInt128
        lo = _mt_raw(r) % UInt128
        u = (hi << 64) | lo
        for k in 1:n
            A[k] ⊻= u << (12 * k)
        end
    end
    return A
end

function rand!(r::MersenneTwister, A::Array{T}, ::Type{T}) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,UInt128}}
    n = length(A)
    n128 = n * sizeof(T) ÷ 16
    if n128 > 0
        w = Vector{UInt128}(undef, n128)
        _mt_rand_u128!(r, w, n128)
        ccall(:memcpy, Ptr{Cvoid}, (Ptr{T}, Ptr{UInt128}, UInt64), pointer(A), pointer(w), 16 * n128)
    end
    for i in (16 * n128 ÷ sizeof(T) + 1):n
        @inbounds A[i] = rand(r, T)
    end
    return A
end

# ---------------------------------------------------------------- bitrand, randsubseq
# (for every generator; here rather than in random.jl, which Base includes before BitArray
# is defined)

# random chunks, the bits past the end cleared (1.7's rand!(::BitArray))
function rand!(r::AbstractRNG, B::BitArray, ::Type{Bool})
    B.len == 0 && return B
    c = B.chunks
    rand!(r, c, UInt64)
    k = B.len & 63
    k != 0 && (c[end] &= (UInt64(1) << k) - UInt64(1))
    return B
end
bitrand(r::AbstractRNG, dims::Integer...) = rand!(r, BitArray(undef, map(Int64, dims)...), Bool)
bitrand(r::AbstractRNG, dims::Tuple{Vararg{Integer}}) = bitrand(r, dims...)
bitrand(dims::Integer...) = bitrand(default_rng(), dims...)
bitrand(dims::Tuple{Vararg{Integer}}) = bitrand(default_rng(), dims...)

# each element of A kept with probability p, in order: one rand() an element above
# p = 0.15, else exponential skips (1.7's randsubseq!)
function randsubseq!(r::AbstractRNG, S::AbstractArray, A::AbstractArray, p::Real)
    0 <= p <= 1 || throw(ArgumentError("probability $p not in [0,1]"))
    n = length(A)
    p == 1 && return copyto!(resize!(S, n), A)
    empty!(S)
    p == 0 && return S
    if p > 0.15
        for i in 1:n
            rand(r) <= p && push!(S, A[i])
        end
    else
        L = -1 / log1p(-p)
        i = 0
        while true
            s = randexp(r) * L
            s >= n - i && return S
            push!(S, A[i += ceil(Int, s)])
        end
    end
    return S
end
randsubseq!(S::AbstractArray, A::AbstractArray, p::Real) = randsubseq!(default_rng(), S, A, p)
randsubseq(r::AbstractRNG, A::AbstractArray{T}, p::Real) where {T} = randsubseq!(r, T[], A, p)
randsubseq(A::AbstractArray, p::Real) = randsubseq(default_rng(), A, p)
