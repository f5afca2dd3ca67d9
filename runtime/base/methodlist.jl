# methodlist.jl — methods(f) and names(m), as Julia 1.7 shows them (base/methodshow.jl's
# show_method_table, base/reflection.jl's names). The method texts come from the JIT's
# method tables (runtime/reflect.c → ir/methoderr.c), most specific first; a MethodList
# here holds those texts, not Method objects. Neither is available in executables.

struct MethodList
    name::String            # the method table's name (`f`, `#1`, `@m`)
    lines::Vector{String}   # each method as show(io, ::Method) prints it
end

function methods(@nospecialize(f))
    parts = split(ccall(:rt_reflect_methods, Any, (Any,), f)::String, '\n')
    return MethodList(_mt_name(String(parts[1])), String[String(p) for p in parts[2:end]])
end

# the table's name as Julia's mt.name: a function type `#f` → f, a closure type `#2#3` → #2
# (the anonymous function's name), `#inner#3` → inner
function _mt_name(t::String)
    startswith(t, "#") || return t
    k = findnext('#', t, 2)
    k === nothing && return String(SubString(t, 2))
    head = SubString(t, 2, prevind(t, k))
    return all(isdigit, head) ? String(SubString(t, 1, prevind(t, k))) : String(head)
end

length(ms::MethodList) = length(ms.lines)
isempty(ms::MethodList) = isempty(ms.lines)

function show(io::IO, ms::MethodList)
    n = length(ms.lines)
    print(io, "# ", n, n == 1 ? " method" : " methods")
    name = ms.name
    if '#' in name
        print(io, " for anonymous function \"", name, '"')
    else
        print(io, " for ", startswith(name, "@") ? "macro" : "generic function", " \"", name, '"')
    end
    print(io, ':')
    for i in 1:n
        println(io)
        print(io, '[', i, "] ", ms.lines[i])
    end
end
show(io::IO, ::MIME{Symbol("text/plain")}, ms::MethodList) = show(io, ms)

# names(m): the exported names (a module exports its own name), sorted; all = true adds
# every name m defines, imported = true the names it imports
function names(m::Module; all::Bool = false, imported::Bool = false)
    v = ccall(:rt_reflect_names, Any, (Any, Bool, Bool), m, all, imported)::Vector{Any}
    return sort!(Symbol[s::Symbol for s in v])
end

# InteractiveUtils.subtypes(T): the types declared directly below T in the loaded modules,
# sorted by their printed names, as a Vector{Any}
function subtypes(T::Type)
    v = ccall(:rt_reflect_subtypes, Any, (Any,), T)::Vector{Any}
    return sort!(v; by = string)
end

# jolt's Method: the method as show(io, ::Method) prints it (`f(x::Int64) in Main at
# file:line`); Julia's also holds its code
struct Method
    text::String
end
show(io::IO, m::Method) = print(io, m.text)

_code_text(@nospecialize(f), @nospecialize(tt), stage::Symbol) =
    ccall(:rt_reflect_code_text, Any, (Any, Any, Any), f, tt, stage)

_as_tuple_type(@nospecialize(t)) = t isa Type ? t : Tuple{Any[x for x in t]...}

"""
    which(f, types)

The method of `f` that a call with arguments of `types` (a tuple type or a tuple of types)
dispatches to.
"""
function which(@nospecialize(f), @nospecialize(types))
    s = _code_text(f, _as_tuple_type(types), :which)
    s === nothing && error("no unique matching method found for the specified argument types")
    return Method(s::String)
end
