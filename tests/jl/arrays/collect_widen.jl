# collect/comprehensions widen the element type as Julia's promote_typejoin does;
# 2-D comprehensions fill a matrix in place; empty matrices show how to make them
println([x == 2 ? 1.5 : x for x in 1:3])
println([x == 2 ? nothing : x for x in 1:3])
println([x == 2 ? "a" : x for x in 1:3])
println([x == 2 ? Int8(1) : x for x in 1:3])
println([x == 2 ? 1.5f0 : 2.5 for x in 1:3])
println([nothing for x in 1:2])
println(map(x -> x > 1 ? 1 : 1//2, [1, 2]))
println(typejoin(Int64, Float64), " ", typejoin(Int64, UInt8), " ", typejoin(Int64, String))
m = [x * 10 + y for y in 1:3, x in 1:4]
println(m, " ", typeof(m))
println([x == 2 ? 1.5 : x for y in 1:2, x in 1:3])
println([x == 3 ? "s" : x for y in 1:2, x in 1:3])
c = 0
m4 = [(global c += 1; c) for y in 1:2, x in 1:2]
println(m4, " ", c)
z = [complex(x / 2, y) for y in 0:1, x in 0:1]
println(z)
println(Array{Int64,2}(undef, 0, 3))
show(zeros(2, 0)); println()
println(zeros(Int8, 2, 0, 1))
println(Int64[], " ", [1;;; 2])
