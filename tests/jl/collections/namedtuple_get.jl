# haskey/get on named tuples, map over named tuples
nt = (x = 1, y = 2.0)
println(haskey(nt, :x), " ", haskey(nt, :q), " ", haskey(nt, 2), " ", haskey(nt, 3))
println(get(nt, :q, 0), " ", get(nt, :y, 0), " ", get(nt, 1, 0))
println(get(() -> "none", nt, :z), " ", get(() -> "none", nt, :x))
println(map(x -> 2x, (a = 1, b = 2)))
println(map(+, (a = 1, b = 2), (a = 10, b = 20)))
try
    map(+, (a = 1, b = 2), (b = 10, a = 20))
catch e
    println(e)
end
