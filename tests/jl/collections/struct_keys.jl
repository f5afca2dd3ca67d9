# Structs (and CartesianIndex) as Dict/Set keys and in unique: Julia's hash fallback from objectid
struct P; x::Int; y::Int; end
d = Dict(P(1, 2) => "a", P(3, 4) => "b", P(1, 2) => "c")
println(length(d), " ", d[P(1, 2)], " ", haskey(d, P(3, 4)), " ", haskey(d, P(0, 0)))
s = Set([CartesianIndex(1, 2), CartesianIndex(1, 2), CartesianIndex(2, 1)])
println(length(s), " ", CartesianIndex(2, 1) in s)
println(unique([P(1, 1), P(1, 1), P(2, 2)]))
println(hash(P(1, 2)) == hash(P(1, 2)), " ", hash(P(1, 2)) == hash(P(2, 1)))
mutable struct M; v::Int; end
m = M(1)
dm = Dict(m => 1)
println(dm[m], " ", haskey(dm, M(1)))
visited = Set{Tuple{Int,Int}}()
push!(visited, (1, 2))
println((1, 2) in visited)
