# a DataType value may be in a Union of Type{T}s: isa must not fold to false because
# DataType is concrete (a keyword argument `of::Union{Type{A},Type{B}}` checks this way)
struct KA end
struct KB end
f(; of::Union{Type{KA},Type{KB}} = KA) = of
println(f(of = KB))
println(f())
g(x::DataType) = x isa Union{Type{KA},Type{KB}}
println(g(KA), " ", g(Int))
h(t) = (t::DataType) isa Type{KB}
println(h(KB), " ", h(KA))
