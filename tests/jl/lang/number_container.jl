# A number is a 0-dimensional container of itself: iterate, length, size, indexing.
for d in 3
    println("iterated ", d)
end
println(length(5), " ", size(5), " ", ndims(5), " ", eltype(5), " ", eltype(Float32), " ", axes(5))
println(first(7), " ", last(7), " ", 7[1], " ", 7[], " ", isempty(7), " ", 2 in 2, " ", 2 in 3)
println(sum(3), " ", maximum(4.5), " ", map(x -> x + 1, 3))
x, = 9
println(x)
try
    5[2]
catch e
    println(sprint(showerror, e))
end
