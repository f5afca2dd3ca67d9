# kwdef.jl — Base.@kwdef: a struct definition whose fields may carry defaults
# (`a::Int = 1`) gains a keyword constructor, T(; a = 1, b) = T(a, b), where a field
# without a default is a required keyword. A parametric S{A<:X} gets both S(; ...) and
# S{A}(; ...) where {A<:X}. The struct itself is defined with the defaults removed.

# Collect the fields of a struct body: keyword parameters into kws, the constructor's
# positional arguments into args; `x = default` lines lose their default in body.
function _kwdef_fields!(body::Expr, kws::Vector{Any}, args::Vector{Any})
    for i in 1:length(body.args)
        f = body.args[i]
        if f isa Symbol
            push!(kws, f)
            push!(args, f)
        elseif f isa Expr && f.head === :(=)
            lhs = f.args[1]
            name = lhs isa Symbol ? lhs :
                   (lhs isa Expr && lhs.head === :(::) && lhs.args[1] isa Symbol) ?
                   lhs.args[1] : nothing
            name === nothing && continue   # an inner constructor `T(x) = ...`
            push!(kws, Expr(:kw, name, esc(f.args[2])))
            push!(args, name)
            body.args[i] = lhs
        elseif f isa Expr && f.head === :(::) && f.args[1] isa Symbol
            push!(kws, f.args[1])
            push!(args, f.args[1])
        elseif f isa Expr && f.head === :block
            _kwdef_fields!(f, kws, args)
        end
    end
    return body
end

macro kwdef(expr)
    (expr isa Expr && expr.head === :struct) || error("Invalid usage of @kwdef")
    T = expr.args[2]
    T isa Expr && T.head === :<: && (T = T.args[1])
    kws = Any[]
    args = Any[]
    _kwdef_fields!(expr.args[3], kws, args)
    isempty(kws) && return esc(expr)   # no fields: a keyword constructor would recurse
    params = Expr(:parameters, kws...)
    if T isa Symbol
        ctor = :($(esc(T))($params) = $(esc(T))($(args...)))
    elseif T isa Expr && T.head === :curly
        S = T.args[1]
        P = T.args[2:end]
        Q = Any[p isa Expr && p.head === :<: ? p.args[1] : p for p in P]
        SQ = Expr(:curly, S, Q...)
        ctor = quote
            $(esc(S))($params) = $(esc(S))($(args...))
            $(esc(SQ))($params) where {$(map(esc, P)...)} = $(esc(SQ))($(args...))
        end
    else
        error("Invalid usage of @kwdef")
    end
    return quote
        $(esc(expr))
        $ctor
    end
end
