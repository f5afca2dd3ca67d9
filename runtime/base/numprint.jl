# numprint.jl — print/show of numbers exactly as Julia: integers in decimal (show of an
# unsigned integer is 0x-prefixed hex padded to its width: 0x01, 0x00ff), Float32 shortest
# round-trip (show 1.5f0, print 1.5), Bool true/false, Rational 3//4, π. The digits come
# from libjoltrt (print_num.c).

show(io::IO, x::BitSigned64) = ccall(:rt_print_int64, Cvoid, (Any, Int64), io, rem(x, Int64))
show(io::IO, x::Int128) = ccall(:rt_print_int128, Cvoid, (Any, Int128), io, x)
print(io::IO, x::BitUnsigned64) = ccall(:rt_print_uint64, Cvoid, (Any, UInt64), io, rem(x, UInt64))
print(io::IO, x::UInt128) = ccall(:rt_print_uint128, Cvoid, (Any, UInt128), io, x)
show(io::IO, x::UInt8) = ccall(:rt_print_uint_hex, Cvoid, (Any, UInt64, Int64), io, rem(x, UInt64), 2)
show(io::IO, x::UInt16) = ccall(:rt_print_uint_hex, Cvoid, (Any, UInt64, Int64), io, rem(x, UInt64), 4)
show(io::IO, x::UInt32) = ccall(:rt_print_uint_hex, Cvoid, (Any, UInt64, Int64), io, rem(x, UInt64), 8)
show(io::IO, x::UInt64) = ccall(:rt_print_uint_hex, Cvoid, (Any, UInt64, Int64), io, x, 16)
show(io::IO, x::UInt128) = ccall(:rt_print_uint128_hex, Cvoid, (Any, UInt128), io, x)
show(io::IO, x::Float32) = ccall(:rt_print_float32, Cvoid, (Any, Float32, Bool), io, x, true)
print(io::IO, x::Float32) = ccall(:rt_print_float32, Cvoid, (Any, Float32, Bool), io, x, false)
function show(io::IO, x::Rational)
    show(io, numerator(x))
    print(io, "//")
    show(io, denominator(x))
end
show(io::IO, ::Irrational{:π}) = print(io, "π")

# string(x; base, pad) for integers: digits in any base 2…36, '-' for negatives
function string(x::BitInteger; base::Integer = 10, pad::Integer = 1)
    (base < 2) | (base > 36) && return _string_base62(x, Int64(base), Int64(pad))
    (x == zero(x)) & (pad <= 0) && return ""   # zero digits asked of 0 (as Julia)
    neg = x < zero(x)
    u = neg ? rem(-widen_for_digits(x), UInt128) : rem(x, UInt128)
    return ccall(:rt_format_uint128_base, Any, (UInt128, Int64, Int64, Bool), u, rem(base, Int64),
                 rem(pad, Int64), neg)::String
end
widen_for_digits(x::Integer) = rem(x, Int128)
widen_for_digits(x::Int128) = x

# bases 37…62 use 0-9, A-Z, a-z (Julia's base62digits); others are a DomainError
function _string_base62(x::Integer, base::Int64, pad::Int64)
    (2 <= base <= 62) || throw(DomainError(base, "base must satisfy 2 ≤ abs(base) ≤ 62"))
    neg = x < zero(x)
    u = neg ? rem(-widen_for_digits(x), UInt128) : rem(x, UInt128)
    ds = UInt8[]
    while u != 0
        d = Int64(rem(u, UInt128(base)))
        push!(ds, d < 10 ? UInt8(48 + d) : d < 36 ? UInt8(55 + d) : UInt8(61 + d))
        u = div(u, UInt128(base))
    end
    while length(ds) < pad
        push!(ds, 0x30)
    end
    neg && push!(ds, 0x2d)
    return String(reverse(ds))
end
