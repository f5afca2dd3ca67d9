# random.jl — Julia 1.7's stdlib Random (jolt keeps it inside Base; `using Random` and
# `Random.x` resolve to Base): AbstractRNG, TaskLocalRNG (the default RNG), Xoshiro,
# RandomDevice, seed!, rand/rand! for floats, bit integers, Bool, integer ranges (Lemire's
# nearly-division-less sampler, as 1.7's SamplerRangeNDL), arrays, strings, tuples, Dict
# and Set, and shuffle/shuffle!/randperm/randcycle with 1.7's index draws.
# The generator step, SHA2-256 seeding, OS entropy and the 8-lane bulk array fill live in
# runtime/random.c. Every draw goes through _rng_next(rng)::UInt64 (one Xoshiro256++ output).
# The task-local state is the running task's (runtime/task.c swaps it at each switch).
# Also randstring. Not here: randn/randexp (1.7's ziggurat tables), Float16 (no
# Float16(::Float32) in jolt yet), bitrand, randsubseq. MersenneTwister: mersenne.jl.

abstract type AbstractRNG end

# the current task's generator (1.7's default_rng())
struct TaskLocalRNG <: AbstractRNG end

# Xoshiro256++ with its own four state words
mutable struct Xoshiro <: AbstractRNG
    s0::UInt64   # state word 0
    s1::UInt64   # state word 1
    s2::UInt64   # state word 2
    s3::UInt64   # state word 3
end

# entropy straight from the operating system
struct RandomDevice <: AbstractRNG end

default_rng() = TaskLocalRNG()

# ---------------------------------------------------------------- raw 64-bit outputs

# one Xoshiro256++ step: the output and the next four words
@inline function _xoshiro_step(s0::UInt64, s1::UInt64, s2::UInt64, s3::UInt64)
    tmp = s0 + s3
    res = ((tmp << 23) | (tmp >> 41)) + s0
    t = s1 << 17
    s2 = xor(s2, s0)
    s3 = xor(s3, s1)
    s1 = xor(s1, s2)
    s0 = xor(s0, s3)
    s2 = xor(s2, t)
    s3 = (s3 << 45) | (s3 >> 19)
    return res, s0, s1, s2, s3
end
# the running task's words, stepped here so that the step inlines into the caller's loop
# (the address is the same for as long as the code runs: codegen lets LLVM hoist the call)
function _rng_next(::TaskLocalRNG)
    p = ccall(:rt_rng_task_state, Ptr{UInt64}, ())
    res, s0, s1, s2, s3 = _xoshiro_step(unsafe_load(p, 1), unsafe_load(p, 2),
                                        unsafe_load(p, 3), unsafe_load(p, 4))
    unsafe_store!(p, s0, 1)
    unsafe_store!(p, s1, 2)
    unsafe_store!(p, s2, 3)
    unsafe_store!(p, s3, 4)
    return res
end
# 52 random bits (1.7's UInt52): the top of a 64-bit output (MersenneTwister: a double's
# mantissa, mersenne.jl)
_rng_u52(r::AbstractRNG) = _rng_next(r) >> 12
_rng_next(::RandomDevice) = ccall(:rt_rng_os_u64, UInt64, ())
function _rng_next(r::Xoshiro)
    res, r.s0, r.s1, r.s2, r.s3 = _xoshiro_step(r.s0, r.s1, r.s2, r.s3)
    return res
end

# ---------------------------------------------------------------- state, copies, seeding

_rng_state(::TaskLocalRNG) = nothing
_rng_state(r::Xoshiro) = UInt64[r.s0, r.s1, r.s2, r.s3]
_rng_restore!(::TaskLocalRNG, st) = nothing
function _rng_restore!(r::Xoshiro, st)
    r.s0 = st[1]
    r.s1 = st[2]
    r.s2 = st[3]
    r.s3 = st[4]
    return nothing
end

_task_word(i::Int64) = ccall(:rt_rng_task_get, UInt64, (Int64,), i)

copy(r::Xoshiro) = Xoshiro(r.s0, r.s1, r.s2, r.s3)
copy(::TaskLocalRNG) = Xoshiro(_task_word(0), _task_word(1), _task_word(2), _task_word(3))
function copy!(dst::Xoshiro, src::Xoshiro)
    dst.s0 = src.s0
    dst.s1 = src.s1
    dst.s2 = src.s2
    dst.s3 = src.s3
    return dst
end
function copy!(dst::TaskLocalRNG, src::Xoshiro)
    ccall(:rt_rng_task_set, Cvoid, (UInt64, UInt64, UInt64, UInt64), src.s0, src.s1, src.s2, src.s3)
    return dst
end
copy!(dst::Xoshiro, src::TaskLocalRNG) = copy!(dst, copy(src))
_rng_words(r::Xoshiro) = (r.s0, r.s1, r.s2, r.s3)
_rng_words(::TaskLocalRNG) = (_task_word(0), _task_word(1), _task_word(2), _task_word(3))
==(a::Union{TaskLocalRNG,Xoshiro}, b::Union{TaskLocalRNG,Xoshiro}) = _rng_words(a) == _rng_words(b)

# 1.7's make_seed: the little-endian UInt32 limbs of a non-negative integer
function make_seed(n::Integer)
    n < 0 && throw(DomainError(n, "`n` must be non-negative."))
    seed = UInt32[]
    while true
        push!(seed, UInt32(n & 0xffffffff))
        n >>= 32
        n == 0 && return seed
    end
end
make_seed(n::Vector{UInt32}) = copy(n)
function make_seed(n::Vector{UInt64})
    seed = UInt32[]
    for w in n
        push!(seed, w % UInt32)
        push!(seed, (w >> 32) % UInt32)
    end
    return seed
end

function _seed_limbs!(r::Union{TaskLocalRNG,Xoshiro}, limbs::Vector{UInt32})
    st = _rng_state(r)
    ccall(:rt_rng_seed, Cvoid, (Any, Any), st, limbs)
    _rng_restore!(r, st)
    return r
end

seed!(r::Union{TaskLocalRNG,Xoshiro}, seed::Union{Integer,Vector{UInt32},Vector{UInt64}}) =
    _seed_limbs!(r, make_seed(seed))
function seed!(r::TaskLocalRNG)
    a = _rng_next(RandomDevice())
    b = _rng_next(RandomDevice())
    c = _rng_next(RandomDevice())
    d = _rng_next(RandomDevice())
    ccall(:rt_rng_task_set, Cvoid, (UInt64, UInt64, UInt64, UInt64), a, b, c, d)
    return r
end
function seed!(r::Xoshiro)
    r.s0 = _rng_next(RandomDevice())
    r.s1 = _rng_next(RandomDevice())
    r.s2 = _rng_next(RandomDevice())
    r.s3 = _rng_next(RandomDevice())
    return r
end
seed!(r::Union{TaskLocalRNG,Xoshiro}, ::Nothing) = seed!(r)
seed!(seed::Union{Integer,Vector{UInt32},Vector{UInt64}}) = seed!(default_rng(), seed)
seed!() = seed!(default_rng())
seed!(::Nothing) = seed!(default_rng())

Xoshiro(seed::Union{Integer,Vector{UInt32},Vector{UInt64}}) =
    seed!(Xoshiro(UInt64(0), UInt64(0), UInt64(0), UInt64(0)), seed)
Xoshiro() = seed!(Xoshiro(UInt64(0), UInt64(0), UInt64(0), UInt64(0)))

# ---------------------------------------------------------------- scalars

rand() = rand(default_rng(), Float64)
rand(r::AbstractRNG) = rand(r, Float64)
rand(::Type{T}) where {T} = rand(default_rng(), T)

rand(r::AbstractRNG, ::Type{Float64}) = Float64(_rng_next(r) >> 11) * 0x1.0p-53
rand(r::AbstractRNG, ::Type{Float32}) =
    Float32(rand(r, UInt32) >> 8) * Float32(0x1.0p-24)
rand(r::AbstractRNG, ::Type{UInt64}) = _rng_next(r)
rand(r::AbstractRNG, ::Type{Int64}) = _rng_next(r) % Int64
rand(r::AbstractRNG, ::Type{UInt32}) = (_rng_next(r) >> 32) % UInt32
rand(r::AbstractRNG, ::Type{Int32}) = (_rng_next(r) >> 32) % Int32
rand(r::AbstractRNG, ::Type{UInt16}) = (_rng_next(r) >> 48) % UInt16
rand(r::AbstractRNG, ::Type{Int16}) = (_rng_next(r) >> 48) % Int16
rand(r::AbstractRNG, ::Type{UInt8}) = (_rng_next(r) >> 56) % UInt8
rand(r::AbstractRNG, ::Type{Int8}) = (_rng_next(r) >> 56) % Int8
rand(r::AbstractRNG, ::Type{Bool}) = ((_rng_next(r) >> 56) & 0x01) == 0x01
function rand(r::AbstractRNG, ::Type{UInt128})
    hi = _rng_next(r)
    lo = _rng_next(r)
    return (UInt128(hi) << 64) | UInt128(lo)
end
rand(r::AbstractRNG, ::Type{Int128}) = rand(r, UInt128) % Int128
rand(r::AbstractRNG, ::Type{ComplexF64}) = complex(rand(r, Float64), rand(r, Float64))
rand(r::AbstractRNG, ::Type{ComplexF32}) = complex(rand(r, Float32), rand(r, Float32))
function rand(r::AbstractRNG, ::Type{Char})
    c = rand(r, 0x00000000:0x0010f7ff)
    return c < 0xd800 ? Char(c) : Char(c + 0x800)
end

# ---------------------------------------------------------------- integer ranges

_uint_sup(::Type{T}) where {T<:Union{Bool,Int8,UInt8,Int16,UInt16,Int32,UInt32}} = UInt32
_uint_sup(::Type{T}) where {T<:Union{Int64,UInt64}} = UInt64
_uint_sup(::Type{T}) where {T<:Union{Int128,UInt128}} = UInt128
_unsigned_of(::Type{T}) where {T<:Union{Int8,UInt8}} = UInt8
_unsigned_of(::Type{T}) where {T<:Union{Int16,UInt16}} = UInt16
_unsigned_of(::Type{T}) where {T<:Union{Int32,UInt32}} = UInt32
_unsigned_of(::Type{T}) where {T<:Union{Int64,UInt64}} = UInt64
_unsigned_of(::Type{T}) where {T<:Union{Int128,UInt128}} = UInt128

_empty_range_error() = throw(ArgumentError("range must be non-empty"))

# Lemire's nearly-division-less method (1.7's SamplerRangeNDL): s == 0 is the full range
# (types come from typeof, not static parameters: an executable's generic fallback
# bodies may not know them)
function _rand_ndl(r::AbstractRNG, a, s)
    T = typeof(a)
    U = typeof(s)
    x = widen(rand(r, U))
    m = x * widen(s)
    l = m % U
    if l < s
        t = mod(-s, s)
        while l < t
            x = widen(rand(r, U))
            m = x * widen(s)
            l = m % U
        end
    end
    v = s == zero(U) ? x : m >> (8 * sizeof(U))
    return v % T + a
end

function _rand_unitrange(r::AbstractRNG, lo::T, hi::T) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64}}
    hi < lo && _empty_range_error()
    U = _uint_sup(typeof(lo))
    s = (hi - lo) % _unsigned_of(typeof(lo)) % U + one(U)
    return _rand_ndl(r, lo, s)
end

# 128-bit ranges: mask-and-reject (1.7's SamplerRangeFast; Xoshiro has fast 64-bit draws)
function _rand_unitrange(r::AbstractRNG, lo::T, hi::T) where {T<:Union{Int128,UInt128}}
    hi < lo && _empty_range_error()
    m = (hi - lo) % UInt128
    bw = 128 - leading_zeros(m)
    if bw <= 64
        m64 = m % UInt64
        mask64 = bw == 64 ? typemax(UInt64) : (UInt64(1) << bw) - UInt64(1)
        while true
            x = _rng_next(r) & mask64
            x <= m64 && return (UInt128(x) % typeof(lo)) + lo
        end
    end
    mask = bw == 128 ? typemax(UInt128) : (UInt128(1) << bw) - UInt128(1)
    while true
        x = rand(r, UInt128) & mask
        x <= m && return x % typeof(lo) + lo
    end
end

function _rand_unitrange(r::AbstractRNG, lo::Bool, hi::Bool)
    hi < lo && _empty_range_error()
    return _rand_ndl(r, lo, (hi - lo) % UInt32 + UInt32(1))
end

# ---------------------------------------------------------------- collections

const _BitIntegerOrBool = Union{Bool,Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,UInt128}

# one value from X, as 1.7 draws it for a single call (Val(1))
rand(X) = rand(default_rng(), X)
rand(r::AbstractRNG, x::UnitRange{T}) where {T<:_BitIntegerOrBool} = _rand_unitrange(r, first(x), last(x))
rand(r::AbstractRNG, x::OneTo{T}) where {T<:_BitIntegerOrBool} = _rand_unitrange(r, one(last(x)), last(x))
function rand(r::AbstractRNG, x::AbstractArray)
    n = length(x)
    n == 0 && _empty_range_error()
    return x[_rand_unitrange(r, 1, n)]
end
rand(r::AbstractRNG, x::Tuple{Vararg{Integer}}) = _rand_tuple(r, x)
rand(r::AbstractRNG, x::Tuple) = _rand_tuple(r, x)
function _rand_tuple(r::AbstractRNG, x::Tuple)
    n = length(x)
    n == 0 && _empty_range_error()
    return x[_rand_unitrange(r, 1, n)]
end
function rand(r::AbstractRNG, d::Dict)
    isempty(d) && throw(ArgumentError("collection must be non-empty"))
    slots = d.slots
    n = length(slots)
    while true
        i = _rand_unitrange(r, 1, n)
        slots[i] == 0x01 && return d.keys[i] => d.vals[i]
    end
end
rand(r::AbstractRNG, s::Set) = rand(r, s.dict).first
function rand(r::AbstractRNG, s::String)
    n = sizeof(s)
    n == 0 && _empty_range_error()
    while true
        i = _rand_unitrange(r, 1, n)
        isvalid(s, i) && return s[i]
    end
end
rand(r::AbstractRNG, s::AbstractString) = rand(r, collect(s))

# repeated draws (Val(Inf)): strings are collected first, as 1.7 does
_rand_source(x) = x
_rand_source(x::AbstractString) = collect(x)

# ---------------------------------------------------------------- arrays

_rand_eltype(::Type{T}) where {T} = T
_rand_eltype(x) = eltype(x)

rand(dims::Integer...) = rand(default_rng(), Float64, dims...)
rand(r::AbstractRNG, dims::Integer...) = rand(r, Float64, dims...)
rand(X, dims::Integer...) = rand(default_rng(), X, dims...)
rand(X, dims::Tuple{Vararg{Integer}}) = rand(default_rng(), X, dims...)
rand(r::AbstractRNG, X, dims::Tuple{Vararg{Integer}}) = rand(r, X, dims...)
function rand(r::AbstractRNG, X, d1::Integer, dims::Integer...)
    A = Array{_rand_eltype(X)}(undef, Int64(d1), map(Int64, dims)...)
    return rand!(r, A, X)
end

# bulk modes of rt_rng_bulk (runtime/random.c)
const _RNG_BYTES = 0
const _RNG_F64 = 1
const _RNG_F32 = 2
const _RNG_BOOL = 3

function _rand_bulk!(r::Union{TaskLocalRNG,Xoshiro}, A::Array, nbytes::Int64, mode::Int64)
    st = _rng_state(r)
    ccall(:rt_rng_bulk, Cvoid, (Any, Any, Int64, Int64), st, A, nbytes, mode)
    _rng_restore!(r, st)
    return A
end

rand!(A::AbstractArray) = rand!(default_rng(), A, eltype(A))
rand!(A::AbstractArray, X) = rand!(default_rng(), A, X)
rand!(r::AbstractRNG, A::AbstractArray) = rand!(r, A, eltype(A))
function rand!(r::AbstractRNG, A::AbstractArray, X)
    src = _rand_source(X)
    for i in eachindex(A)
        A[i] = rand(r, src)
    end
    return A
end
rand!(r::Union{TaskLocalRNG,Xoshiro}, A::Array{Float64}, ::Type{Float64}) =
    _rand_bulk!(r, A, 8 * length(A), _RNG_F64)
rand!(r::Union{TaskLocalRNG,Xoshiro}, A::Array{Float32}, ::Type{Float32}) =
    _rand_bulk!(r, A, 4 * length(A), _RNG_F32)
rand!(r::Union{TaskLocalRNG,Xoshiro}, A::Array{Bool}, ::Type{Bool}) =
    _rand_bulk!(r, A, length(A), _RNG_BOOL)
rand!(r::Union{TaskLocalRNG,Xoshiro}, A::Array{T}, ::Type{T}) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,UInt128}} =
    _rand_bulk!(r, A, sizeof(eltype(A)) * length(A), _RNG_BYTES)

# ---------------------------------------------------------------- permutations

# 1.7's ltm52(n, mask): draw 52 bits (UInt52Raw: the output's top 52), keep `mask`,
# reject above n - 1
function _ltm52(r::AbstractRNG, n::Int64, mask::Int64)
    while true
        x = (_rng_u52(r) % Int64) & mask
        x <= n - 1 && return x
    end
end

function shuffle!(r::AbstractRNG, a::AbstractArray)
    n = length(a)
    n <= 1 && return a
    mask = nextpow(2, n) - 1
    for i = n:-1:2
        (mask >> 1) == i && (mask >>= 1)
        j = 1 + _ltm52(r, i, mask)
        a[i], a[j] = a[j], a[i]
    end
    return a
end
shuffle!(a::AbstractArray) = shuffle!(default_rng(), a)
shuffle(r::AbstractRNG, a::AbstractArray) = shuffle!(r, copymutable(a))
shuffle(a::AbstractArray) = shuffle(default_rng(), a)

function randperm!(r::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i = 2:n
        j = 1 + _ltm52(r, i, mask)
        if i != j
            a[i] = a[j]
        end
        a[j] = i
        i == 1 + mask && (mask = 2mask + 1)
    end
    return a
end
randperm!(a::Array{<:Integer}) = randperm!(default_rng(), a)
randperm(r::AbstractRNG, n::T) where {T<:Integer} = randperm!(r, Vector{T}(undef, Int64(n)))
randperm(n::Integer) = randperm(default_rng(), n)

function randcycle!(r::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i = 2:n
        j = 1 + _ltm52(r, i - 1, mask)
        a[i] = a[j]
        a[j] = i
        i == 1 + mask && (mask = 2mask + 1)
    end
    return a
end
randcycle!(a::Array{<:Integer}) = randcycle!(default_rng(), a)
randcycle(r::AbstractRNG, n::T) where {T<:Integer} = randcycle!(r, Vector{T}(undef, Int64(n)))
randcycle(n::Integer) = randcycle(default_rng(), n)

# ---------------------------------------------------------------- random strings

# 1.7's default alphabet: 0-9, A-Z, a-z as bytes; each character is one rand(r, chars).
# Built per call: an executable cannot embed an array constant.
_randstring_chars() = UInt8[0x30:0x39; 0x41:0x5a; 0x61:0x7a]

function randstring(r::AbstractRNG, chars, n::Integer)
    if eltype(chars) === UInt8
        b = Vector{UInt8}(undef, Int64(n))
        for i = 1:n
            b[i] = rand(r, chars)
        end
        return String(b)
    end
    v = Vector{Char}(undef, Int64(n))
    for i = 1:n
        v[i] = rand(r, chars)
    end
    return String(v)
end
randstring(r::AbstractRNG, n::Integer) = randstring(r, _randstring_chars(), n)
randstring(r::AbstractRNG, chars) = randstring(r, chars, 8)
randstring(r::AbstractRNG) = randstring(r, _randstring_chars(), 8)
randstring(n::Integer) = randstring(default_rng(), _randstring_chars(), n)
randstring(chars, n::Integer) = randstring(default_rng(), chars, n)
randstring(chars) = randstring(default_rng(), chars, 8)
randstring() = randstring(default_rng(), _randstring_chars(), 8)
