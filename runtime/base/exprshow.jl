# exprshow.jl — printing code as Julia 1.7 does (base/show.jl's AST printing):
# print(ex) writes the code (`x + 1`), show(ex) quotes it (`:(x + 1)`, or `quote … end` for
# a block), with blocks indented by 4 and line numbers as `#= file:line =#` comments.
# _su (show_unquoted) carries two flags instead of IOContext entries: _FL_BEGIN (inside
# indexing, where a block prints as `(a; b)`) and _FL_FALLBACK (show: a `$` outside a
# quote prints as $(Expr(:$, …)); print writes it as `$x`). Operator precedences follow
# julia-parser.scm's whole table (_OP_CLASSES); an unknown symbol has precedence 0 and
# prints as a plain name.

const _FL_BEGIN = 1
const _FL_FALLBACK = 2
const _INDENT_W = 4

# julia-parser.scm's (1.7) precedence table, class by class as frontend/optable.c holds it:
# (precedence, whether `.op` is an operator too, " op op … " with a space either side of
# each). Precedences: 1 assignment, 2 =>, 3 ?, 4 arrows, 5 ||, 6 &&, 7 comparison, 8 <|,
# 9 |>, 10 colon, 11 plus, 12 times, 13 //, 14 bit shifts, 15 power, 16 ::, 17 `.`.
const _OP_CLASSES = (
    (1, true, " = += -= −= *= /= //= \\= ^= ÷= %= <<= >>= >>>= |= &= ⊻= ≔ ⩴ ≕ ~ "),
    (1, false, " := \$= "),
    (2, true, " => "),
    (3, false, " ? "),
    (4, true, " ← → ↔ ↚ ↛ ↞ ↠ ↢ ↣ ↦ ↤ ↮ ⇎ ⇍ ⇏ ⇐ ⇒ ⇔ ⇴ ⇶ ⇷ ⇸ ⇹ ⇺ ⇻ ⇼ ⇽ ⇾ ⇿ ⟵ ⟶ ⟷ ⟹ ⟺ ⟻ ⟼ ⟽ ⟾ ⟿ ⤀ " *
        "⤁ ⤂ ⤃ ⤄ ⤅ ⤆ ⤇ ⤌ ⤍ ⤎ ⤏ ⤐ ⤑ ⤔ ⤕ ⤖ ⤗ ⤘ ⤝ ⤞ ⤟ ⤠ ⥄ ⥅ ⥆ ⥇ ⥈ ⥊ ⥋ ⥎ ⥐ ⥒ ⥓ ⥖ ⥗ ⥚ ⥛ ⥞ ⥟ ⥢ " *
        "⥤ ⥦ ⥧ ⥨ ⥩ ⥪ ⥫ ⥬ ⥭ ⥰ ⧴ ⬱ ⬰ ⬲ ⬳ ⬴ ⬵ ⬶ ⬷ ⬸ ⬹ ⬺ ⬻ ⬼ ⬽ ⬾ ⬿ ⭀ ⭁ ⭂ ⭃ ⭄ ⭇ ⭈ ⭉ ⭊ ⭋ ⭌ ￩ ￫ " *
        "⇜ ⇝ ↜ ↝ ↩ ↪ ↫ ↬ ↼ ↽ ⇀ ⇁ ⇄ ⇆ ⇇ ⇉ ⇋ ⇌ ⇚ ⇛ ⇠ ⇢ ↷ ↶ ↺ ↻ --> <-- <--> "),
    (5, true, " || "),
    (6, true, " && "),
    (7, false, " in isa "),
    (7, true, " > < >= ≥ <= ≤ == === ≡ != ≠ !== ≢ ∈ ∉ ∋ ∌ ⊆ ⊈ ⊂ ⊄ ⊊ ∝ ∊ ∍ ∥ ∦ ∷ ∺ ∻ ∽ ∾ ≁ ≃ ≂ ≄ " *
        "≅ ≆ ≇ ≈ ≉ ≊ ≋ ≌ ≍ ≎ ≐ ≑ ≒ ≓ ≖ ≗ ≘ ≙ ≚ ≛ ≜ ≝ ≞ ≟ ≣ ≦ ≧ ≨ ≩ ≪ ≫ ≬ ≭ ≮ ≯ ≰ ≱ ≲ ≳ ≴ " *
        "≵ ≶ ≷ ≸ ≹ ≺ ≻ ≼ ≽ ≾ ≿ ⊀ ⊁ ⊃ ⊅ ⊇ ⊉ ⊋ ⊏ ⊐ ⊑ ⊒ ⊜ ⊩ ⊬ ⊮ ⊰ ⊱ ⊲ ⊳ ⊴ ⊵ ⊶ ⊷ ⋍ ⋐ ⋑ ⋕ ⋖ ⋗ " *
        "⋘ ⋙ ⋚ ⋛ ⋜ ⋝ ⋞ ⋟ ⋠ ⋡ ⋢ ⋣ ⋤ ⋥ ⋦ ⋧ ⋨ ⋩ ⋪ ⋫ ⋬ ⋭ ⋲ ⋳ ⋴ ⋵ ⋶ ⋷ ⋸ ⋹ ⋺ ⋻ ⋼ ⋽ ⋾ ⋿ ⟈ ⟉ ⟒ ⦷ " *
        "⧀ ⧁ ⧡ ⧣ ⧤ ⧥ ⩦ ⩧ ⩪ ⩫ ⩬ ⩭ ⩮ ⩯ ⩰ ⩱ ⩲ ⩳ ⩵ ⩶ ⩷ ⩸ ⩹ ⩺ ⩻ ⩼ ⩽ ⩾ ⩿ ⪀ ⪁ ⪂ ⪃ ⪄ ⪅ ⪆ ⪇ ⪈ ⪉ ⪊ " *
        "⪋ ⪌ ⪍ ⪎ ⪏ ⪐ ⪑ ⪒ ⪓ ⪔ ⪕ ⪖ ⪗ ⪘ ⪙ ⪚ ⪛ ⪜ ⪝ ⪞ ⪟ ⪠ ⪡ ⪢ ⪣ ⪤ ⪥ ⪦ ⪧ ⪨ ⪩ ⪪ ⪫ ⪬ ⪭ ⪮ ⪯ ⪰ ⪱ ⪲ " *
        "⪳ ⪴ ⪵ ⪶ ⪷ ⪸ ⪹ ⪺ ⪻ ⪼ ⪽ ⪾ ⪿ ⫀ ⫁ ⫂ ⫃ ⫄ ⫅ ⫆ ⫇ ⫈ ⫉ ⫊ ⫋ ⫌ ⫍ ⫎ ⫏ ⫐ ⫑ ⫒ ⫓ ⫔ ⫕ ⫖ ⫗ ⫘ ⫙ ⫷ " *
        "⫸ ⫹ ⫺ ⊢ ⊣ ⟂ ⫪ ⫫ <: >: "),
    (8, true, " <| "),
    (9, true, " |> "),
    (10, false, " : .. "),
    (10, true, " … ⁝ ⋮ ⋱ ⋰ ⋯ "),
    (11, false, " \$ "),
    (11, true, " + - − ¦ | ⊕ ⊖ ⊞ ⊟ ++ ∪ ∨ ⊔ ± ∓ ∔ ∸ ≏ ⊎ ⊻ ⊽ ⋎ ⋓ ⧺ ⧻ ⨈ ⨢ ⨣ ⨤ ⨥ ⨦ ⨧ ⨨ ⨩ ⨪ ⨫ ⨬ ⨭ ⨮ ⨹ " *
        "⨺ ⩁ ⩂ ⩅ ⩊ ⩌ ⩏ ⩐ ⩒ ⩔ ⩖ ⩗ ⩛ ⩝ ⩡ ⩢ ⩣ "),
    (12, true, " * / ⌿ ÷ % & · · ⋅ ∘ × \\ ∩ ∧ ⊗ ⊘ ⊙ ⊚ ⊛ ⊠ ⊡ ⊓ ∗ ∙ ∤ ⅋ ≀ ⊼ ⋄ ⋆ ⋇ ⋉ ⋊ ⋋ ⋌ ⋏ ⋒ ⟑ ⦸ ⦼ " *
        "⦾ ⦿ ⧶ ⧷ ⨇ ⨰ ⨱ ⨲ ⨳ ⨴ ⨵ ⨶ ⨷ ⨸ ⨻ ⨼ ⨽ ⩀ ⩃ ⩄ ⩋ ⩍ ⩎ ⩑ ⩓ ⩕ ⩘ ⩚ ⩜ ⩞ ⩟ ⩠ ⫛ ⊍ ▷ ⨝ ⟕ ⟖ ⟗ ⨟ "),
    (13, true, " // "),
    (14, true, " << >> >>> "),
    (15, true, " ^ ↑ ↓ ⇵ ⟰ ⟱ ⤈ ⤉ ⤊ ⤋ ⤒ ⤓ ⥉ ⥌ ⥍ ⥏ ⥑ ⥔ ⥕ ⥘ ⥙ ⥜ ⥝ ⥠ ⥡ ⥣ ⥥ ⥮ ⥯ ￪ ￬ "),
    (16, false, " :: "),
    (17, false, " . "),
)

# binary precedence of an operator symbol (with dotted=true only the classes that have a
# dotted form); 0 if not one
function _op_prec_base(s::Symbol, dotted::Bool)
    key = string(" ", s, " ")
    for c in _OP_CLASSES
        (dotted & !c[2]) && continue
        occursin(key, c[3]) && return c[1]
    end
    return 0
end
function operator_precedence(s::Symbol)
    p = _op_prec_base(s, false)
    p != 0 && return p
    str = string(s)
    if ncodeunits(str) > 1 && codeunit(str, 1) == UInt8('.')
        return _op_prec_base(Symbol(SubString(str, 2)), true)
    end
    return 0
end
operator_precedence(x) = 0

const _uni_ops = (:+, :-, :!, :¬, :~, :<:, :>:, :√, :∛, :∜)
const _quoted_syms = (:(:), :(::), :(:=), :(=), :(==), :(===), :(=>))
const _expr_infix_wide = (:(=), :+=, :-=, :*=, :/=, :\=, :^=, :&=, :|=, :÷=, :%=, :>>>=,
    :>>=, :<<=, :.=, :.+=, :.-=, :.*=, :./=, :.\=, :.^=, :.&=, :.|=, :.÷=, :.%=, :.>>>=,
    :.>>=, :.<<=, :&&, :||, :<:, :$=, :⊻=, :>:)
const _expr_infix = (:(:), :->, :(::))

isoperator(s::Symbol) = s !== :in && s !== :isa &&
    (operator_precedence(s) > 0 || s in _uni_ops || s === :-> || s === Symbol("'") ||
     s === :... || s === :.!)
isoperator(s::AbstractString) = isoperator(Symbol(s))
# Julia's identifier characters: a letter, `_` or a symbol-like character, then also
# digits, `!`, marks and connectors
function _is_id_char(c::Char, first::Bool)
    if c < '\x80'
        return ('a' <= c <= 'z') || ('A' <= c <= 'Z') || c == '_' ||
               (!first && (('0' <= c <= '9') || c == '!'))
    end
    k = _ccat(c)
    return (1 <= k <= 5) || k == 10 || k == 20 || k == 22 ||
           (!first && ((6 <= k <= 9) || k == 11 || k == 12 || k == 21))
end
# Julia's isidentifier (keywords count; true and false do not)
function isidentifier(s::AbstractString)
    (isempty(s) || s == "true" || s == "false") && return false
    first = true
    for c in s
        _is_id_char(c, first) || return false
        first = false
    end
    return true
end
isidentifier(s::Symbol) = isidentifier(string(s))

_is_expr(ex, h::Symbol) = ex isa Expr && ex.head === h
_is_expr(ex, h::Symbol, n::Int) = ex isa Expr && ex.head === h && length(ex.args) == n
_is_quoted(ex) = ex isa QuoteNode || _is_expr(ex, :quote, 1) || _is_expr(ex, :inert, 1)
_unquoted(ex::QuoteNode) = ex.value
_unquoted(ex::Expr) = ex.args[1]

_spaces(io::IO, n::Int) = for _ in 1:n; print(io, ' '); end

# a symbol as written in code: names and operators bare, anything else as var"…"
function _show_sym(io::IO, s::Symbol, macroname::Bool = false)
    if isidentifier(s) || (isoperator(s) && s !== Symbol("'"))
        print(io, s)
    elseif macroname && startswith(string(s), "@")
        print(io, '@')
        _show_sym(io, Symbol(SubString(string(s), 2)))
    else
        print(io, "var")
        show(io, string(s))
    end
end

function _show_linenumber(io::IO, l::LineNumberNode)
    if l.file === nothing
        print(io, "#= line ", l.line, " =#")
    else
        print(io, "#= ", l.file, ":", l.line, " =#")
    end
end

# ---------------------------------------------------------------- show_unquoted
_su(io::IO, x, indent::Int, prec::Int, ql::Int, fl::Int) = show(io, x)
_su(io::IO, s::Symbol, indent::Int, prec::Int, ql::Int, fl::Int) = _show_sym(io, s)
_su(io::IO, l::LineNumberNode, indent::Int, prec::Int, ql::Int, fl::Int) = _show_linenumber(io, l)
_su(io::IO, g::GlobalRef, indent::Int, prec::Int, ql::Int, fl::Int) = _show_globalref(io, g, false)
function _show_globalref(io::IO, g::GlobalRef, macroname::Bool)
    print(io, g.mod, '.')
    quoted = !isidentifier(g.name) && !startswith(string(g.name), "@")
    parens = quoted && (!isoperator(g.name) || g.name in _quoted_syms)
    quoted && print(io, ':')
    parens && print(io, '(')
    _show_sym(io, g.name, macroname)
    parens && print(io, ')')
end
function _su(io::IO, q::QuoteNode, indent::Int, prec::Int, ql::Int, fl::Int)
    if q.value isa Symbol
        _show_quote_expr(io, q.value, indent, prec, 0, fl)
    else
        print(io, "\$(QuoteNode(")
        show(io, q.value)
        print(io, "))")
    end
end

function _show_quote_expr(io::IO, v, indent::Int, prec::Int, ql::Int, fl::Int)
    if v isa Symbol && !(v in _quoted_syms)
        if isidentifier(v) || (isoperator(v) && v !== Symbol("'"))
            print(io, ':', v)
        else
            print(io, "Symbol(")
            show(io, string(v))
            print(io, ')')
        end
    elseif _is_expr(v, :block)
        _show_block(io, "quote", Any[], v, indent, ql, fl & ~_FL_BEGIN)
        print(io, "end")
    else
        print(io, ":(")
        _su(io, v, indent + 2, -1, ql, fl)
        print(io, ')')
    end
end

function _show_block(io::IO, head, args::Vector, body, indent::Int, ql::Int, fl::Int)
    print(io, head)
    if !isempty(args)
        print(io, ' ')
        _show_list(io, args, head === :elseif ? " " : ", ", indent, 0, ql, fl)
    end
    ind = (head === :module || head === :baremodule) ? indent : indent + _INDENT_W
    exs = (_is_expr(body, :block) || _is_expr(body, :quote)) ? body.args : Any[body]
    for ex in exs
        print(io, '\n')
        _spaces(io, ind)
        _su(io, ex, ind, -1, ql, fl)
    end
    print(io, '\n')
    _spaces(io, indent)
end
function _show_block(io::IO, head, arg, body, indent::Int, ql::Int, fl::Int)
    if _is_expr(arg, :block) || _is_expr(arg, :quote)
        _show_block(io, head, arg.args, body, indent, ql, fl)
    else
        _show_block(io, head, Any[arg], body, indent, ql, fl)
    end
end

function _show_list(io::IO, items, sep, indent::Int, prec::Int, ql::Int, fl::Int,
                    encl_ops::Bool = false, kw::Bool = false)
    isempty(items) && return
    indent += _INDENT_W
    first = true
    for item in items
        first || print(io, sep)
        parens = !_is_quoted(item) &&
            ((first && prec >= 15 &&
              ((item isa Expr && item.head === :call && item.args[1] isa Symbol &&
                item.args[1] in _uni_ops) || (item isa Real && item < 0))) ||
             (encl_ops && item isa Symbol && isoperator(item)))
        parens && print(io, '(')
        if kw && _is_expr(item, :kw, 2)
            _su(io, Expr(:(=), item.args[1], item.args[2]), indent, parens ? 0 : prec, ql, fl)
        elseif kw && _is_expr(item, :(=), 2)
            _show_fallback(io, item)
        else
            _su(io, item, indent, parens ? 0 : prec, ql, fl)
        end
        parens && print(io, ')')
        first = false
    end
end
function _show_enclosed(io::IO, op, items, sep, cl, indent::Int, prec::Int, ql::Int, fl::Int,
                        encl_ops::Bool = false, kw::Bool = false)
    print(io, op)
    _show_list(io, items, sep, indent, prec, ql, fl, encl_ops, kw)
    print(io, cl)
end

function _call_brackets(head::Symbol)
    head === :ref && return ('[', ']')
    head === :curly && return ('{', '}')
    return ('(', ')')
end

function _show_call(io::IO, head::Symbol, f, fargs, indent::Int, ql::Int, fl::Int, kw::Bool)
    op, cl = _call_brackets(head)
    if (f isa Symbol && f !== :(:) && !(head === :. && isoperator(f))) || f isa GlobalRef ||
       (f isa Expr && (f.head === :. || f.head === :curly || f.head === :macroname))
        _su(io, f, indent, 0, ql, fl)
    else
        print(io, '(')
        _su(io, f, indent, 0, ql, fl)
        print(io, ')')
    end
    head === :. && print(io, '.')
    if !isempty(fargs) && _is_expr(fargs[1], :parameters)
        print(io, op)
        _show_list(io, fargs[2:end], ", ", indent, 0, ql, fl, false, kw)
        print(io, "; ")
        _show_list(io, fargs[1].args, ", ", indent, 0, ql, fl, false, kw)
        print(io, cl)
    else
        _show_enclosed(io, op, fargs, ", ", cl, indent, 0, ql, fl, false, kw)
    end
end

function _show_fallback(io::IO, ex::Expr)
    print(io, "\$(Expr(")
    show(io, ex.head)
    for a in ex.args
        print(io, ", ")
        show(io, a)
    end
    print(io, "))")
end

function _allow_macroname(ex)
    if (ex isa Symbol && startswith(string(ex), "@")) || ex isa GlobalRef ||
       (_is_expr(ex, :., 2) && (_is_expr(ex.args[2], :quote) || ex.args[2] isa QuoteNode))
        return Expr(:macroname, ex)
    end
    return ex
end

# Core.@cmd and friends, as the parser writes them (a GlobalRef or Core.@name)
_is_core_macro(a, name::Symbol) =
    (a isa GlobalRef && a.mod === Core && a.name === name) ||
    (_is_expr(a, :., 2) && a.args[1] === :Core && a.args[2] isa QuoteNode && a.args[2].value === name)

function _show_generator(io::IO, ex::Expr, indent::Int, ql::Int, fl::Int)
    if ex.head === :flatten
        fg = ex
        ranges = Any[]
        while _is_expr(fg, :flatten)
            push!(ranges, fg.args[1].args[2:end])
            fg = fg.args[1].args[1]
        end
        push!(ranges, fg.args[2:end])
        _su(io, fg.args[1], indent, 0, ql, fl)
        for r in ranges
            print(io, " for ")
            _show_list(io, r, ", ", indent, 0, ql, fl)
        end
    else
        _su(io, ex.args[1], indent, 0, ql, fl)
        print(io, " for ")
        _show_list(io, ex.args[2:end], ", ", indent, 0, ql, fl)
    end
end

function _show_import_path(io::IO, ex, ql::Int, fl::Int)
    if !(ex isa Expr)
        _su(io, ex, 0, 0, ql, fl)
    elseif ex.head === :(:)
        _show_import_path(io, ex.args[1], ql, fl)
        print(io, ": ")
        for i in 2:length(ex.args)
            i > 2 && print(io, ", ")
            _show_import_path(io, ex.args[i], ql, fl)
        end
    elseif ex.head === :.
        for i in 1:length(ex.args)
            i > 1 && ex.args[i-1] !== :. && print(io, '.')
            _show_sym(io, ex.args[i]::Symbol, i == length(ex.args))
        end
    else
        _su(io, ex, 0, 0, ql, fl)
    end
end
_valid_import_path(ex) = _is_expr(ex, :.) && length(ex.args) > 0 && all(a -> a isa Symbol, ex.args)

# the string of a literal inside "…": escaped as show escapes it, without the quotes
function _show_str_part(io::IO, s::AbstractString)
    r = sprint(show, String(s))
    print(io, SubString(r, 2, prevind(r, lastindex(r))))
end


function _su(io::IO, ex::Expr, indent::Int, prec::Int, ql::Int, fl::Int)
    head = ex.head
    args = ex.args
    nargs = length(args)
    nb = fl & ~_FL_BEGIN   # the flags for a nested block statement
    unhandled = false
    if head === :. && (nargs != 2 || !_is_expr(args[2], :tuple))
        if nargs == 2 && _is_quoted(args[2])
            item = args[1]
            field = _unquoted(args[2])
            parens = !_is_quoted(item) && !(item isa Symbol && isidentifier(item)) && !_is_expr(item, :.)
            parens && print(io, '(')
            _su(io, item, indent, 0, ql, fl)
            parens && print(io, ')')
            print(io, '.')
            parens = !(field isa Symbol) || (field in _quoted_syms)
            quoted = parens || isoperator(field)
            quoted && print(io, ':')
            parens && print(io, '(')
            _su(io, field, indent, 0, ql, fl)
            parens && print(io, ')')
        else
            unhandled = true
        end
    elseif (head in _expr_infix || head in _expr_infix_wide) && nargs == 2
        p = operator_precedence(head)
        sep = head in _expr_infix_wide ? string(' ', head, ' ') : string(head)
        if p <= prec
            _show_enclosed(io, '(', args, sep, ')', indent, p, ql, fl, true)
        else
            _show_list(io, args, sep, indent, p, ql, fl, true)
        end
    elseif head === :tuple
        print(io, '(')
        if nargs > 0 && _is_expr(args[1], :parameters)
            _show_list(io, args[2:end], ", ", indent, 0, ql, fl)
            nargs == 2 && print(io, ',')
            print(io, ';')
            isempty(args[1].args) || print(io, ' ')
            _show_list(io, args[1].args, ", ", indent, 0, ql, fl, false, true)
        else
            _show_list(io, args, ", ", indent, 0, ql, fl)
            nargs == 1 && print(io, ',')
        end
        print(io, ')')
    elseif head in (:vcat, :hcat, :row, :vect, :braces, :bracescat, :typed_vcat, :typed_hcat)
        if head === :typed_vcat || head === :typed_hcat
            _su(io, args[1], indent, prec, ql, fl)
            head = head === :typed_vcat ? :vcat : :hcat
            args = args[2:end]
            nargs -= 1
        end
        op, cl = (head === :braces || head === :bracescat) ? ('{', '}') : ('[', ']')
        sep = (head === :vcat || head === :bracescat) ? "; " :
              (head === :hcat || head === :row) ? " " : ", "
        head !== :row && print(io, op)
        _show_list(io, args, sep, indent, 0, ql, fl)
        nargs == 1 && head === :vcat && print(io, ';')
        head !== :row && print(io, cl)
    elseif head === :call && nargs >= 1
        f = args[1]
        fname = f isa GlobalRef ? f.name : f
        fp = operator_precedence(fname)
        (fp > 0 || (fname isa Symbol && fname in _uni_ops)) && (f = fname)
        fargs = args[2:end]
        na = length(fargs)
        if any(a -> _is_expr(a, :kw), fargs) || (na > 0 && _is_expr(fargs[1], :parameters))
            _show_call(io, head, f, fargs, indent, ql, fl, true)
        elseif f === :* && na == 2 && fargs[1] isa Union{Int64,Float32,Float64} &&
               fargs[2] isa Symbol && !(string(fargs[2])[1] in ('e', 'E', 'f'))
            if fp <= prec
                _show_enclosed(io, '(', fargs, "", ')', indent, fp, ql, fl)
            else
                _show_list(io, fargs, "", indent, fp, ql, fl)
            end
        elseif f isa Symbol && f in _uni_ops && na == 1
            _su(io, f, indent, 0, ql, fl)
            a1 = fargs[1]
            if a1 isa Expr || (a1 isa Symbol && isoperator(a1))
                _show_enclosed(io, '(', fargs, ", ", ')', indent, fp, ql, fl)
            else
                _su(io, a1, indent, fp, ql, fl)
            end
        elseif fp > 0
            if (na == 2 || (na > 2 && f in (:+, :++, :*)) || (na == 3 && f === :(:))) &&
               all(a -> !_is_expr(a, :...), fargs)
                sep = f === :(:) ? ":" : string(' ', f, ' ')
                if fp <= prec
                    _show_enclosed(io, '(', fargs, sep, ')', indent, fp, ql, fl, true)
                else
                    _show_list(io, fargs, sep, indent, fp, ql, fl, true)
                end
            elseif na == 1
                print(io, '(')
                _su(io, f, indent, 0, ql, fl)
                print(io, ')')
                _show_enclosed(io, '(', fargs, ", ", ')', indent, 0, ql, fl)
            else
                _show_call(io, head, f, fargs, indent, ql, fl, true)
            end
        else
            _show_call(io, head, f, fargs, indent, ql, fl, true)
        end
    elseif head === :new || head === :splatnew
        _show_enclosed(io, string('%', head, '('), args, ", ", ")", indent, 0, ql, fl)
    elseif (head === :ref || head === :curly || head === :calldecl || head === :.) && nargs >= 1
        fa = head === :. ? args[2].args : args[2:end]
        _show_call(io, head, args[1], fa, indent, ql, head === :ref ? (fl | _FL_BEGIN) : fl,
                   head !== :curly)
    elseif head === :typed_comprehension && nargs == 2
        _su(io, args[1], indent, 0, ql, fl)
        print(io, '[')
        _show_generator(io, args[2], indent, ql, fl)
        print(io, ']')
    elseif head === :comprehension && nargs == 1
        print(io, '[')
        _show_generator(io, args[1], indent, ql, fl)
        print(io, ']')
    elseif (head === :generator && nargs >= 2) || (head === :flatten && nargs == 1)
        print(io, '(')
        _show_generator(io, ex, indent, ql, fl)
        print(io, ')')
    elseif head === :filter && nargs == 2
        _su(io, args[2], indent, 0, ql, fl)
        print(io, " if ")
        _su(io, args[1], indent, 0, ql, fl)
    elseif head === :comparison && nargs >= 3 && isodd(nargs)
        cp = minimum(a -> operator_precedence(a), args[2:2:end])
        if cp <= prec
            _show_enclosed(io, '(', args, " ", ')', indent, cp, ql, fl)
        else
            _show_list(io, args, " ", indent, cp, ql, fl)
        end
    elseif head === :function && nargs == 2 && _is_expr(args[1], :call)
        _show_block(io, head, Expr(:calldecl, args[1].args...), args[2], indent, ql, nb)
        print(io, "end")
    elseif (head === :function || head === :macro) && nargs == 1
        print(io, head, ' ')
        _su(io, args[1], 0, 0, 0, nb)
        print(io, " end")
    elseif head === :do && nargs == 2
        _su(io, args[1], indent, -1, ql, nb)
        print(io, " do ")
        _show_list(io, args[2].args[1].args, ", ", 0, 0, ql, nb)
        for st in args[2].args[2].args
            print(io, '\n')
            _spaces(io, indent + _INDENT_W)
            _su(io, st, indent + _INDENT_W, -1, ql, nb)
        end
        print(io, '\n')
        _spaces(io, indent)
        print(io, "end")
    elseif head in (:for, :while, :function, :macro, :if, :elseif, :let) && nargs == 2
        body = _is_expr(args[2], :block) ? args[2] : Expr(:block, args[2])
        _show_block(io, head, args[1], body, indent, ql, nb)
        print(io, "end")
    elseif (head === :if || head === :elseif) && nargs == 3
        _show_block(io, head, args[1], args[2], indent, ql, nb)
        a3 = args[3]
        if _is_expr(a3, :elseif)
            _su(io, a3, indent, prec, ql, nb)
        else
            _show_block(io, "else", Any[], a3, indent, ql, nb)
            print(io, "end")
        end
    elseif head === :module && nargs == 3 && args[1] isa Bool
        _show_block(io, args[1] ? :module : :baremodule, args[2], args[3], indent, ql, nb)
        print(io, "end")
    elseif head === :struct && nargs == 3
        _show_block(io, args[1] ? Symbol("mutable struct") : :struct, args[2], args[3], indent, ql, nb)
        print(io, "end")
    elseif head === :primitive && nargs == 2
        print(io, "primitive type ")
        _show_list(io, args, ' ', indent, 0, ql, fl)
        print(io, " end")
    elseif head === :abstract && nargs == 1
        print(io, "abstract type ")
        _show_list(io, args, ' ', indent, 0, ql, nb)
        print(io, " end")
    elseif head === :return && nargs == 1 && args[1] === nothing
        print(io, head)
    elseif (head === :(::) || head === :<: || head === :>:) && nargs == 1
        print(io, head)
        _su(io, args[1], indent, 0, ql, fl)
    elseif head === :... && nargs == 1
        _su(io, args[1], indent, 0, ql, fl)
        print(io, "...")
    elseif nargs == 0 && (head === :break || head === :continue)
        print(io, head)
    elseif (nargs == 1 && (head === :return || head === :const)) || head === :local || head === :global
        print(io, head, ' ')
        _show_list(io, args, ", ", indent, 0, ql, fl)
    elseif head === :export
        print(io, head, ' ')
        _show_list(io, map(_allow_macroname, args), ", ", indent, 0, ql, fl)
    elseif head === :macrocall && nargs >= 2
        a1 = args[1]
        if _is_core_macro(a1, Symbol("@cmd")) && nargs >= 3
            print(io, '`', args[3], '`')
        elseif (_is_core_macro(a1, Symbol("@int128_str")) || _is_core_macro(a1, Symbol("@uint128_str")) ||
                _is_core_macro(a1, Symbol("@big_str"))) && nargs >= 3
            print(io, args[3])
        elseif a1 isa Symbol && nargs >= 3 && args[3] isa String && startswith(string(a1), "@") &&
           endswith(string(a1), "_str")
            s = string(a1)
            print(io, SubString(s, 2, prevind(s, lastindex(s), 4)), '"')
            print(io, args[3])
            print(io, '"')
            nargs == 4 && print(io, args[4])
        else
            if args[2] isa LineNumberNode
                _show_linenumber(io, args[2])
                print(io, ' ')
            end
            mname = _allow_macroname(a1)
            if prec >= 0
                _show_call(io, :call, mname, args[3:end], indent, ql, fl, false)
            else
                sa = Any[mname]
                for i in 3:nargs
                    push!(sa, args[i])
                end
                _show_list(io, sa, ' ', indent, 0, ql, fl)
            end
        end
    elseif head === :macroname && nargs == 1
        a1 = args[1]
        if a1 isa Symbol
            _show_sym(io, a1, true)
        elseif a1 isa GlobalRef
            _show_globalref(io, a1, true)
        elseif _is_expr(a1, :., 2)
            m = a1.args[1]
            if m isa Symbol || _is_expr(m, :., 2)
                _su(io, m, 0, 0, ql, fl)
            else
                print(io, '(')
                _su(io, m, 0, 0, ql, fl)
                print(io, ')')
            end
            print(io, '.')
            mn = _is_expr(a1.args[2], :quote) ? a1.args[2].args[1] : a1.args[2].value
            if mn isa Symbol
                _show_sym(io, mn, true)
            else
                _su(io, mn, 0, 0, ql, fl)
            end
        else
            _su(io, a1, 0, 0, ql, fl)
        end
    elseif head === :line && 1 <= nargs <= 2
        print(io, "#= ")
        nargs == 2 ? print(io, args[2], ':', args[1]) : print(io, "line ", args[1])
        print(io, " =#")
    elseif head === :try && 3 <= nargs <= 4
        _show_block(io, "try", Any[], args[1], indent, ql, nb)
        if _is_expr(args[3], :block)
            _show_block(io, "catch", args[2] === false ? Any[] : args[2], args[3], indent, ql, nb)
        end
        if nargs >= 4 && _is_expr(args[4], :block)
            _show_block(io, "finally", Any[], args[4], indent, ql, nb)
        end
        print(io, "end")
    elseif head === :block
        if fl & _FL_BEGIN != 0
            print(io, '(')
            ind = indent + _INDENT_W
            for i in 1:nargs
                if i > 1
                    (i == 2 && args[1] isa LineNumberNode) || print(io, ';')
                    print(io, '\n')
                    _spaces(io, ind)
                end
                _su(io, args[i], ind, -1, ql, fl)
            end
            print(io, nargs < 2 ? (nargs == 0 ? ";;)" : ";)") : ")")
        else
            _show_block(io, "begin", Any[], ex, indent, ql, fl)
            print(io, "end")
        end
    elseif head === :quote && nargs == 1 && args[1] isa Symbol
        _show_quote_expr(io, args[1], indent, 0, ql + 1, nb)
    elseif head === :quote && fl & _FL_FALLBACK == 0
        if nargs == 1 && _is_expr(args[1], :block)
            _show_block(io, "quote", Any[], Expr(:quote, args[1].args...), indent, ql + 1, nb)
            print(io, "end")
        elseif nargs == 1
            print(io, ":(")
            _su(io, args[1], indent + 2, 0, ql + 1, nb)
            print(io, ')')
        else
            _show_block(io, "quote", Any[], ex, indent, ql + 1, nb)
            print(io, "end")
        end
    elseif head === :string && nargs == 1 && args[1] isa AbstractString
        show(io, args[1])
    elseif head === :null
        print(io, "nothing")
    elseif head === :string
        print(io, '"')
        for x in args
            if x isa AbstractString
                _show_str_part(io, x)
            else
                print(io, "\$(")
                if x isa Symbol && !(x in _quoted_syms)
                    _show_sym(io, x)
                else
                    _su(io, x, 0, 0, ql, fl)
                end
                print(io, ')')
            end
        end
        print(io, '"')
    elseif (head === :& || head === :$) && nargs == 1
        head === :$ && (ql -= 1)
        if head === :$ && fl & _FL_FALLBACK != 0
            unhandled = true
        else
            print(io, head)
            a1 = args[1]
            parens = (a1 isa Expr && !(a1.head in (:tuple, :$, :vect, :braces))) ||
                     (a1 isa Symbol && isoperator(a1))
            parens && print(io, '(')
            _su(io, a1, 0, 0, ql, fl)
            parens && print(io, ')')
        end
    elseif head === Symbol("'") && nargs == 1
        if args[1] isa Symbol
            _su(io, args[1], 0, 0, ql, fl)
        else
            print(io, '(')
            _su(io, args[1], 0, 0, ql, fl)
            print(io, ')')
        end
        print(io, head)
    elseif head === :where && nargs > 1
        parens = 1 <= prec
        parens && print(io, '(')
        _su(io, args[1], indent, 16, ql, fl)
        print(io, " where ")
        if nargs == 2
            _su(io, args[2], indent, 1, ql, fl)
        else
            print(io, '{')
            _show_list(io, args[2:end], ", ", indent, 0, ql, fl)
            print(io, '}')
        end
        parens && print(io, ')')
    elseif (head === :import || head === :using) &&
           ((nargs == 1 && (_valid_import_path(args[1]) ||
                            (_is_expr(args[1], :(:)) && length(args[1].args) > 1 &&
                             all(_valid_import_path, args[1].args)))) ||
            all(_valid_import_path, args))
        print(io, head, ' ')
        for i in 1:nargs
            i > 1 && print(io, ", ")
            _show_import_path(io, args[i], ql, fl)
        end
    else
        unhandled = true
    end
    unhandled && _show_fallback(io, ex)
    return nothing
end

print(io::IO, ex::Union{Expr,QuoteNode,LineNumberNode,GlobalRef}) = (_su(io, ex, 0, -1, 0, 0); nothing)
# what @show prints before ` = ` (sprint(show_unquoted, ex)); the lowerer calls it
_show_label(ex) = sprint(_su, ex, 0, 0, 0, 0)
show(io::IO, ex::Union{Expr,QuoteNode,LineNumberNode,GlobalRef}) =
    (_show_quote_expr(io, ex, 0, -1, 0, _FL_FALLBACK); nothing)
