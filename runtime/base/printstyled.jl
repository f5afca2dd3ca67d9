# printstyled.jl — coloured and styled text as Julia 1.7 writes it: ANSI sequences around
# each line when the stream has :color (a terminal; never a file, a pipe or a buffer, so a
# script's redirected output is plain text), the bare text otherwise.

# The colours by name, and 0–255 as 256-colour codes.
function _text_color(c::Symbol)
    c === :normal && return "\e[0m"
    c === :default && return "\e[39m"
    c === :bold && return "\e[1m"
    c === :underline && return "\e[4m"
    c === :blink && return "\e[5m"
    c === :reverse && return "\e[7m"
    c === :hidden && return "\e[8m"
    c === :nothing && return ""
    names = (:black, :red, :green, :yellow, :blue, :magenta, :cyan, :white)
    for (i, n) in enumerate(names)
        c === n && return string("\e[", 29 + i, "m")
        c === Symbol("light_", n) && return string("\e[", 89 + i, "m")
    end
    return "\e[39m"
end
_text_color(c::Integer) = 0 <= c <= 255 ? string("\e[38;5;", c, "m") : "\e[39m"
# Base.text_colors: the same table, indexed by name or number as Julia's Dict is (a
# lookup rather than a Dict: an executable cannot embed a Dict constant of Base)
struct _TextColors end
const text_colors = _TextColors()
const _text_color_names = (:normal, :default, :bold, :underline, :blink, :reverse, :hidden,
    :nothing, :black, :red, :green, :yellow, :blue, :magenta, :cyan, :white, :light_black,
    :light_red, :light_green, :light_yellow, :light_blue, :light_magenta, :light_cyan,
    :light_white)
haskey(::_TextColors, c::Symbol) = c in _text_color_names
haskey(::_TextColors, c::Integer) = 0 <= c <= 255
haskey(::_TextColors, c) = false
getindex(t::_TextColors, c) = haskey(t, c) ? _text_color(c) : throw(KeyError(c))

# what ends a colour or style (the default colour for anything without its own)
function _disable_text_style(c)
    c === :bold && return "\e[22m"
    c === :underline && return "\e[24m"
    c === :blink && return "\e[25m"
    c === :reverse && return "\e[27m"
    c === :hidden && return "\e[28m"
    (c === :normal || c === :default || c === :nothing) && return ""
    return "\e[39m"
end

function with_output_color(f::Function, color::Union{Int,Symbol}, io::IO, args...;
                           bold::Bool = false, underline::Bool = false, blink::Bool = false,
                           reverse::Bool = false, hidden::Bool = false)
    buf = IOBuffer()
    iscolor = _has_color(io)
    try
        f(IOContext(buf, io), args...)
    finally
        str = String(take!(buf))
        if !iscolor
            print(io, str)
        else
            bold && color === :bold && (color = :nothing)
            underline && color === :underline && (color = :nothing)
            blink && color === :blink && (color = :nothing)
            reverse && color === :reverse && (color = :nothing)
            hidden && color === :hidden && (color = :nothing)
            enable = string(_text_color(color), bold ? "\e[1m" : "", underline ? "\e[4m" : "",
                            blink ? "\e[5m" : "", reverse ? "\e[7m" : "", hidden ? "\e[8m" : "")
            disable = string(hidden ? "\e[28m" : "", reverse ? "\e[27m" : "",
                             blink ? "\e[25m" : "", underline ? "\e[24m" : "",
                             bold ? "\e[22m" : "", _disable_text_style(color))
            first = true
            for line in split(str, '\n')
                first || print(buf, '\n')
                first = false
                isempty(line) && continue
                print(buf, enable, line, disable)
            end
            print(io, String(take!(buf)))
        end
    end
end

printstyled(io::IO, msg...; bold::Bool = false, underline::Bool = false, blink::Bool = false,
            reverse::Bool = false, hidden::Bool = false, color::Union{Int,Symbol} = :normal) =
    with_output_color(print, color, io, msg...; bold = bold, underline = underline,
                      blink = blink, reverse = reverse, hidden = hidden)
printstyled(msg...; bold::Bool = false, underline::Bool = false, blink::Bool = false,
            reverse::Bool = false, hidden::Bool = false, color::Union{Int,Symbol} = :normal) =
    printstyled(stdout, msg...; bold = bold, underline = underline, blink = blink,
                reverse = reverse, hidden = hidden, color = color)

# Whether to colour: an IOContext's :color, and a terminal unless TERM is "dumb" (Julia's
# --color=auto). (Not as get(::IOStream, :color, ...): jolt's inference would not fold
# the key, and every get(io, key, default) on a stream would return a Union.)
_has_color(io::IO) = get(io, :color, false) === true
_has_color(io::IOStream) = ccall(:rt_io_color, Bool, (Any,), io)

# the colours of errors, warnings and information (Julia's defaults, or
# JULIA_ERROR_COLOR / JULIA_WARN_COLOR / JULIA_INFO_COLOR naming one of text_colors)
function _repl_color(key::String, default::Symbol)
    c = get(ENV, key, "")
    isempty(c) && return default
    s = Symbol(c)
    return haskey(text_colors, s) ? s : default
end
error_color() = _repl_color("JULIA_ERROR_COLOR", :light_red)
warn_color() = _repl_color("JULIA_WARN_COLOR", :yellow)
info_color() = _repl_color("JULIA_INFO_COLOR", :cyan)
