# hashing.jl — Julia 1.7's `hash` for the builtin value types, bit for bit, so that Dict and
# Set (dict.jl, set.jl) lay out and iterate their entries exactly as Julia does.
#   integers: hash_64_64(x % UInt64) - 3h; a float equal to an integer hashes as it,
#   any other float as hash_64_64(its bits) - 3h
#   strings: MurmurHash3_x64_128 of the bytes (runtime/hashing.c)
#   symbols: hash_64_64(3h - objectid), objectid = memhash of the name ⊻ 0xaaaa…
# Also the generic isequal (== except for floats, see float.jl).

isequal(x, y) = x == y
isequal(x::AbstractString, y::AbstractString) = x == y

hash(x) = hash(x, zero(UInt64))

# Thomas Wang's 64-bit integer mix (Julia's hash_64_64)
function hash_64_64(n::UInt64)
    a = n
    a = ~a + (a << 21)
    a = xor(a, a >> 24)
    a = (a + (a << 3)) + (a << 8)
    a = xor(a, a >> 14)
    a = (a + (a << 2)) + (a << 4)
    a = xor(a, a >> 28)
    a = a + (a << 31)
    return a
end
hash_uint64(x::UInt64) = hash_64_64(x)
hash_uint(x::UInt64) = hash_64_64(x)

hash(x::UInt64, h::UInt64) = hash_uint64(x) - UInt64(3) * h
hash(x::Int64, h::UInt64) = hash_uint64(bitcast(UInt64, x)) - UInt64(3) * h
hash(x::Union{Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32}, h::UInt64) = hash(Int64(x), h)
# a float equal to an integer hashes as that integer (isequal(1.0, 1) ⇒ same hash)
const _hx_NaN = hash_uint64(bitcast(UInt64, NaN))
function hash(x::Float64, h::UInt64)
    if -9.223372036854775808e18 <= x < 9.223372036854775808e18
        xi = fptosi(Int64, x)
        Float64(xi) == x && return hash(xi, h)
    elseif 0.0 <= x < 1.8446744073709552e19
        xu = fptoui(UInt64, x)
        Float64(xu) == x && return hash(xu, h)
    elseif isnan(x)
        return xor(_hx_NaN, h)
    end
    return hash_uint64(bitcast(UInt64, x)) - UInt64(3) * h
end
hash(x::Float32, h::UInt64) = hash(Float64(x), h)
hash(x::Char, h::UInt64) =
    hash_64_64(xor((rem(bitcast(UInt32, x), UInt64) + UInt64(0xd4d64234)) << 32, h))
hash(s::String, h::UInt64) = ccall(:rt_hash_string, UInt64, (Any, UInt64), s, h)
hash(s::SubString{String}, h::UInt64) = hash(String(s), h)
objectid(s::Symbol) = ccall(:rt_symbol_objectid, UInt64, (Any,), s)
objectid(@nospecialize(x)) = ccall(:rt_objectid, UInt64, (Any,), x)
hash(s::Symbol, h::UInt64) = hash_64_64(UInt64(3) * h - objectid(s))
# any other value: Julia's fallback, from its object id (the contents of an immutable
# struct, runtime/objectid.c; a mutable object's address)
hash(@nospecialize(x), h::UInt64) = hash_uint(UInt64(3) * h - objectid(x))

# tuples and pairs mix their parts right to left
const _tuplehash_seed = 0x77cfa1eef01bca90
hash(::Tuple{}, h::UInt64) = h + _tuplehash_seed
function hash(t::Tuple, h::UInt64)
    n = nfields(t)
    h = h + _tuplehash_seed
    while n >= 1
        h = hash(getfield(t, n), h)
        n -= 1
    end
    return h
end
hash(p::Pair, h::UInt64) = hash(p.second, hash(p.first, h))

# ---------------------------------------------------------------- isequal / isless
isequal(a::Pair, b::Pair) = isequal(a.first, b.first) && isequal(a.second, b.second)
==(a::Pair, b::Pair) = (a.first == b.first) & (a.second == b.second)
isless(p::Pair, q::Pair) =
    isequal(p.first, q.first) ? isless(p.second, q.second) : isless(p.first, q.first)
# three-valued as Julia's _eq: a false pair decides, otherwise a missing pair makes it missing
function ==(s::Tuple, t::Tuple)
    nfields(s) == nfields(t) || return false
    r = true
    for i in 1:nfields(s)
        v = getfield(s, i) == getfield(t, i)
        if v === missing
            r = missing
        elseif !v
            return false
        end
    end
    return r
end
function isequal(s::Tuple, t::Tuple)
    nfields(s) == nfields(t) || return false
    for i in 1:nfields(s)
        isequal(getfield(s, i), getfield(t, i)) || return false
    end
    return true
end
# tuples compare lexicographically; a proper prefix is less
function isless(s::Tuple, t::Tuple)
    n = nfields(s)
    m = nfields(t)
    i = 1
    while i <= n && i <= m
        a = getfield(s, i)
        b = getfield(t, i)
        isless(a, b) && return true
        isequal(a, b) || return false
        i += 1
    end
    return n < m
end
isless(a::Symbol, b::Symbol) = isless(string(a), string(b))

# ---------------------------------------------------------------- generic ordering fallbacks
# (Julia's operators.jl: < defaults to isless, <= to < or ==, cmp to isless both ways)
<(x, y) = isless(x, y)
<=(x, y) = (x < y) | (x == y)
cmp(x, y) = isless(x, y) ? -1 : ifelse(isless(y, x), 1, 0)
# vectors compare lexicographically
function cmp(a::AbstractVector, b::AbstractVector)
    na = length(a)
    nb = length(b)
    for i in 1:min(na, nb)
        x = a[i]
        y = b[i]
        isequal(x, y) || return isless(x, y) ? -1 : 1
    end
    return cmp(na, nb)
end
isless(a::AbstractVector, b::AbstractVector) = cmp(a, b) < 0

# nothing hashes as Julia's generic hash_uint(3h - objectid(nothing)); Julia's objectid of
# a singleton depends on its build, so this constant stands for it
hash(::Nothing, h::UInt64) = hash_64_64(UInt64(3) * h - 0x6d8c9a3f0e5b2741)
