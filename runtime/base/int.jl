# int.jl — Integer arithmetic (Int64, UInt64) on Core.Intrinsics.

# ---------------------------------------------------------------- Int64
+(x::Int64, y::Int64) = add_int(x, y)
-(x::Int64, y::Int64) = sub_int(x, y)
*(x::Int64, y::Int64) = mul_int(x, y)
-(x::Int64) = neg_int(x)
+(x::Int64) = x
div(x::Int64, y::Int64) = sdiv_int(x, y)
rem(x::Int64, y::Int64) = srem_int(x, y)
÷(x::Int64, y::Int64) = sdiv_int(x, y)
%(x::Int64, y::Int64) = srem_int(x, y)
function fld(x::Int64, y::Int64)
    d = sdiv_int(x, y)
    return d - ifelse((srem_int(x, y) != 0) & ((x < 0) != (y < 0)), 1, 0)
end
function cld(x::Int64, y::Int64)
    d = sdiv_int(x, y)
    return d + ifelse((srem_int(x, y) != 0) & ((x < 0) == (y < 0)), 1, 0)
end
function mod(x::Int64, y::Int64)
    r = srem_int(x, y)
    return ifelse((r != 0) & ((r < 0) != (y < 0)), r + y, r)
end
==(x::Int64, y::Int64) = eq_int(x, y)
!=(x::Int64, y::Int64) = ne_int(x, y)
<(x::Int64, y::Int64) = slt_int(x, y)
<=(x::Int64, y::Int64) = sle_int(x, y)
(&)(x::Int64, y::Int64) = and_int(x, y)
|(x::Int64, y::Int64) = or_int(x, y)
xor(x::Int64, y::Int64) = xor_int(x, y)
<<(x::Int64, y::Int64) = shl_int(x, y)
>>(x::Int64, y::Int64) = ashr_int(x, y)
>>>(x::Int64, y::Int64) = lshr_int(x, y)
abs(x::Int64) = ifelse(x < 0, -x, x)
function ^(x::Int64, p::Int64)
    p < 0 && throw(DomainError(p, "Cannot raise an integer x to a negative power p."))
    r = 1
    while p > 0
        if (p & 1) == 1
            r *= x
        end
        x *= x
        p >>= 1
    end
    return r
end
iseven(x::Int64) = (x & 1) == 0
isodd(x::Int64) = (x & 1) == 1
max(x::Int64, y::Int64) = ifelse(y < x, x, y)
min(x::Int64, y::Int64) = ifelse(y < x, y, x)

# ---------------------------------------------------------------- UInt64 (time_ns)
-(x::UInt64, y::UInt64) = sub_int(x, y)
+(x::UInt64, y::UInt64) = add_int(x, y)
Float64(x::UInt64) = uitofp(Float64, x)
/(x::UInt64, y::Float64) = Float64(x) / y
