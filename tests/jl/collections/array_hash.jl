# hash of arrays is Julia 1.7's AbstractArray hash (seed, axes' firsts and lasts, elements)
println(hash([1, 2, 3]))
println(hash([1 2; 3 4]))
println(hash(Int[]))
println(hash(1:3) == hash([1, 2, 3]))
println(hash([1.0, 2.0, 3.0]) == hash([1, 2, 3]))
println(hash(collect(1:10000)) == hash(1:10000))
# Sets and Dicts with array keys iterate in Julia's order
println(Set([[1], [2], [3]]))
d = Dict([1, 2] => "a", [3] => "b", Int[] => "c")
for (k, v) in d
    println(k, " => ", v)
end
