# a 4-byte field followed by an 8-byte one: compiled code and the runtime agree on layout
struct S
    a::Int32
    b::Int64
end
s = S(3, 2)
println(s, " ", s.b)
nxt() = ccall(:rt_str_nextind, Int64, (Any, Int64), "xy", 1)
h(x) = (x, nxt())
println(h('q'), " ", h(Int32(7)))
v = Any[h('c')]
println(v[1][2])
println(iterate("xy"), " ", iterate("xy", 2))
for (c, i) in zip("ab", 1:2)
    print(c, i, " ")
end
println()
