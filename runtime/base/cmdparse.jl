# cmdparse.jl — the backtick literal. `@cmd` splits its text into words as Julia 1.7's
# shell_parse does: whitespace separates words, '…' is literal, "…" keeps spaces and takes
# \" \$ \\ escapes, a backslash outside quotes escapes the next character, a backslash
# before a newline joins lines, and `$x` / `$(expr)` interpolate. The words become an
# expression building the Cmd when the program runs (cmd_gen): an interpolated collection
# gives one word per element, and text joined to it forms every combination.

# Where the interpolated atom starting at s[j] ends: an identifier, a bracketed
# expression, a string literal or a number. Returns (expression, index after it).
function _shell_atom(s::String, j::Int)
    c = s[j]
    n = ncodeunits(s)
    if c == '(' || c == '[' || c == '{' || c == '"'
        k = _shell_close(s, j)
        k === nothing && error("unterminated interpolation in command")
        return Meta.parse(s[j:k]), nextind(s, k)
    elseif _is_id_char(c, true)
        k = j
        while true
            k2 = nextind(s, k)
            (k2 <= n && _is_id_char(s[k2], false)) || break
            k = k2
        end
        name = s[j:k]
        return (name == "true" || name == "false") ? (name == "true") : Symbol(name), nextind(s, k)
    elseif isdigit(c)
        k = j
        while nextind(s, k) <= n && (isdigit(s[nextind(s, k)]) || s[nextind(s, k)] == '.')
            k = nextind(s, k)
        end
        return Meta.parse(s[j:k]), nextind(s, k)
    end
    error(string("invalid interpolation syntax: \"\$", c, "\""))
end

# The index of the bracket or quote closing the one at s[j], skipping nested brackets
# and string literals; nothing when the text ends first.
function _shell_close(s::String, j::Int)
    depth = 0
    instr = false
    k = j
    n = ncodeunits(s)
    while k <= n
        c = s[k]
        if instr
            if c == '\\'
                k = nextind(s, k)
            elseif c == '"'
                instr = false
                depth == 0 && return k
            end
        elseif c == '"'
            instr = true
        elseif c == '(' || c == '[' || c == '{'
            depth += 1
        elseif c == ')' || c == ']' || c == '}'
            depth -= 1
            depth == 0 && return k
        end
        k = nextind(s, k)
    end
    return nothing
end

_flush_piece!(word::Vector{Any}, buf::IOBuffer) = (b = String(take!(buf)); isempty(b) || push!(word, b))

# The words of a command's text: a vector of words, each a vector of pieces (literal
# strings and, with interpolate, expressions).
function shell_parse(str::AbstractString, interpolate::Bool = true; special::AbstractString = "")
    s = String(str)
    words = Any[]
    word = Any[]
    buf = IOBuffer()
    inword = false        # the current word has begun (quotes alone make an empty word)
    sq = false            # inside '…'
    dq = false            # inside "…"
    i = firstindex(s)
    n = ncodeunits(s)
    while i <= n
        c = s[i]
        if !sq && !dq && isspace(c)
            if inword
                _flush_piece!(word, buf)
                push!(words, isempty(word) ? Any[""] : copy(word))
                empty!(word)
                inword = false
            end
        elseif interpolate && !sq && c == '$'
            _flush_piece!(word, buf)
            inword = true
            j = nextind(s, i)
            j > n && error("\$ right before end of command")
            isspace(s[j]) && error("space not allowed right after \$")
            ex, i = _shell_atom(s, j)
            push!(word, ex)
            continue
        elseif !dq && c == '\''
            sq = !sq
            inword = true
        elseif !sq && c == '"'
            dq = !dq
            inword = true
        elseif !sq && c == '\\'
            j = nextind(s, i)
            if j <= n && (s[j] == '\n' || s[j] == '\r')
                if s[j] == '\r' && nextind(s, j) <= n && s[nextind(s, j)] == '\n'
                    j = nextind(s, j)
                end
                i = nextind(s, j)
                while i <= n && (s[i] == ' ' || s[i] == '\t')
                    i = nextind(s, i)
                end
                continue
            elseif dq
                j > n && error("unterminated double quote")
                if s[j] == '"' || s[j] == '$' || s[j] == '\\'
                    write(buf, s[j])
                    i = nextind(s, j)
                    continue
                end
                write(buf, c)
            else
                j > n && error("dangling backslash")
                write(buf, s[j])
                inword = true
                i = nextind(s, j)
                continue
            end
        elseif !sq && !dq && c in special
            error(string("parsing command `", str, "`: special characters \"", special,
                         "\" must be quoted in commands"))
        else
            write(buf, c)
            inword = true
        end
        i = nextind(s, i)
    end
    sq && error("unterminated single quote")
    dq && error("unterminated double quote")
    if inword
        _flush_piece!(word, buf)
        push!(words, isempty(word) ? Any[""] : copy(word))
    end
    interpolate || return words
    ex = Expr(:tuple)
    for w in words
        push!(ex.args, Expr(:tuple, w...))
    end
    return ex
end

function shell_split(s::AbstractString)
    args = String[]
    for w in shell_parse(s, false)
        push!(args, string(w...))
    end
    return args
end

macro cmd(str)
    return :(cmd_gen($(esc(shell_parse(str, special = shell_special)))))
end

# The words of one parsed word: a string stays one word, a Cmd gives its words, a
# collection one word per element, anything else its string; pieces side by side give
# every combination (`a$([1,2])` is a1 a2).
_arg_gen() = String[]
_arg_gen(x::AbstractString) = String[cstr(x)]
_arg_gen(cmd::Cmd) = cmd.exec
_arg_gen(x::Union{AbstractArray,Tuple,AbstractSet,Base.Generator}) = String[cstr(string(e)) for e in x]
_arg_gen(x) = String[cstr(string(x))]
function _arg_gen(head, tail...)
    hs = _arg_gen(head)
    ts = _arg_gen(tail...)
    vals = String[]
    for h in hs, t in ts
        push!(vals, cstr(string(h, t)))
    end
    return vals
end

function cmd_gen(parsed)
    args = String[]
    for arg in parsed
        append!(args, _arg_gen(arg...))
    end
    return Cmd(args)
end
