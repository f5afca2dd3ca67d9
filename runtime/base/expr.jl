# expr.jl — building code at run time: Expr(head, args...), esc, and the _expr_* helpers
# that quoted code with `$` interpolation lowers to (frontend/lower_quote.c).

function Expr(head::Symbol, args...)
    e = ccall(:rt_new_expr, Any, (Any, Int32), head, Int32(0))::Expr
    for a in args
        ccall(:rt_expr_push, Cvoid, (Any, Any), e, a)
    end
    return e
end
# code compares by structure: the same head and equal arguments (Julia's expr.jl)
==(x::Expr, y::Expr) = x.head === y.head && isequal(x.args, y.args)
isequal(x::Expr, y::Expr) = x.head === y.head && isequal(x.args, y.args)
hash(x::Expr, h::UInt) = hash(x.args, hash(x.head, h + 0x83c7900696d26dc6))
_expr_new(head::Symbol) = ccall(:rt_new_expr, Any, (Any, Int32), head, Int32(0))::Expr
_expr_push!(e::Expr, x) = (ccall(:rt_expr_push, Cvoid, (Any, Any), e, x); e)
function _expr_append!(e::Expr, xs)
    for x in xs
        ccall(:rt_expr_push, Cvoid, (Any, Any), e, x)
    end
    return e
end
esc(e) = Expr(:escape, e)

# A quoted expression evaluates to a fresh copy each time (Julia's Core.copyast; lowering
# calls this for a quote without interpolation, frontend/lower_quote.c): its Exprs at every
# depth are new, other values shared. copy(ex) is the same copy.
_copyast(x) = x
function _copyast(e::Expr)
    n = _expr_new(e.head)
    for a in e.args
        _expr_push!(n, _copyast(a))
    end
    return n
end
copy(e::Expr) = _copyast(e)

# printing: exprshow.jl

# fresh symbols for macros: gensym() is ##N, gensym(:x) / gensym("x") is ##x#N
gensym() = ccall(:rt_reflect_gensym, Any, (Any,), nothing)::Symbol
gensym(s::Union{Symbol,AbstractString}) = ccall(:rt_reflect_gensym, Any, (Any,), String(s))::Symbol
gensym(ss::Union{Symbol,AbstractString}...) = map(gensym, ss)
String(s::Symbol) = string(s)

# eval(m, ex) runs ex as top-level code of m (the driver's hook; Core.eval is this
# function, and every module gets its own one-argument eval, jit/driver.c)
eval(m::Module, e) = ccall(:rt_reflect_eval, Any, (Any, Any), m, e)
# include(m, path) runs the file's top-level code in m and gives its last value (the
# driver's hook; every module gets its own one-argument include, jit/driver.c)
include(m::Module, path::AbstractString) =
    ccall(:rt_reflect_include, Any, (Any, Any), m, String(path))
macro eval(ex)
    return Expr(:escape, Expr(:call, Expr(:., :Core, QuoteNode(:eval)), __module__, Expr(:quote, ex)))
end
macro eval(mod, ex)
    return Expr(:escape, Expr(:call, Expr(:., :Core, QuoteNode(:eval)), mod, Expr(:quote, ex)))
end
QuoteNode(x) = ccall(:rt_new_quotenode, Any, (Any,), x)::QuoteNode
LineNumberNode(l::Integer, f = nothing) = ccall(:rt_new_linenode, Any, (Int64, Any), Int64(l), f)::LineNumberNode
GlobalRef(m::Module, s::Symbol) = ccall(:rt_new_globalref, Any, (Any, Any), m, s)::GlobalRef

# macroexpand(m, ex): ex with its macro calls expanded as Julia shows them (the JIT's
# expander, runtime/reflect.c; an error in executables)
macroexpand(m::Module, x; recursive::Bool = true) =
    ccall(:rt_reflect_macroexpand, Any, (Any, Any, Bool), m, x, recursive)
macro macroexpand(code)
    return Expr(:call, Expr(:., :Base, QuoteNode(:macroexpand)), __module__, QuoteNode(code))
end
macro macroexpand1(code)
    return Expr(:call, Expr(:., :Base, QuoteNode(:macroexpand)),
                Expr(:parameters, Expr(:kw, :recursive, false)), __module__, QuoteNode(code))
end

# remove_linenums!(ex): ex without its line-number nodes in block and quote bodies (line
# nodes that are arguments of other forms, e.g. a macro call's, stay), at every depth
function remove_linenums!(@nospecialize ex)
    ex isa Expr || return ex
    if ex.head === :block || ex.head === :quote
        filter!(x -> !(x isa LineNumberNode || (x isa Expr && x.head === :line)), ex.args)
    end
    for a in ex.args
        a isa Expr && remove_linenums!(a)
    end
    return ex
end
