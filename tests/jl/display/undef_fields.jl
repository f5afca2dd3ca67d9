# show_default: #undef for a field with no value
mutable struct L; b; L() = new(); end
println(L())
struct P; a::Int; b::Float32; end
println(P(1, 2.5f0), " ", [P(1, 2.5f0)])
println(Any[1, "a", [2, 3]])
mutable struct Node; v::Int; next::Union{Node,Nothing}; end
n = Node(1, Node(2, nothing)); println(n)
display(L())
