# arraypairs.jl — pairs(v) over a vector or a tuple: an Iterators.Pairs (iterators.jl)
# whose data is the collection and whose keys are Base.OneTo(length), iterating
# i => v[i] in index order, as Julia's pairs(IndexLinear(), A) and pairs(::Tuple).

keys(t::Tuple) = OneTo(length(t))
pairs(v::AbstractVector{T}) where {T} =
    Core._splatnew(Iterators.Pairs{Int64,T,OneTo{Int64},typeof(v)}, (v, OneTo(length(v))))
# (V is the tuple's eltype, the promote_typejoin of its field types, as Pairs(t, keys(t)))
pairs(t::Tuple) = Core._splatnew(Iterators.Pairs{Int64,eltype(typeof(t)),OneTo{Int64},typeof(t)},
                                 (t, OneTo(length(t))))
function iterate(p::Iterators.Pairs{Int64,V,OneTo{Int64},A}, i::Int64 = 1) where {V,A<:AbstractVector}
    i > length(getfield(p, :itr)) && return nothing
    return (i => getfield(p, :data)[i], i + 1)
end
eltype(::Type{Iterators.Pairs{K,V,I,A}}) where {K,V,I,A} = Pair{K,V}
eltype(p::Iterators.Pairs) = eltype(typeof(p))
