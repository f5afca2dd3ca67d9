# base.jl — the part of Base that jolt writes in Julia, compiled by jolt itself.
# Arithmetic maps onto Core.Intrinsics; printing calls libjoltrt through ccall.
# (The walking-skeleton subset: Int64, Float64, Bool, String, ranges, print/println.)

const Cint = Int32
const Csize_t = UInt64
const Cstring = Ptr{UInt8}
const Cdouble = Float64

# ---------------------------------------------------------------- conversion
convert(::Type{T}, x::T) where {T} = x
convert(::Type{Any}, x) = x
Float64(x::Int64) = sitofp(Float64, x)
Float64(x::Float64) = x
convert(::Type{Float64}, x::Int64) = Float64(x)

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

# ---------------------------------------------------------------- Float64
+(x::Float64, y::Float64) = add_float(x, y)
-(x::Float64, y::Float64) = sub_float(x, y)
*(x::Float64, y::Float64) = mul_float(x, y)
/(x::Float64, y::Float64) = div_float(x, y)
-(x::Float64) = neg_float(x)
+(x::Float64) = x
rem(x::Float64, y::Float64) = rem_float(x, y)
%(x::Float64, y::Float64) = rem_float(x, y)
==(x::Float64, y::Float64) = eq_float(x, y)
!=(x::Float64, y::Float64) = ne_float(x, y)
<(x::Float64, y::Float64) = lt_float(x, y)
<=(x::Float64, y::Float64) = le_float(x, y)
abs(x::Float64) = abs_float(x)
isnan(x::Float64) = x != x
function sqrt(x::Float64)
    x < 0.0 && throw(DomainError(x, "sqrt will only return a complex result if called with a complex argument. Try sqrt(Complex(x))."))
    return sqrt_llvm(x)
end
sqrt(x::Int64) = sqrt(Float64(x))
^(x::Float64, y::Float64) = ccall(:pow, Float64, (Float64, Float64), x, y)
^(x::Float64, n::Int64) = ccall(:pow, Float64, (Float64, Float64), x, Float64(n))
floor(x::Float64) = floor_llvm(x)
ceil(x::Float64) = ceil_llvm(x)
max(x::Float64, y::Float64) = ifelse(y < x, x, y)
min(x::Float64, y::Float64) = ifelse(y < x, y, x)

# mixed Int64/Float64 arithmetic promotes to Float64
+(x::Int64, y::Float64) = Float64(x) + y
+(x::Float64, y::Int64) = x + Float64(y)
-(x::Int64, y::Float64) = Float64(x) - y
-(x::Float64, y::Int64) = x - Float64(y)
*(x::Int64, y::Float64) = Float64(x) * y
*(x::Float64, y::Int64) = x * Float64(y)
/(x::Int64, y::Float64) = Float64(x) / y
/(x::Float64, y::Int64) = x / Float64(y)
/(x::Int64, y::Int64) = Float64(x) / Float64(y)
==(x::Int64, y::Float64) = Float64(x) == y
==(x::Float64, y::Int64) = x == Float64(y)
<(x::Int64, y::Float64) = Float64(x) < y
<(x::Float64, y::Int64) = x < Float64(y)
<=(x::Int64, y::Float64) = Float64(x) <= y
<=(x::Float64, y::Int64) = x <= Float64(y)

# ---------------------------------------------------------------- Bool and generic comparisons
!(x::Bool) = not_int(x)
(&)(x::Bool, y::Bool) = and_int(x, y)
|(x::Bool, y::Bool) = or_int(x, y)
==(x::Bool, y::Bool) = eq_int(x, y)
!=(x, y) = !(x == y)
>(x, y) = y < x
>=(x, y) = y <= x
==(x, y) = x === y
const Inf = 1.0 / 0.0
const NaN = 0.0 / 0.0

# ---------------------------------------------------------------- ranges
abstract type AbstractRange{T} <: AbstractArray{T,1} end
abstract type OrdinalRange{T,S} <: AbstractRange{T} end
abstract type AbstractUnitRange{T} <: OrdinalRange{T,T} end
struct UnitRange{T} <: AbstractUnitRange{T}
    start::T
    stop::T
end
struct StepRange{T,S} <: OrdinalRange{T,S}
    start::T
    step::S
    stop::T
end
(:)(a::Int64, b::Int64) = UnitRange{Int64}(a, ifelse(b >= a, b, a - 1))
function steprange_last(start::Int64, step::Int64, stop::Int64)
    step == 0 && throw(ArgumentError("step cannot be zero"))
    stop == start && return stop
    (step > 0) != (stop > start) && return start - step
    return stop - rem(stop - start, step)
end
(:)(a::Int64, s::Int64, b::Int64) = StepRange{Int64,Int64}(a, s, steprange_last(a, s, b))
first(r::UnitRange{Int64}) = r.start
last(r::UnitRange{Int64}) = r.stop
length(r::UnitRange{Int64}) = r.stop - r.start + 1
iterate(r::UnitRange{Int64}) = r.start > r.stop ? nothing : (r.start, r.start)
iterate(r::UnitRange{Int64}, i::Int64) = i == r.stop ? nothing : (i + 1, i + 1)
isempty(r::StepRange{Int64,Int64}) = (r.start != r.stop) & ((r.step > 0) != (r.stop > r.start))
iterate(r::StepRange{Int64,Int64}) = isempty(r) ? nothing : (r.start, r.start)
function iterate(r::StepRange{Int64,Int64}, i::Int64)
    i == r.stop && return nothing
    n = i + r.step
    return (n, n)
end

# ---------------------------------------------------------------- properties
getproperty(x, f::Symbol) = getfield(x, f)

# ---------------------------------------------------------------- errors
error(s::String) = throw(ErrorException(s))

# ---------------------------------------------------------------- I/O and printing
const stdout = ccall(:rt_get_stdout, Any, ())
const stderr = ccall(:rt_get_stderr, Any, ())
print(io::IOStream, x::Int64) = ccall(:rt_print_int64, Cvoid, (Any, Int64), io, x)
print(io::IOStream, x::UInt64) = ccall(:rt_print_uint64, Cvoid, (Any, UInt64), io, x)
print(io::IOStream, x::Float64) = ccall(:rt_print_float64, Cvoid, (Any, Float64), io, x)
print(io::IOStream, x::Bool) = ccall(:rt_print_bool, Cvoid, (Any, Bool), io, x)
print(io::IOStream, x::String) = ccall(:rt_print_string, Cvoid, (Any, Any), io, x)
print(io::IOStream, x::Char) = ccall(:rt_print_char, Cvoid, (Any, Char), io, x)
print(io::IOStream, x::Nothing) = print(io, "nothing")
print(io::IOStream, x::Symbol) = ccall(:rt_print_symbol, Cvoid, (Any, Any), io, x)
print(io::IOStream) = nothing
function print(io::IOStream, x, y, zs...)
    print(io, x)
    print(io, y, zs...)
end
print(x) = print(stdout, x)
print(x, y, zs...) = print(stdout, x, y, zs...)
function println(io::IOStream, xs...)
    print(io, xs...)
    print(io, '\n')
end
println(xs...) = println(stdout, xs...)
function string(xs...)
    io = ccall(:rt_new_memio, Any, ())
    print(io, xs...)
    return ccall(:rt_memio_string, Any, (Any,), io)
end
time_ns() = ccall(:rt_time_ns, UInt64, ())

# ---------------------------------------------------------------- tuples and limits
getindex(t::Tuple, i::Int64) = getfield(t, i)
length(t::Tuple) = nfields(t)
typemax(::Type{Int64}) = 9223372036854775807
typemin(::Type{Int64}) = -9223372036854775807 - 1

# x^literal lowers to literal_pow(^, x, Val(p)), as in Julia
struct Val{x}
end
literal_pow(f, x, ::Val{p}) where {p} = f(x, p)
