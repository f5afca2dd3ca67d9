# An empty comprehension or filtered iterator collects into the element type inference
# gives (Julia's @default_eltype), not Any
println([x for x in 1:4 if x > 10])
println(typeof([x * 1.0 for x in 1:4 if x > 10]))
println([x for x in 1:4 if x > 2])
println([(x, y) for x in 1:3 for y in 1:2 if x > y])
println([(x, y) for x in 1:3 for y in 1:2 if x > 5])
println([string(x) for x in 1:3 if x > 5])
println(collect(Iterators.filter(x -> true, Real[1, 2])))
println(collect(Iterators.filter(x -> x > 5, 1:4)))
println(collect(Iterators.flatten([[1, 2], [3]])))
println(collect(Iterators.flatten(Vector{Int}[])))
println(eltype(Iterators.filter(iseven, 1:3)), " ", eltype(Iterators.flatten([[1.0]])))
using Base.Iterators
println(collect(take(countfrom(5), 3)), " ", collect(partition(1:5, 2)))
