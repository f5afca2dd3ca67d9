# expr.jl — building code at run time: Expr(head, args...), esc, and the _expr_* helpers
# that quoted code with `$` interpolation lowers to (frontend/lower_quote.c); printing.

function Expr(head::Symbol, args...)
    e = ccall(:rt_new_expr, Any, (Any, Int32), head, Int32(0))::Expr
    for a in args
        ccall(:rt_expr_push, Cvoid, (Any, Any), e, a)
    end
    return e
end
_expr_new(head::Symbol) = ccall(:rt_new_expr, Any, (Any, Int32), head, Int32(0))::Expr
_expr_push!(e::Expr, x) = (ccall(:rt_expr_push, Cvoid, (Any, Any), e, x); e)
function _expr_append!(e::Expr, xs)
    for x in xs
        ccall(:rt_expr_push, Cvoid, (Any, Any), e, x)
    end
    return e
end
esc(e) = Expr(:escape, e)

# ---------------------------------------------------------------- printing
# print(ex) gives the code as Julia writes it (`1 + 2`), show(ex) quotes it (`:(1 + 2)`).
# Covers the usual forms (calls, infix and unary operators with precedence, comparisons,
# &&/||, indexing, tuples, vectors, field access, assignments, ::, ...); anything else
# prints as $(Expr(:head, args...)).
function _op_prec(s::Symbol)
    (s === :(=) || s === :+= || s === :-= || s === :*= || s === :/=) && return 1
    s === :(=>) && return 2
    s === :|| && return 5
    s === :&& && return 6
    (s === :(==) || s === :(!=) || s === :< || s === :> || s === :<= || s === :>= ||
     s === :(===) || s === :(!==) || s === :in || s === :isa || s === :<: || s === :>: ||
     s === :≤ || s === :≥ || s === :≠ || s === :∈) && return 7
    s === :|> && return 9
    s === :(:) && return 10
    (s === :+ || s === :- || s === :| || s === :⊻) && return 11
    (s === :* || s === :/ || s === :% || s === :& || s === :÷ || s === :\) && return 12
    s === :// && return 13
    (s === :<< || s === :>> || s === :>>>) && return 14
    s === :^ && return 15
    return 0
end

_show_code(io::IO, x, prec::Int) = show(io, x)
_show_code(io::IO, x::Symbol, prec::Int) = print(io, x)
function _show_code(io::IO, ex::Expr, prec::Int)
    h = ex.head
    a = ex.args
    n = length(a)
    if h === :call && n >= 1 && a[1] isa Symbol
        f = a[1]::Symbol
        p = _op_prec(f)
        if f === :* && n == 3 && (a[2] isa Int64 || a[2] isa Float64) && a[2] >= 0 &&
           a[3] isa Symbol
            print(io, a[2], a[3])   # juxtaposition, as written: 2x
            return
        end
        if p > 0 && n >= 3
            p < prec && print(io, '(')
            for i in 2:n
                i > 2 && print(io, ' ', f, ' ')
                _show_code(io, a[i], i == 2 ? p : p + 1)
            end
            p < prec && print(io, ')')
            return
        elseif n == 2 && (f === :- || f === :! || f === :+ || f === :~)
            print(io, f)
            _show_code(io, a[2], 16)
            return
        end
    end
    if h === :call && n >= 1
        _show_code(io, a[1], 17)
        print(io, '(')
        for i in 2:n
            i > 2 && print(io, ", ")
            _show_code(io, a[i], 0)
        end
        print(io, ')')
    elseif h === :comparison
        7 < prec && print(io, '(')
        for i in 1:n
            i > 1 && print(io, ' ')
            _show_code(io, a[i], 8)
        end
        7 < prec && print(io, ')')
    elseif (h === :&& || h === :|| || h === :(=) || h === :+= || h === :-=) && n == 2
        p = _op_prec(h)
        p < prec && print(io, '(')
        _show_code(io, a[1], p)
        print(io, ' ', h, ' ')
        _show_code(io, a[2], p)
        p < prec && print(io, ')')
    elseif h === :ref && n >= 1
        _show_code(io, a[1], 17)
        print(io, '[')
        for i in 2:n
            i > 2 && print(io, ", ")
            _show_code(io, a[i], 0)
        end
        print(io, ']')
    elseif h === :tuple || h === :vect
        print(io, h === :tuple ? '(' : '[')
        for i in 1:n
            i > 1 && print(io, ", ")
            _show_code(io, a[i], 0)
        end
        h === :tuple && n == 1 && print(io, ',')
        print(io, h === :tuple ? ')' : ']')
    elseif h === :. && n == 2 && a[2] isa QuoteNode
        _show_code(io, a[1], 17)
        print(io, '.')
        _show_code(io, (a[2]::QuoteNode).value, 17)
    elseif h === :(::) && n == 2
        _show_code(io, a[1], 16)
        print(io, "::")
        _show_code(io, a[2], 16)
    elseif h === :... && n == 1
        _show_code(io, a[1], 17)
        print(io, "...")
    else
        print(io, "\$(Expr(")
        show(io, h)
        for x in a
            print(io, ", ")
            show(io, x)
        end
        print(io, "))")
    end
    return
end
function _show_code(io::IO, q::QuoteNode, prec::Int)
    v = q.value
    if v isa Symbol
        print(io, ':', v)
    else
        print(io, "\$(QuoteNode(")
        show(io, v)
        print(io, "))")
    end
end
function _show_code(io::IO, l::LineNumberNode, prec::Int)
    print(io, "#= ")
    l.file === nothing || print(io, l.file, ':')
    print(io, l.line, " =#")
end
print(io::IO, ex::Union{QuoteNode,LineNumberNode}) = _show_code(io, ex, 0)
function show(io::IO, ex::Union{QuoteNode,LineNumberNode})
    print(io, ":(")
    _show_code(io, ex, 0)
    print(io, ')')
end
print(io::IO, ex::Expr) = _show_code(io, ex, 0)
function show(io::IO, ex::Expr)
    print(io, ":(")
    _show_code(io, ex, 0)
    print(io, ')')
end

# fresh symbols for macros: gensym() is ##N, gensym(:x) / gensym("x") is ##x#N
gensym() = ccall(:rt_reflect_gensym, Any, (Any,), nothing)::Symbol
gensym(s::Union{Symbol,AbstractString}) = ccall(:rt_reflect_gensym, Any, (Any,), String(s))::Symbol
gensym(ss::Union{Symbol,AbstractString}...) = map(gensym, ss)
String(s::Symbol) = string(s)

# eval(m, ex) runs ex as top-level code of m (the driver's hook; Core.eval is this
# function, and every module gets its own one-argument eval, jit/driver.c)
eval(m::Module, e) = ccall(:rt_reflect_eval, Any, (Any, Any), m, e)
macro eval(ex)
    return Expr(:escape, Expr(:call, Expr(:., :Core, QuoteNode(:eval)), __module__, Expr(:quote, ex)))
end
macro eval(mod, ex)
    return Expr(:escape, Expr(:call, Expr(:., :Core, QuoteNode(:eval)), mod, Expr(:quote, ex)))
end
QuoteNode(x) = ccall(:rt_new_quotenode, Any, (Any,), x)::QuoteNode
LineNumberNode(l::Integer, f = nothing) = ccall(:rt_new_linenode, Any, (Int64, Any), Int64(l), f)::LineNumberNode
