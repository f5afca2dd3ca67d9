# floatshow.jl — Float64/Float32 `show` under `:compact => true` (matrix display, print_range,
# Dict and tuple elements in compact contexts), as Julia 1.7's Ryu.writeshortest does it:
# the shortest round-trip digits cut to at most 6 significant ones (999_999), then the
# usual layout — plain when -4 < pt <= 6, except that a value whose shown digits end
# before the decimal point but which is not within 0.05 of that integer goes to
# exponent form (123456.789 → 1.23457e5). Float32 keeps its `f` exponent character.

# (digits, exponent) of |x|'s shortest form, read back from its printed text
function _float_digits(s::String)
    n = ncodeunits(s)
    i = codeunit(s, 1) == 0x2d ? 2 : 1
    d = Int64(0)
    nexp = 0
    seen_point = false
    while i <= n
        c = codeunit(s, i)
        if c == 0x2e
            seen_point = true
        elseif 0x30 <= c <= 0x39
            d = d * 10 + Int64(c - 0x30)
            seen_point && (nexp -= 1)
        else
            break   # 'e' or 'f'
        end
        i += 1
    end
    if i <= n
        nexp += parse(Int64, SubString(s, i + 1, n))
    end
    while d != 0 && d % 10 == 0
        d = div(d, 10)
        nexp += 1
    end
    return (d, nexp)
end
# whether d·10^nexp is exactly |x| (Ryu's "all removed digits were zero")
function _float_digits_exact(x::Float64, d::Int64, nexp::Int64)
    a = abs(x)
    if nexp >= 0
        a < 9.2e18 || return false
        return Int128(a) == Int128(d) * Int128(10)^nexp
    end
    k = -nexp
    k > 27 && return false
    return Int128(d) % Int128(5)^k == 0
end
function _show_float_compact(io::IO, x::Float64, s::String, expchar::Char)
    d, nexp = _float_digits(s)
    if d > 999999
        allzero = _float_digits_exact(x, d, nexp)
        roundup = false
        while d > 999999
            m = d % 10
            d = div(d, 10)
            roundup = (allzero && iseven(d)) ? m > 5 : m >= 5
            allzero &= m == 0
            nexp += 1
        end
        d += roundup
        while d % 10 == 0
            d = div(d, 10)
            nexp += 1
        end
    end
    ds = string(d)
    ol = ncodeunits(ds)
    pt = nexp + ol
    signbit(x) && print(io, '-')
    if -4 < pt <= 6 && !(pt >= ol && abs(mod(x + 0.05, 10.0^(pt - ol)) - 0.05) > 0.05)
        if pt <= 0
            print(io, "0.", "0"^(-pt), ds)
        elseif pt >= ol
            print(io, ds, "0"^nexp, ".0")
        else
            print(io, SubString(ds, 1, pt), '.', SubString(ds, pt + 1, ol))
        end
    else
        print(io, SubString(ds, 1, 1), '.', ol == 1 ? "0" : SubString(ds, 2, ol), expchar, pt - 1)
    end
    return nothing
end
function show(io::IOContext, x::Float64)
    if get(io, :compact, false) === true && isfinite(x) && x != 0
        return _show_float_compact(io, x, string(x), 'e')
    end
    return show(io.io, x)
end
function show(io::IOContext, x::Float32)
    if get(io, :compact, false) === true && isfinite(x) && x != 0
        return _show_float_compact(io, Float64(x), string(x), 'f')
    end
    if get(io, :typeinfo, Any) === Float32 || get(io, :compact, false) === true
        # untyped, but an exponent still reads f: 1.0f-5
        s = string(x)
        return print(io.io, isfinite(x) ? replace(s, 'e' => 'f') : s)
    end
    return show(io.io, x)
end
