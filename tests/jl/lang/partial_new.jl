# a partial `new` leaves later fields unset: isbits ones hold some value, others are #undef
struct Half
    x::Int
    y::Float64
    Half(x) = new(x)
end
mutable struct Lazy
    id::Int
    n::Int
    name::String
    Lazy(id) = new(id)
end
struct Pt
    x::Int
    y::Int
end
struct Seg
    a::Pt
    b::Pt
    Seg(a) = new(a)
end
h = Half(3)
println(h.x, " ", isdefined(h, :y), " ", typeof(h.y))
l = Lazy(7)
println(l.id, " ", isdefined(l, :n), " ", isdefined(l, :name))
try
    l.name
catch e
    println(typeof(e))
end
l.name = "set"
println(l.name, " ", isdefined(l, :name))
s = Seg(Pt(1, 2))
println(s.a, " ", isdefined(s, :b), " ", typeof(s.b))
hs = [Half(i) for i in 1:3]
println([x.x for x in hs])
