# float.jl — Float64 arithmetic and mixed Int64/Float64 promotion.

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
