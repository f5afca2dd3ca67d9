# inner constructors: `new` converts to the field types; no default constructor remains
struct Pos
    x::Int
    y::Int
    Pos(x) = new(x, 2x)
end
println(Pos(3))
println(Pos(2.0))
try
    Pos(1, 2)
catch e
    println(typeof(e))
end
struct Checked
    v::Float64
    function Checked(v)
        v < 0 && throw(ArgumentError("negative"))
        return new(v)
    end
end
println(Checked(2))
try
    Checked(-1)
catch e
    println(e.msg)
end
# parametric: `new` inside T{P}(…) builds T{P}; new{…} names the parameters
struct Wrap{T}
    val::T
    Wrap{T}(x) where {T} = new(x)
end
Wrap(x::T) where {T} = Wrap{T}(x)
println(Wrap{Float64}(1))
println(Wrap("s"))
struct Pair2{A,B}
    a::A
    b::B
    Pair2(a::A, b::B) where {A,B} = new{A,B}(a, b)
end
println(Pair2(1, 'c'))
mutable struct Node
    val::Int
    next::Any
    Node(v) = new(v, nothing)
end
n = Node(1)
n.next = Node(2)
println(n.next.val, " ", n.next.next === nothing)
