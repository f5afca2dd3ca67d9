# dump(x) as Julia 1.7: the type, then each field (or element) a line, two spaces deeper
struct Point{T}
    x::T
    y::T
end
dump(Point(1, 2))
dump(:(x + 1))
dump([1, 2])
dump("s")
dump(1.5)
dump(nothing)
dump((1, "a"))
dump(Any[:a, 1])
mutable struct M
    a::Vector{Int}
    b
end
dump(M([1], nothing))
dump(Int64)
dump(Point{Float64})
dump(:(f(a, "s")); maxdepth = 1)
dump(QuoteNode(:q))
dump(collect(1:12) .=> 0)
