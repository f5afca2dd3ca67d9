# an empty comprehension's element type is the inferred type of its body
println([x for x in Int[]])
println([x * 2 for x in 1:0])
display([x for x in Float64[]])
println([string(x) for x in 1:0])
println([x / 2 for x in 1:0])
println(map(x -> x + 1.5, Int[]))
println([(x, x) for x in 1:0])
f(x) = x > 0 ? x : nothing
println([f(x) for x in 1:0])
println(typeof([x * 2 for x in 1:0]))
println([x for x in 1:3])
