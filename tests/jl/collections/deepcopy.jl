# deepcopy: cycles and shared references preserved, nested containers, Dict, BigInt/BigFloat
mutable struct Node; v::Int; next; end
a = Node(1, nothing); b = Node(2, a); a.next = b
c = deepcopy(a)
println(c.v, " ", c.next.v, " ", c.next.next === c, " ", c === a)
v = [[1, 2], [3]]; w = deepcopy(v); w[1][1] = 9; println(v, " ", w)
s = [1, 2]; t = (s, s); u = deepcopy(t); println(u[1] === u[2], " ", u[1] === s)
d = Dict("a" => [1], "b" => [2]); e = deepcopy(d); e["a"][1] = 5; println(d["a"], " ", e["a"])
x = BigFloat(2.5); y = deepcopy(x); println(y, " ", typeof(y), " ", y == x, " ", y === x)
z = deepcopy(big(10)^30); println(z)
println(deepcopy("str"), " ", deepcopy(:sym), " ", deepcopy(1.5), " ", deepcopy((1, "a")))
struct P; a::Vector{Int}; end
p = P([1]); q = deepcopy(p); q.a[1] = 2; println(p, " ", q)
