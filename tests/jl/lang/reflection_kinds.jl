# Questions about types and modules: isbits & co, nameof, parentmodule, fullname,
# fieldtypes, hasfield, propertynames, supertypes.
struct P2
    x::Int
    y::Float64
end
mutable struct M2
    v::Vector{Int}
end
abstract type Shape end
module Outer
    module Inner
        struct T1 end
    end
end
println(isbits(1), isbits(P2(1, 2.0)), isbits([1]), isbits(nothing), isbits((1, 2.0)))
println(isbitstype(Int), isbitstype(P2), isbitstype(M2), isbitstype(Vector{Int}), isbitstype(Integer))
println(isconcretetype(Int), isconcretetype(Integer), isconcretetype(Vector), isconcretetype(Vector{Int}))
println(isabstracttype(Shape), isabstracttype(Real), isabstracttype(Int), isabstracttype(AbstractVector))
println(ismutable(M2([1])), ismutable(P2(1, 2.0)), ismutable([1]), ismutabletype(M2), ismutabletype(P2))
println(isstructtype(P2), isstructtype(Int), isstructtype(Shape), isprimitivetype(Int), isprimitivetype(P2))
println(nameof(Int), " ", nameof(Vector), " ", nameof(P2), " ", nameof(Outer.Inner))
println(parentmodule(Int), " ", parentmodule(P2), " ", parentmodule(Outer.Inner), " ", parentmodule(Outer.Inner.T1))
println(fullname(Outer.Inner), " ", fullname(Main), " ", parentmodule(Main))
println(fieldtypes(P2), " ", fieldtypes(Pair{Int,String}), " ", fieldcount(P2))
println(hasfield(P2, :x), hasfield(P2, :z), " ", propertynames(P2(1, 2.0)), " ", propertynames((a = 1, b = 2)))
println(supertypes(Int8), " ", supertypes(Shape))
