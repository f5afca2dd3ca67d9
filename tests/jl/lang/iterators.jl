# enumerate, zip, and the iterators generators and comprehensions build on
for (i, x) in enumerate(["a", "b"])
    println(i, ":", x)
end
for (a, b) in zip(1:3, [10, 20, 30, 40])
    print(a * b, " ")
end
println()
for (a, b, c) in zip("xy", 1:2, [true, false])
    print(a, b, c, " ")
end
println()
for p in collect(enumerate([5, 6]))
    print(p, " ")
end
println()
println(length(zip(1:3, 1:5)))
println([x^2 for x in 1:5 if isodd(x)])
println(sum(i for i in 1:100))
println([i * j for i in 1:2, j in 1:3])
println(size([(i, j) for i in 1:3, j in 1:2]))
println([10i + j for i in 1:2 for j in 1:i])
println(collect(Iterators.filter(iseven, 1:6)))
println(collect(Iterators.flatten([[1, 2], [3], [4, 5]])))
c = collect(Iterators.product(1:2, 3:4))
println(size(c), " ", c[2, 1], " ", c[1, 2])
println([10i + j for (i, j) in Iterators.product(1:2, 3:4)])
