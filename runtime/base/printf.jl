# printf.jl — the run-time half of @printf / @sprintf (the macros are expanded by
# frontend/lower_printf.c into calls of _printf_fmt(spec, conv, x), spec being the flags,
# width and precision text). Numbers are converted by runtime/printf.c as Julia's Printf
# does (C rules, plus "-ff" for negative hex/octal and Inf/NaN); %s and %c pad by display
# width. Floats under %d are truncated, integers under %f are converted to Float64.

_pf_isfloat(c::Char) = c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' ||
                       c == 'G' || c == 'a' || c == 'A'
_pf_isstr(c::Char) = c == 's' || c == 'c'
_pf_num(spec::String, c::Char, i::Int64, d::Float64) =
    ccall(:rt_printf_num, Any, (Any, Int64, Int64, Float64), spec, Int64(c), i, d)::String
_pf_str(spec::String, s::String) = ccall(:rt_printf_str, Any, (Any, Any), spec, s)::String

function _printf_fmt(spec::String, c::Char, x::Integer)
    _pf_isstr(c) && return _pf_str(spec, _pf_args(c, x))
    _pf_isfloat(c) && return _pf_num(spec, c, 0, Float64(x))
    typemin(Int64) <= x <= typemax(Int64) || return _pf_wide(spec, c, x)
    return _pf_num(spec, c, Int64(x), 0.0)
end
function _printf_fmt(spec::String, c::Char, x::AbstractFloat)
    _pf_isstr(c) && return _pf_str(spec, string(x))
    _pf_isfloat(c) && return _pf_num(spec, c, 0, Float64(x))
    return _pf_num(spec, c, trunc(Int64, x), 0.0)
end
# other reals (Irrational, Rational) under the float conversions as Float64, as Printf
function _printf_fmt(spec::String, c::Char, x::Real)
    _pf_isfloat(c) && return _pf_num(spec, c, 0, Float64(x))
    _pf_isstr(c) && return _pf_str(spec, string(x))
    throw(ArgumentError(string("invalid argument for %", c, ": ", repr(x))))
end
function _printf_fmt(spec::String, c::Char, x)
    _pf_isstr(c) && return _pf_str(spec, x isa String ? x : string(x))
    throw(ArgumentError(string("invalid argument for %", c, ": ", repr(x))))
end

# @printf/@sprintf with a splatted argument: the literal text around each conversion, the
# conversions, and the values, counted when the code runs
function _printf_dyn(lits::Tuple, specs::Tuple, convs::Tuple, args::Tuple)
    n = length(specs)
    length(args) == n || throw(ArgumentError(string(
        "mismatch between # of format specifiers and provided args: ", length(args), " != ", n)))
    io = IOBuffer()
    for i in 1:n
        print(io, lits[i])
        print(io, _printf_fmt(specs[i], convs[i], args[i]))
    end
    print(io, lits[n + 1])
    return _takestring!(io)
end

# Printf.Format(f): a format parsed when the program runs (its text need not be a literal),
# split as lower_printf.c splits a literal one; Printf.format(f, args...) is its String,
# Printf.format(io, f, args...) prints it
struct Format
    str::String            # the format as written
    lits::Vector{String}   # the literal text before each conversion, then after the last
    specs::Vector{String}  # each conversion's flags, width and precision
    convs::Vector{Char}    # each conversion's letter (D O U S as d o u s)
end
function Format(f::AbstractString)
    s = String(f)
    lits = String[]
    specs = String[]
    convs = Char[]
    n = ncodeunits(s)
    buf = IOBuffer()
    i = 1
    while i <= n
        b = codeunit(s, i)
        if b != UInt8('%')
            write(buf, b)
            i += 1
        elseif i < n && codeunit(s, i + 1) == UInt8('%')
            write(buf, UInt8('%'))
            i += 2
        else
            push!(lits, _takestring!(buf))
            st = i += 1
            while i <= n && codeunit(s, i) in (0x2d, 0x2b, 0x20, 0x23, 0x30)   # - + space # 0
                i += 1
            end
            while i <= n && 0x30 <= codeunit(s, i) <= 0x39
                i += 1
            end
            if i <= n && codeunit(s, i) == UInt8('.')
                i += 1
                while i <= n && 0x30 <= codeunit(s, i) <= 0x39
                    i += 1
                end
            end
            spec_end = i
            while i <= n && codeunit(s, i) in (0x68, 0x6c, 0x4c, 0x6a, 0x71, 0x74, 0x7a) # hlLjqtz
                i += 1
            end
            i > n && throw(ArgumentError(string("invalid format string: '", s, "'")))
            c = s[i]
            occursin(c, "diouxXDOUeEfFgGaAcsSp") || throw(ArgumentError(string(
                "invalid format string: '", s, "', invalid type specifier: '", c, "'")))
            c = c == 'D' ? 'd' : c == 'O' ? 'o' : c == 'U' ? 'u' : c == 'S' ? 's' : c
            push!(specs, s[st:prevind(s, spec_end)])
            push!(convs, c)
            i = nextind(s, i)
        end
    end
    push!(lits, _takestring!(buf))
    return Format(s, lits, specs, convs)
end
format(f::Format, args...) = _printf_dyn(Tuple(f.lits), Tuple(f.specs), Tuple(f.convs), args)
format(io::IO, f::Format, args...) = (print(io, format(f, args...)); nothing)

# @printf(io, ...) (frontend/lower_printf.c lw_printf_lower) runs in two steps. First each
# argument is made ready: checked and converted (_pf_argi for %d %i %o %u %x %X,
# _pf_argf for the float conversions, _pf_args for %s %c, whose text — user show methods
# included — is built here). Then the literal text and the conversions go straight into
# the stream (_pf_put), no String per conversion; nothing an argument prints can land in
# the middle of the line, as Julia's Printf builds the whole line before writing it.
_pf_noconv(c::Char) = throw(ArgumentError(string("invalid format conversion ", c)))
_pf_badarg(c::Char, x) = throw(ArgumentError(string("invalid argument for %", c, ": ", repr(x))))
_pf_argi(c::Char, x::Integer) = c == 'p' ? _pf_noconv(c) :
    (typemin(Int64) <= x <= typemax(Int64) ? Int64(x) : _PfWide(x))
_pf_argi(c::Char, x::AbstractFloat) = c == 'p' ? _pf_noconv(c) : trunc(Int64, x)
_pf_argi(c::Char, x) = _pf_badarg(c, x)
_pf_argf(c::Char, x::Integer) = Float64(x)
_pf_argf(c::Char, x::Real) = Float64(x)   # (Irrational, Rational: float(x), as Printf)
_pf_argf(c::Char, x) = _pf_badarg(c, x)
_pf_args(c::Char, x::String) = c == 'c' && !isempty(x) ? string(x[1]) : x
_pf_args(c::Char, x::Integer) = c == 'c' ? string(Char(x)) : string(x)   # %c of 65 is A
_pf_args(c::Char, x) = string(x)

# an integer beyond Int64 under %d %i %u %x %X %o (Int128, UInt64, BigInt): formatted here,
# with the same flags, width and precision as runtime/printf.c gives the narrower ones
struct _PfWide{T<:Integer}
    x::T   # the value (its own type: an Integer field would make every use dynamic)
end
function _pf_wide(spec::String, c::Char, x::Integer)
    left = false; plus = false; space = false; zero = false; alt = false
    i = 1
    n = ncodeunits(spec)
    while i <= n && codeunit(spec, i) in (0x2d, 0x2b, 0x20, 0x30, 0x23)   # - + space 0 #
        b = codeunit(spec, i)
        b == 0x2d ? (left = true) : b == 0x2b ? (plus = true) : b == 0x20 ? (space = true) :
            b == 0x30 ? (zero = true) : (alt = true)
        i += 1
    end
    width = 0
    while i <= n && 0x30 <= codeunit(spec, i) <= 0x39
        width = 10 * width + Int64(codeunit(spec, i) - 0x30)
        i += 1
    end
    prec = -1
    if i <= n && codeunit(spec, i) == 0x2e
        prec = 0
        i += 1
        while i <= n && 0x30 <= codeunit(spec, i) <= 0x39
            prec = 10 * prec + Int64(codeunit(spec, i) - 0x30)
            i += 1
        end
    end
    base = (c == 'x' || c == 'X') ? 16 : c == 'o' ? 8 : 10
    neg = x < 0
    digs = string(x, base = base)
    neg && (digs = digs[2:end])
    c == 'X' && (digs = uppercase(digs))
    prec > length(digs) && (digs = "0"^(prec - length(digs)) * digs)
    pre = neg ? "-" : plus ? "+" : space ? " " : ""
    if alt
        c == 'x' ? (pre *= "0x") : c == 'X' ? (pre *= "0X") :
            (c == 'o' && !startswith(digs, '0')) ? (pre *= "0") : nothing
    end
    pad = width - length(pre) - length(digs)
    pad <= 0 && return pre * digs
    left && return pre * digs * " "^pad
    (zero && prec < 0) && return pre * "0"^pad * digs
    return " "^pad * pre * digs
end
_pf_put(io, spec::String, c::Char, v::_PfWide) = print(io, _pf_wide(spec, c, v.x))

_pf_put(io::_RtIO, spec::String, c::Char, v::Int64) =
    ccall(:rt_printf_put_num, Cvoid, (Any, Any, Int64, Int64, Float64), io, spec, Int64(c), v, 0.0)
_pf_put(io::_RtIO, spec::String, c::Char, v::Float64) =
    ccall(:rt_printf_put_num, Cvoid, (Any, Any, Int64, Int64, Float64), io, spec, Int64(c), 0, v)
_pf_put(io::_RtIO, spec::String, c::Char, v::String) =
    ccall(:rt_printf_put_str, Cvoid, (Any, Any, Any), io, spec, v)
# any other stream gets the text through its own print method
_pf_put(io, spec::String, c::Char, v::Int64) = print(io, _pf_num(spec, c, v, 0.0))
_pf_put(io, spec::String, c::Char, v::Float64) = print(io, _pf_num(spec, c, 0, v))
_pf_put(io, spec::String, c::Char, v::String) = print(io, _pf_str(spec, v))
