# A constructor called through a type built at run time (Node{T}(k, t) inside a method
# reached by dynamic dispatch) has its bodies in an executable too
abstract type Tree{T} end
struct Leaf{T} <: Tree{T} end
struct Node{T} <: Tree{T}
    key::T
    left::Tree{T}
end
Node(k::T) where {T} = Node{T}(k, Leaf{T}())
ins(t::Leaf{T}, k) where {T} = Node(convert(T, k))
ins(t::Node, k) = t
println(foldl(ins, [1, 2]; init = Leaf{Int}()))
struct Pt{T}
    x::T
    left::Any
end
mk(t::Leaf{T}, k) where {T} = Pt{T}(k, t)
xs = Any[Leaf{Int}(), Leaf{Float64}()]
println(mk(xs[1], 1), " ", mk(xs[2], 2))
