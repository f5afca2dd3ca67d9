# meta.jl — Base.Meta: quoting and inspecting expressions, and parsing a string into one
# (the driver's parser hook, jit/driver.c; not available in executables).
module Meta
import ..Base
using ..Base: in, length, String, AbstractString

export quot, isexpr

struct ParseError <: Exception
    msg::AbstractString
end

quot(ex) = Expr(:quote, ex)

isexpr(ex, head::Symbol) = ex isa Expr && ex.head === head
isexpr(ex, heads) = ex isa Expr && in(ex.head, heads)
isexpr(ex, heads, n::Int) = isexpr(ex, heads) && length(ex.args) == n

function parse(str::AbstractString; raise::Bool = true, depwarn::Bool = true)
    ex = ccall(:rt_reflect_parse, Any, (Any,), String(str))
    if raise && ex isa Expr && ex.head === :error
        throw(ParseError(ex.args[1]))
    end
    return ex
end

end
