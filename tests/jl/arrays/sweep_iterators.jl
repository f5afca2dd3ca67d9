# iteration: user iterators without an eltype collect to Vector{Any} (Julia's default
# HasEltype/Any traits), N-iterator products and comprehensions, zip/enumerate eltypes,
# first(itr, n), values, static parameters read inside closures and comprehensions
struct Squares
    n::Int
end
Base.iterate(s::Squares, i = 1) = i > s.n ? nothing : (i * i, i + 1)
Base.length(s::Squares) = s.n
struct Cubes
    n::Int
end
Base.iterate(s::Cubes, i = 1) = i > s.n ? nothing : (i^3, i + 1)
Base.length(s::Cubes) = s.n
Base.eltype(::Type{Cubes}) = Int
println(collect(Squares(3)))
println([x for x in Squares(3)])
println(collect(Cubes(3)))
println(sum(Squares(3)), " ", maximum(Squares(3)))
println(collect(Iterators.product(1:2, 'a':'b', [true])))
println(length(Iterators.product(1:2, 1:3, 1:4)), " ", size(Iterators.product(1:2, 1:3, 1:4)))
println(collect(Iterators.product(1:3)))
println([x + y + z for x in 1:2, y in 10:10:20, z in 100:100:200])
for (i, j, k) in Iterators.product(1:2, 3:3, 4:5)
    print((i, j, k), " ")
end
println()
println(size([1 for x in 1:2, y in 1:3, z in 1:0]))
println([i for i in 1:3, j in 1:0])
println([x + y for x in 1:2, y in 10:10:30 if true])
println(eltype(zip(1:2, "ab")), " ", eltype(enumerate([1.0])))
println(first((x for x in 1:10), 3))
println(first(Iterators.countfrom(1), 2))
println(values([1, 2]), " ", values((1, 2)))
sq(::Type{T}) where {T} = [T for i in 1:2]
println(sq(Int))
g(x::Vector{T}) where {T} = map(i -> T, 1:2)
println(g([1.0]))
h(x::T) where {T<:Number} = filter(v -> v isa T, Any[1, 2.0, x])
println(h(3))
