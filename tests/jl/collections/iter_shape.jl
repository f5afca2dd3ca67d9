# Iterators.reverse knows its first and last; a generator has its iterator's size, axes
# and ndims (a 2-d comprehension's product); broadcasting over keys/values collects them
r = Iterators.reverse([1, 2, 3])
println(first(r), " ", last(r))
println(first(Iterators.reverse("abc")), last(Iterators.reverse("abc")))
g = (i * j for i in 1:2, j in 1:3)
println(size(g))
println(axes(g))
println(ndims(g))
h = (x + 1 for x in 1:4)
println(size(h), " ", axes(h), " ", ndims(h))
p = Iterators.product(1:2, 1:3)
println(axes(p), " ", ndims(p))
d = Dict(1 => 10, 2 => 20)
k = keys(d) .+ 1
println(typeof(k), " ", sort(k))
println(sort(values(d) .* 2))
