# char.jl — Char: a UInt32 holding the character's UTF-8 bytes left-aligned (as Julia).
# Code points, arithmetic, comparisons and the Unicode predicates (utf8proc categories
# through runtime/strutil.c).

_cbits(c::Char) = bitcast(UInt32, c)
_cu64(c::Char) = zext_int(Int64, bitcast(UInt32, c))
# (a UInt32, as Julia's: show(codepoint('a')) is 0x00000061)
# (Julia defines no showerror for these two: they print as InvalidCharError{Char}('\xff'))
struct InvalidCharError{T<:AbstractChar} <: Exception
    char::T   # the malformed or overlong character
end
struct CodePointError{T<:Integer} <: Exception
    code::T   # the value beyond the encodable range
end
function codepoint(c::Char)
    u = ccall(:rt_char_codepoint, UInt32, (Char,), c)
    zext_int(Int64, u) == 4294967295 && throw(InvalidCharError(c))
    return u
end
function Char(i::Int64)
    ((i < 0) | (i > 4294967295)) && throw(InexactError(:trunc, UInt32, i))
    i > 2097151 && throw(CodePointError(trunc_int(UInt32, i)))
    return ccall(:rt_char_from_codepoint, Char, (UInt32,), trunc_int(UInt32, i))
end
Char(c::Char) = c
Int64(c::Char) = zext_int(Int64, codepoint(c))
UInt32(c::Char) = codepoint(c)
# the other integer types through the code point (InexactError when it does not fit)
Int8(c::Char) = Int8(codepoint(c))
Int16(c::Char) = Int16(codepoint(c))
Int32(c::Char) = Int32(codepoint(c))
Int128(c::Char) = Int128(codepoint(c))
UInt8(c::Char) = UInt8(codepoint(c))
UInt16(c::Char) = UInt16(codepoint(c))
UInt64(c::Char) = UInt64(codepoint(c))
UInt128(c::Char) = UInt128(codepoint(c))
convert(::Type{Char}, i::Int64) = Char(i)

==(a::Char, b::Char) = _cbits(a) === _cbits(b)
<(a::Char, b::Char) = _cu64(a) < _cu64(b)
<=(a::Char, b::Char) = _cu64(a) <= _cu64(b)
isless(a::Char, b::Char) = a < b
cmp(a::Char, b::Char) = a < b ? -1 : a == b ? 0 : 1
+(c::Char, i::Int64) = Char(Int64(c) + i)
+(i::Int64, c::Char) = Char(Int64(c) + i)
-(c::Char, i::Int64) = Char(Int64(c) - i)
-(a::Char, b::Char) = Int64(a) - Int64(b)

ncodeunits(c::Char) = ccall(:rt_char_ncodeunits, Int64, (Char,), c)
_ccat(c::Char) = ccall(:rt_char_category, Int64, (Char,), c)
isvalid(c::Char) = ccall(:rt_char_isvalid, Bool, (Char,), c)
# the Char of all bits set, an invalid one (Julia's typemax(Char), '\xff\xff\xff\xff')
typemax(::Type{Char}) = bitcast(Char, 0xffffffff)
typemin(::Type{Char}) = bitcast(Char, 0x00000000)
# isvalid(Char, x): is the integer x a Unicode scalar value (0-0xd7ff, 0xe000-0x10ffff)?
isvalid(::Type{Char}, c::Unsigned) = (c <= 0xd7ff) | ((0xe000 <= c) & (c <= 0x10ffff))
isvalid(::Type{Char}, c::Integer) = isvalid(Char, Unsigned(c))
isvalid(::Type{Char}, c::Char) = isvalid(c)
isascii(c::Char) = _cu64(c) < 2147483648
isdigit(c::Char) = ('0' <= c) & (c <= '9')
isxdigit(c::Char) = isdigit(c) | (('a' <= c) & (c <= 'f')) | (('A' <= c) & (c <= 'F'))
isletter(c::Char) = (1 <= _ccat(c)) & (_ccat(c) <= 5)
isnumeric(c::Char) = (9 <= _ccat(c)) & (_ccat(c) <= 11)
ispunct(c::Char) = (12 <= _ccat(c)) & (_ccat(c) <= 18)
isprint(c::Char) = (1 <= _ccat(c)) & (_ccat(c) <= 23)
iscntrl(c::Char) = (c <= '\x1f') | (('\x7f' <= c) & (c <= '\u9f'))
isalpha(c::Char) = isletter(c)
function isspace(c::Char)
    c == ' ' && return true
    (('\t' <= c) & (c <= '\r')) && return true
    c == '\u85' && return true
    return ('\ua0' <= c) && _ccat(c) == 23
end
isuppercase(c::Char) = ccall(:rt_char_isupper, Bool, (Char,), c)
islowercase(c::Char) = ccall(:rt_char_islower, Bool, (Char,), c)
uppercase(c::Char) = ccall(:rt_char_case, Char, (Char, Int64), c, 0)
lowercase(c::Char) = ccall(:rt_char_case, Char, (Char, Int64), c, 1)
titlecase(c::Char) = ccall(:rt_char_case, Char, (Char, Int64), c, 2)
string(c::Char) = ccall(:rt_str_from_char, Any, (Char,), c)::String
Char(u::UInt8) = Char(zext_int(Int64, u))
Char(u::UInt16) = Char(zext_int(Int64, u))
Char(u::UInt32) = Char(zext_int(Int64, u))

# a character is a collection of one element, as in Julia (`c in keep` with keep a Char)
iterate(c::Char, done = false) = done ? nothing : (c, true)
length(c::Char) = 1
isempty(c::Char) = false
in(x::Char, y::Char) = x == y
# characters and numbers convert into each other by code point (UInt8['a'], Char[65])
convert(::Type{T}, c::Char) where {T<:Number} = T(c)::T
convert(::Type{Char}, x::Number) = Char(x)
