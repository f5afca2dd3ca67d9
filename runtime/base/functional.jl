# functional.jl — function composition (∘, ComposedFunction), piping (|>), property
# assignment (setproperty!), struct reflection (fieldnames/fieldcount) and filter over ranges.

# ---------------------------------------------------------------- composition and piping
struct ComposedFunction{O,I} <: Function
    outer::O
    inner::I
end
(c::ComposedFunction)(x...) = c.outer(c.inner(x...))
∘(f) = f
∘(f, g) = ComposedFunction(f, g)
∘(f, g, h...) = ∘(ComposedFunction(f, g), h...)
function show(io::IO, c::ComposedFunction)
    show(io, c.outer)
    print(io, " ∘ ")
    show(io, c.inner)
end
|>(x, f) = f(x)

# ---------------------------------------------------------------- properties and fields
setproperty!(x, f::Symbol, v) = setfield!(x, f, convert(fieldtype(typeof(x), f), v))
fieldcount(T::DataType) = ccall(:rt_fieldcount, Int64, (Any,), T)
function fieldnames(T::DataType)
    n = fieldcount(T)
    v = Array{Any,1}(undef, n)
    for i in 1:n
        v[i] = ccall(:rt_fieldname, Any, (Any, Int64), T, i)::Symbol
    end
    return ccall(:rt_array_to_tuple, Any, (Any,), v)
end
fieldcount(T::UnionAll) = ccall(:rt_fieldcount, Int64, (Any,), T)
fieldnames(T::UnionAll) = fieldnames(ccall(:rt_unwrap_unionall, Any, (Any,), T)::DataType)

# ---------------------------------------------------------------- filter over ranges
function filter(f, r::AbstractRange{T}) where {T}
    v = Array{T,1}(undef, 0)
    for x in r
        f(x) && push!(v, x)
    end
    return v
end

# ---------------------------------------------------------------- type variables
# `Vector{<:Real}` in code lowers to Core.TypeVar + Core.UnionAll calls (docs/ir.md)
Core.TypeVar(n::Symbol) = ccall(:rt_new_tvar, Any, (Any, Any, Any), n, Union{}, Any)::TypeVar
Core.TypeVar(n::Symbol, ub) = ccall(:rt_new_tvar, Any, (Any, Any, Any), n, Union{}, ub)::TypeVar
Core.TypeVar(n::Symbol, lb, ub) = ccall(:rt_new_tvar, Any, (Any, Any, Any), n, lb, ub)::TypeVar
Core.UnionAll(v, t) = ccall(:rt_new_unionall, Any, (Any, Any), v, t)
