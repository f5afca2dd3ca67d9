# reflection.jl — small questions about types and values: supertype, isnothing,
# something, bitstring.

supertype(T::DataType) = ccall(:rt_supertype, Any, (Any,), T)
supertype(T::UnionAll) = ccall(:rt_supertype, Any, (Any,), T)

isnothing(x) = x === nothing

something() = throw(ArgumentError("No value arguments present"))
something(x::Nothing, y...) = something(y...)
something(x, y...) = x

# the bits of an integer or float, most significant first
function bitstring(x::BitInteger)
    n = 8 * sizeof(x)
    io = IOBuffer()
    i = n - 1
    while i >= 0
        print(io, (x >>> i) & one(x) == one(x) ? '1' : '0')
        i -= 1
    end
    return _takestring!(io)
end
bitstring(x::Bool) = bitstring(UInt8(x))
bitstring(x::Float64) = bitstring(bitcast(UInt64, x))
bitstring(x::Float32) = bitstring(bitcast(UInt32, x))

# ---------------------------------------------------------------- kinds of types
# (flag bits from runtime/reflect.c: 1 abstract, 2 mutable, 4 isbits, 8 primitive, 16 concrete)
_typeflags(T) = ccall(:rt_reflect_typeflags, Int64, (Any,), T)
isabstracttype(T) = _typeflags(T) & 1 != 0
ismutabletype(T) = _typeflags(T) & 2 != 0
ismutable(x) = ismutabletype(typeof(x))
isimmutable(x) = !ismutable(x)   # (deprecated in 1.7, still there)
# the number types, Bool and Char answer without asking the runtime, so that the test folds
# where the type is known (pointer(a, i), write(io, a))
const _BitsPrimitive = Union{Bool,Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,
                             UInt128,Float16,Float32,Float64,Char}
function isbitstype(T)
    T isa DataType && T <: _BitsPrimitive && return true
    return _typeflags(T) & 4 != 0
end
isbits(x) = isbitstype(typeof(x))
isprimitivetype(T) = _typeflags(T) & 8 != 0
isconcretetype(T) = _typeflags(T) & 16 != 0
function isstructtype(T)
    f = _typeflags(T)
    return T isa Type && ccall(:rt_unwrap_unionall, Any, (Any,), T) isa DataType &&
           f & 1 == 0 && f & 8 == 0
end

# ---------------------------------------------------------------- names and modules
nameof(m::Module) = ccall(:rt_reflect_module, Any, (Any, Int64), m, 0)::Symbol
nameof(T::DataType) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 0)::Symbol
nameof(T::UnionAll) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 0)::Symbol
nameof(f::Function) = ccall(:rt_reflect_function, Any, (Any, Int64), f, 0)::Symbol
parentmodule(m::Module) = ccall(:rt_reflect_module, Any, (Any, Int64), m, 1)::Module
parentmodule(T::DataType) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 1)::Module
parentmodule(T::UnionAll) = ccall(:rt_reflect_typename, Any, (Any, Int64), T, 1)::Module
parentmodule(f::Function) = ccall(:rt_reflect_function, Any, (Any, Int64), f, 1)::Module
function fullname(m::Module)
    p = parentmodule(m)
    return p === m ? (nameof(m),) : (fullname(p)..., nameof(m))
end

# ---------------------------------------------------------------- fields
fieldtypes(T::Type) = ntuple(i -> fieldtype(T, i), fieldcount(T))
hasfield(T::Type, name::Symbol) = name in fieldnames(T)
# the position of field `name` in T (0 when it has none and err is false)
function fieldindex(T::DataType, name::Symbol, err::Bool = true)
    i = findfirst(==(name), fieldnames(T))
    i === nothing || return i
    err && error("type ", nameof(T), " has no field ", name)
    return 0
end
propertynames(x) = fieldnames(typeof(x))
hasproperty(x, s::Symbol) = s in propertynames(x)

function supertypes(T::Type)
    S = supertype(T)
    return S === T ? (T,) : (T, supertypes(S)...)
end

# ---------------------------------------------------------------- Some
struct Some{T}
    value::T
end
something(x::Some, y...) = x.value
function show(io::IO, x::Some)
    if get(io, :typeinfo, Any) === typeof(x)
        show(io, x.value)
    else
        print(io, "Some(")
        show(io, x.value)
        print(io, ')')
    end
end

# ---------------------------------------------------------------- text/plain of a type
# Julia 1.7 names the alias a type was printed through: Vector{Int64} (alias for Array{Int64, 1})
function show(io::IO, ::MIME{Symbol("text/plain")}, T::Type)
    show(io, T)
    if T isa DataType && T <: Array && (T === Array{eltype(T),1} || T === Array{eltype(T),2}) &&
       !(eltype(T) isa TypeVar)
        print(io, " (alias for Array{")
        show(io, eltype(T))
        print(io, ", ", ndims(T), "})")
    elseif T === Vector
        print(io, " (alias for Array{T, 1} where T)")
    elseif T === Matrix
        print(io, " (alias for Array{T, 2} where T)")
    end
end

# typeintersect(a, b): a type containing every value of both (runtime/subtype.c)
typeintersect(@nospecialize(a), @nospecialize(b)) =
    ccall(:rt_typeintersect_simple, Any, (Any, Any), a, b)

# hasmethod(f, Tuple{T...}) / applicable(f, args...): does a method of f take such a call
hasmethod(@nospecialize(f), @nospecialize(t::Type)) = ccall(:rt_hasmethod, Bool, (Any, Any), f, t)
applicable(@nospecialize(f), args...) = ccall(:rt_applicable, Bool, (Any, Any), f, args)
# precompile(f, (T...,)) / precompile(Tuple{typeof(f), T...}): compile that specialization
# now (the JIT; an executable compiled what it reaches); true when a method applies
precompile(@nospecialize(f), @nospecialize(args::Tuple)) =
    ccall(:rt_precompile_call, Bool, (Any, Any), f, args)
precompile(@nospecialize(tt::Type)) = ccall(:rt_precompile, Bool, (Any,), tt)
# invoke(f, Tuple{T...}, args...): the method a call with types T picks (inference makes
# calls with known types direct; the rest dispatch here, ir/invoke.c)
invoke(@nospecialize(f), @nospecialize(T), args...) =
    ccall(:rt_invoke, Any, (Any, Any, Any), f, T, args)
# invoke with keywords: the keyword method of the method T picks (frontend/lower_kw.c).
# Up to four arguments, the method's types are static parameters, so inference knows the
# target (executables need that); beyond, they are read from T.
kwcall(nt::NamedTuple, ::typeof(invoke), f, ::Type{Tuple{}}) =
    invoke(kwcall, Tuple{typeof(nt), _kwself(f)}, nt, f)
kwcall(nt::NamedTuple, ::typeof(invoke), f, ::Type{Tuple{A}}, a) where {A} =
    invoke(kwcall, Tuple{typeof(nt), _kwself(f), A}, nt, f, a)
kwcall(nt::NamedTuple, ::typeof(invoke), f, ::Type{Tuple{A,B}}, a, b) where {A,B} =
    invoke(kwcall, Tuple{typeof(nt), _kwself(f), A, B}, nt, f, a, b)
kwcall(nt::NamedTuple, ::typeof(invoke), f, ::Type{Tuple{A,B,C}}, a, b, c) where {A,B,C} =
    invoke(kwcall, Tuple{typeof(nt), _kwself(f), A, B, C}, nt, f, a, b, c)
kwcall(nt::NamedTuple, ::typeof(invoke), f, ::Type{Tuple{A,B,C,D}}, a, b, c, d) where {A,B,C,D} =
    invoke(kwcall, Tuple{typeof(nt), _kwself(f), A, B, C, D}, nt, f, a, b, c, d)
function kwcall(nt::NamedTuple, ::typeof(invoke), f, T::Type, args...)
    P = Core.apply_type(Tuple, typeof(nt), _kwself(f), ntuple(i -> fieldtype(T, i), fieldcount(T))...)
    return invoke(kwcall, P, nt, f, args...)
end
# every definition is visible at once here, so the latest world is the only one
invokelatest(f, args...; kwargs...) = f(args...; kwargs...)

# ---------------------------------------------------------------- 1.7 macros
# @invoke f(a::T, b): invoke(f, Tuple{T, Any}, a, b); @invokelatest f(a): invokelatest(f, a)
function _callex_parts(ex)
    (ex isa Expr && ex.head === :call) || throw(ArgumentError("a call expression f(args...) is expected"))
    f = ex.args[1]
    args = Any[]
    kws = Any[]
    for a in ex.args[2:end]
        if a isa Expr && a.head === :parameters
            append!(kws, a.args)
        elseif a isa Expr && a.head === :kw
            push!(kws, a)
        else
            push!(args, a)
        end
    end
    return f, args, kws
end
macro invoke(ex)
    f, args, kws = _callex_parts(ex)
    vals = Any[]
    types = Any[]
    for a in args
        if a isa Expr && a.head === :(::)
            push!(vals, a.args[1])
            push!(types, a.args[2])
        else
            push!(vals, a)
            push!(types, GlobalRef(Core, :Any))
        end
    end
    return esc(Expr(:call, GlobalRef(Base, :invoke), Expr(:parameters, kws...), f,
                    Expr(:curly, :Tuple, types...), vals...))
end
macro invokelatest(ex)
    f, args, kws = _callex_parts(ex)
    return esc(Expr(:call, GlobalRef(Base, :invokelatest), Expr(:parameters, kws...), f, args...))
end
# @something(a, b, ...): the first value that is not nothing, evaluating no further
macro something(args...)
    ex = :nothing
    for a in reverse(args)
        ex = :(val = $(esc(a)); val !== nothing ? val : $ex)
    end
    return :($(GlobalRef(Base, :something))($ex))
end

# Returns(v): a function that takes any arguments and returns v
struct Returns{V} <: Function
    value::V   # what every call returns
    Returns{V}(value) where {V} = new{V}(value)
    Returns(value) = new{_kwself(value)}(value)
end
(r::Returns)(args...; kws...) = r.value

# return_types(f, types): the inferred return types of f's methods for arguments of these
# types — jolt's inference has one specialization per call, so one entry (none when no
# method applies); in an executable the compiler is not there and the answer is Any
function return_types(@nospecialize(f), @nospecialize(types) = Tuple)
    tt = types isa Type ? types : Tuple{types...}
    hasmethod(f, tt) || return Any[]
    return Any[Core._return_type(f, tt)]
end

# typesof(args...): the tuple type of the arguments (a type argument as Type{T})
typesof(@nospecialize(args...)) = Tuple{Any[a isa Type ? Type{a} : typeof(a) for a in args]...}

# uniontypes(T): the members of a union, in its order (T alone when it is no union)
uniontypes(@nospecialize(T)) = ccall(:rt_uniontypes, Any, (Any,), T)::Vector{Any}
