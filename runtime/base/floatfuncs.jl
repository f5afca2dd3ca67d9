# floatfuncs.jl — round(x; digits, base) for floats, as Julia 1.7's _round_digits with
# RoundNearest: scale by base^digits, round half to even, scale back (the unscaled
# value when the scaled one overflows). The positional round(x::IEEEFloat) of float.jl
# stays more specific than this method's no-keyword form.

function round(x::AbstractFloat; digits::Integer=0, base::Integer=10)
    if digits >= 0
        invstep = oftype(x, base)^digits
        y = round(x * invstep) / invstep
        return isfinite(y) ? y : x
    end
    step = oftype(x, base)^(-digits)
    y = round(x / step) * step
    isfinite(y) && return y
    return x > 0 ? zero(x) : x < 0 ? -zero(x) : x
end
