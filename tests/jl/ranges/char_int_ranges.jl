# ranges of Chars and of non-Int64 integers
r = 'a':'e'
println(r, " ", length(r), " ", r[2], " ", collect(r), " ", typeof(r))
println(collect('e':-2:'a'), " ", 'c' in r, " ", 'z' in r, " ", isempty('b':'a'))
println(join('a':'z'), " ", [c for c in 'x':'z'])
u = UInt8(1):UInt8(4)
println(u, " ", typeof(u), " ", collect(u), " ", length(u), " ", u[2], " ", sum(u))
i = Int32(1):Int32(3)
println(i, " ", typeof(i), " ", collect(i), " ", typeof(i[1]))
s = Int8(1):Int8(2):Int8(9)
println(s, " ", typeof(s), " ", collect(s), " ", length(s))
for c in 'p':'r' print(c) end; println()
println(Int32(5):Int64(7), " ", typeof(Int32(5):Int64(7)))
