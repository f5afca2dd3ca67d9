# Base.typeinfo_implicit: a type whose shown values name it drops the element-type prefix
struct Stamp
    v::Int
end
Base.show(io::IO, s::Stamp) = print(io, "Stamp(", s.v, ")")
show([Stamp(1), Stamp(2)]); println()
Base.typeinfo_implicit(::Type{Stamp}) = true
show([Stamp(1), Stamp(2)]); println()
show(Any[Stamp(1)]); println()
println(Base.typeinfo_implicit(Int8))
