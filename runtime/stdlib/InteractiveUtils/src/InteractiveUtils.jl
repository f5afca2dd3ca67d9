# InteractiveUtils — the reflection macros and helpers of Julia 1.7's standard library of
# that name: @which and @edit (the method a call dispatches to, and where it is), the code
# of one call (@code_lowered, @code_typed, @code_warntype: the text --dump-ir=lowered and
# --dump-ir=typed print for that specialization), subtypes/supertypes, versioninfo.
# The code texts come from the compiler (Base._code_text); an executable has none.
module InteractiveUtils

export @which, @edit, @code_lowered, @code_typed, @code_warntype, subtypes, supertypes,
       versioninfo, which

import Base: subtypes, supertypes, which

# The code of one specialization at one stage, shown as its text.
struct CodeText
    text::String
end
Base.show(io::IO, c::CodeText) = print(io, c.text)
Base.show(io::IO, ::MIME"text/plain", c::CodeText) = print(io, c.text)

_typesof(args...) = Tuple{Any[a isa Type ? Type{a} : typeof(a) for a in args]...}

function _code(@nospecialize(f), @nospecialize(types), stage::Symbol)
    s = Base._code_text(f, Base._as_tuple_type(types), stage)
    s === nothing && error("no unique matching method found for the specified argument types")
    return CodeText(s::String)
end

code_lowered(@nospecialize(f), @nospecialize(types=Tuple)) = _code(f, types, :lowered)
code_typed(@nospecialize(f), @nospecialize(types=Tuple)) = _code(f, types, :typed)
code_warntype(io::IO, @nospecialize(f), @nospecialize(types=Tuple)) =
    (print(io, _code(f, types, :typed).text); nothing)
code_warntype(@nospecialize(f), @nospecialize(types=Tuple)) = code_warntype(stdout, f, types)

# The location part of a method's text ("file:line"), as @edit reports it.
function _location(m::Base.Method)
    k = findlast(" at ", m.text)
    return k === nothing ? "" : m.text[last(k)+1:end]
end
edit(@nospecialize(f), @nospecialize(types=Tuple)) = (println(_location(which(f, types))); nothing)

# `@m f(args...)` → fn(f, typesof(args...)): the call's function and its arguments' types
function _call_parts(name::Symbol, ex)
    (ex isa Expr && ex.head === :call) ||
        error("expression is not a function call, or is too complex for @", name,
              " to analyze; break it down to simpler parts if possible.")
    args = Any[a for a in ex.args[2:end] if !(a isa Expr && a.head === :parameters)]
    return esc(ex.args[1]), :($_typesof($(map(esc, args)...)))
end

for (m, fn) in ((:which, :which), (:edit, :edit), (:code_lowered, :code_lowered),
                (:code_typed, :code_typed), (:code_warntype, :code_warntype))
    @eval macro $m(ex)
        f, t = _call_parts($(QuoteNode(m)), ex)
        return :($($fn)($f, $t))
    end
end

"""
    versioninfo(io::IO=stdout)

What jolt is and runs on: its version, the Julia language version it implements, the
operating system, CPU, word size, LLVM, and the JULIA_ environment variables set.
"""
function versioninfo(io::IO=stdout; verbose::Bool=false)
    println(io, "jolt version 0.1.0 (Julia ", VERSION, " language)")
    println(io, "Platform Info:")
    println(io, "  OS: Linux (", Sys.MACHINE, ")")
    cpu = "unknown"
    for l in eachline("/proc/cpuinfo")
        if startswith(l, "model name")
            cpu = strip(split(l, ':'; limit=2)[2])
            break
        end
    end
    println(io, "  CPU: ", Sys.CPU_THREADS, " × ", cpu)
    println(io, "  WORD_SIZE: ", Sys.WORD_SIZE)
    println(io, "  LLVM: libLLVM-19 (ORCJIT)")
    envs = sort!([k for k in keys(ENV) if startswith(k, "JULIA_")])
    if !isempty(envs)
        println(io, "Environment:")
        for k in envs
            println(io, "  ", k, " = ", ENV[k])
        end
    end
    return nothing
end

end
