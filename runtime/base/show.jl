# show.jl — Julia's show forms: quoted strings and chars, symbols, types, functions,
# tuples, named tuples, pairs and the default `T(field, ...)` form of structs.
# Text-level escaping lives in runtime/strshow.c.

show(io::IO, s::String) = ccall(:rt_show_string, Cvoid, (Any, Any), io, s)
show(io::IO, c::Char) = ccall(:rt_show_char, Cvoid, (Any, Char), io, c)
show(io::IO, s::Symbol) = _show_quote_expr(io, s, 0, 0, 0, 0)  # exprshow.jl
show(io::IO, ::Nothing) = print(io, "nothing")
show(io::IO, T::Type) = ccall(:rt_show_type_io, Cvoid, (Any, Any), io, T)
# Julia's show_function: a closure shows as a struct unless compact (print, :compact)
show(io::IO, f::Function) =
    ccall(:rt_show_function, Bool, (Any, Any, Bool), io, f, get(io, :compact, false) === true) ||
    show_default(io, f)
print(io::IO, f::Function) =
    (ccall(:rt_show_function, Bool, (Any, Any, Bool), io, f, true) || show_default(io, f); nothing)
show(io::IO, m::Module) = ccall(:rt_print_module_path, Cvoid, (Any, Any), io, m)
show(x) = show(stdout, x)

# A tuple's elements, and a named tuple's values, are shown with the field type as
# :typeinfo when the context's :typeinfo is the tuple's own type (Julia's show_delim_array
# and namedtuple.jl): [(1.0f0, 2)] prints Tuple{Float32, Int64}[(1.0, 2)]. Otherwise a
# tuple passes the context's :typeinfo on and a named tuple resets it to Any.
# The context's pair is made a Pair{Symbol,Any} by _splatnew (no call takes the type as
# an untyped argument) and the tests are builtins, so the callees see a concrete IOContext:
# an executable printing a tuple or a named tuple needs no dynamic fallbacks.
function show(io::IO, t::Tuple)
    print(io, '(')
    ti = get(io, :typeinfo, Any)
    n = nfields(t)
    for i in 1:n
        i > 1 && print(io, ", ")
        eti = (ti isa DataType && ti <: Tuple && t isa ti) ? fieldtype(ti, i) : ti
        show(IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, eti))), getfield(t, i))
    end
    n == 1 && print(io, ',')
    print(io, ')')
end

function show(io::IO, nt::NamedTuple)
    n = nfields(nt)
    for i in 1:n
        # a value whose type is not its field's: the type, then the values as a tuple
        if !(typeof(getfield(nt, i)) === fieldtype(typeof(nt), i))
            show(io, typeof(nt))
            print(io, '(')
            show(io, values(nt))
            print(io, ')')
            return
        end
    end
    if n == 0
        print(io, "NamedTuple()")
        return
    end
    ti = get(io, :typeinfo, Any)
    print(io, '(')
    for i in 1:n
        i > 1 && print(io, ", ")
        print(io, ccall(:rt_fieldname, Any, (Any, Int64), typeof(nt), i)::Symbol, " = ")
        eti = (ti isa DataType && ti <: NamedTuple && nt isa ti) ? fieldtype(ti, i) : Any
        show(IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, eti))), getfield(nt, i))
    end
    n == 1 && print(io, ',')
    print(io, ')')
end

# default: TypeName{params}(field1, field2, ...), each field shown (#undef when it has no
# value). (Julia's circular-reference marks need an IOContext at each level, which in an
# executable makes every print reach the dynamic fallbacks: not done.)
show(io::IO, x) = show_default(io, x)
function show_default(io::IO, x)
    show(io, typeof(x))
    print(io, '(')
    n = nfields(x)
    for i in 1:n
        i > 1 && print(io, ", ")
        isdefined(x, i) ? show(io, getfield(x, i)) : print(io, "#undef")
    end
    print(io, ')')
end

# ---------------------------------------------------------------- pairs
struct Pair{A,B}
    first::A
    second::B
end
=>(a, b) = Pair(a, b)
convert(::Type{Pair{A,B}}, x::Pair{A,B}) where {A,B} = x
convert(::Type{Pair{A,B}}, x::Pair) where {A,B} = Pair{A,B}(convert(A, x.first), convert(B, x.second))
# Julia 1.7's show of a Pair: `a => b` when the Pair's type is the one its fields imply
# (or the enclosing collection's :typeinfo already says it), else the constructor form
# Pair{Int64, Any}(1, 2). A side that would itself print with `=>` is parenthesised:
# 1 => (2 => 3), (1 => 2) => 3. Under :compact the arrow has no spaces.
_pair_tight(p::Pair{A,B}) where {A,B} = typeof(p.first) === A && typeof(p.second) === B
_pair_delimited(io::IO, x) = true
_pair_delimited(io::IO, p::Pair) = !(_pair_tight(p) || get(io, :typeinfo, Any) === typeof(p))
# the :typeinfo for side i (one call a side: a tuple of the two would hold Any-typed types)
function _pair_typeinfo(io::IO, p::Pair, i::Int64)
    T = get(io, :typeinfo, Any)
    return (T isa DataType && T <: Pair && p isa T) ? fieldtype(T, i) : Any   # (Pair{Symbol}: no)
end
function show(io::IO, p::Pair)
    _pair_delimited(io, p) && return show_default(io, p)
    io1 = IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, _pair_typeinfo(io, p, 1))))
    d1 = _pair_delimited(io1, p.first)
    d1 || print(io, '(')
    show(io1, p.first)
    d1 || print(io, ')')
    print(io, get(io, :compact, false) === true ? "=>" : " => ")
    io2 = IOContext(io, Core._splatnew(Pair{Symbol,Any}, (:typeinfo, _pair_typeinfo(io, p, 2))))
    d2 = _pair_delimited(io2, p.second)
    d2 || print(io, '(')
    show(io2, p.second)
    d2 || print(io, ')')
    return nothing
end

# ---------------------------------------------------------------- named tuples
NamedTuple() = ccall(:rt_namedtuple_new, Any, (Any, Any), (), ())::NamedTuple{(),Tuple{}}
getindex(nt::NamedTuple, s::Symbol) = getfield(nt, s)
getindex(nt::NamedTuple, i::Int64) = getfield(nt, i)
length(nt::NamedTuple) = nfields(nt)
isdefined(x, s::Symbol) = ccall(:rt_isdefined_field, Bool, (Any, Any), x, s)
structdiff(nt::NamedTuple, T) = ccall(:rt_structdiff, Any, (Any, Any), nt, T)
structdiff(nt::NamedTuple, b::NamedTuple) = structdiff(nt, typeof(b))
isempty(nt::NamedTuple) = nfields(nt) == 0
kwerr(nt, f, args...) = throw(MethodError(kwcall, (nt, f, args...)))
function show(io::IO, r::UnitRange)
    show(io, r.start)
    print(io, ':')
    show(io, r.stop)
end
function show(io::IO, r::StepRange)
    show(io, r.start)
    print(io, ':')
    show(io, r.step)
    print(io, ':')
    show(io, r.stop)
end

# ---------------------------------------------------------------- vectors
# [x, y] when the element type is implied by the elements, else T[x, y] (Julia's
# typeinfo_implicit); Bool elements show as 1/0 under their Bool[...] prefix.
_implicit_eltype(::Type{Int64}) = true
_implicit_eltype(::Type{Float64}) = true
_implicit_eltype(::Type{String}) = true
_implicit_eltype(::Type{Char}) = true
_implicit_eltype(::Type{Symbol}) = true
_implicit_eltype(::Type{Array{T,N}}) where {T,N} = _implicit_eltype(T)
_implicit_eltype(::Type{Nothing}) = true
_implicit_eltype(::Type{Pair{A,B}}) where {A,B} = _implicit_eltype(A) && _implicit_eltype(B)
_implicit_eltype(::Type{Tuple{A}}) where {A} = _implicit_eltype(A)
_implicit_eltype(::Type{Tuple{A,B}}) where {A,B} = _implicit_eltype(A) && _implicit_eltype(B)
_implicit_eltype(::Type{Tuple{A,B,C}}) where {A,B,C} =
    _implicit_eltype(A) && _implicit_eltype(B) && _implicit_eltype(C)
# other concrete types: tuples of implied types, dicts with implied key and value types,
# and singleton types (concrete, immutable, no fields: typeof(sin), Val{1}, Tuple{})
# Julia's hook for a type whose shown values name it (Dates' Date("2020-01-01"), Day(1)):
# a method returning true drops the element-type prefix, as the rules here do
typeinfo_implicit(T) = false
function _implicit_eltype(T)
    typeinfo_implicit(T) === true && return true
    T isa DataType || return false
    isconcretetype(T) || return false
    T <: Tuple && return all(_implicit_eltype, fieldtypes(T))
    T <: AbstractDict && return _implicit_eltype(keytype(T)) && _implicit_eltype(valtype(T))
    T <: Type && return false   # (DataType, UnionAll: not singletons in Julia)
    return isbitstype(T) && !ismutabletype(T) && !isprimitivetype(T) && fieldcount(T) == 0
end
# an element of a collection with element type T: Bools print as 1/0 and Float32s without
# their f0 when T already says so (Julia's :typeinfo)
_show_elt(io::IO, x, T) = show(io, x)
_show_elt(io::IO, x::Bool, T) = T === Bool ? print(io, x ? '1' : '0') : show(io, x)
_show_elt(io::IO, x::Float32, T) = T === Float32 ? print(io, replace(string(x), 'e' => 'f')) : show(io, x)
_show_elt(io::IO, x::Pair, T) = show(IOContext(io, :typeinfo => T), x)
_show_elt(io::IO, x::Union{Tuple,NamedTuple}, T) = show(IOContext(io, :typeinfo => T), x)
_show_elt(io::IO, x::AbstractArray, T) = show(IOContext(io, :typeinfo => T), x)
# Under :limit a vector longer than 20 shows its first and last 10 elements around "  …  "
# (Julia's show_vector).
function show(io::IO, a::Array{T,1}) where {T}
    _show_prefix(io, a)
    print(io, '[')
    n = length(a)
    if n > 20 && get(io, :limit, false) === true
        _show_elts(io, a, 1, 10)
        print(io, "  …  ")
        _show_elts(io, a, n - 9, n)
    else
        _show_elts(io, a, 1, n)
    end
    print(io, ']')
end
function _show_elts(io::IO, a, lo::Int64, hi::Int64)
    i = lo
    while i <= hi
        i > lo && print(io, ", ")
        if isassigned(a, i)
            _show_elt(io, a[i], eltype(a))
        else
            print(io, "#undef")
        end
        i += 1
    end
end
indexed_iterate(p::Pair, i::Int64, state = 1) = (getfield(p, i), i + 1)
