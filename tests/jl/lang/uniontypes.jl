# Base.uniontypes(T): the members of a union in Julia's order; T alone when it is not a
# union, nothing for Union{}.
println(Base.uniontypes(Union{Int,Float64,Nothing}))
println(Base.uniontypes(String))
println(Base.uniontypes(Union{}))
T = Union{Missing,Int8,String}
println(Union{Any[m for m in Base.uniontypes(T) if !(m <: Missing)]...})
