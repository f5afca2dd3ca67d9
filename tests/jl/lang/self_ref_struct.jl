# a struct whose field types name the struct itself: linked lists, trees, a mutable
# struct left partly undefined by new() (reading the field throws UndefRefError)
mutable struct Node
    val::Int
    next::Union{Node,Nothing}
end
n = Node(1, Node(2, nothing))
println(n.next.val, " ", n.next.next)
function total(n)
    s = 0
    while n !== nothing
        s += n.val
        n = n.next
    end
    s
end
println(total(n))
mutable struct N2
    x::N2
    N2() = new()
end
m = N2()
println(isdefined(m, :x))
struct Tree{T}
    v::T
    kids::Vector{Tree{T}}
end
t = Tree(1, [Tree(2, Tree{Int}[]), Tree(3, Tree{Int}[])])
println(sum(k.v for k in t.kids), " ", typeof(t.kids))
println(fieldtypes(Tree{Int}))
show(t); println()
try
    m.x
catch e
    println(e)
end
struct Cell{T}
    head::T
    tail::Union{Cell{T},Nothing}
end
c = Cell(1, Cell(2, nothing))
println(c)
println(fieldtype(Cell{Int}, :tail))
