# ref.jl — Ref(x): a mutable box (Base.RefValue{T}, a subtype of Core's abstract Ref{T});
# r[] reads it and r[] = v writes it (converting to T).

mutable struct RefValue{T} <: Ref{T}
    x::T   # the boxed value (unset after Ref{T}() until the first r[] = v)
    RefValue{T}() where {T} = new()
    RefValue{T}(x) where {T} = new(x)
end
Ref(x::T) where {T} = RefValue{T}(x)
(::Type{Ref{T}})(x) where {T} = RefValue{T}(convert(T, x))
(::Type{Ref{T}})() where {T} = RefValue{T}()
isassigned(r::RefValue) = isdefined(r, :x)
getindex(r::RefValue) = getfield(r, :x)
function setindex!(r::RefValue{T}, v) where {T}
    setfield!(r, :x, convert(T, v))
    return r
end
eltype(::Type{RefValue{T}}) where {T} = T
isequal(a::RefValue, b::RefValue) = a === b

# WeakRef(x): a reference the collector may clear; here the value stays while the WeakRef
# lives (bdwgc scans it as any field), which a program cannot tell from a value not yet
# collected
mutable struct WeakRef
    value::Any   # the referenced value (nothing for WeakRef())
end
WeakRef() = WeakRef(nothing)
==(a::WeakRef, b::WeakRef) = a.value == b.value
==(a::WeakRef, b) = a.value == b
==(a, b::WeakRef) = a == b.value
