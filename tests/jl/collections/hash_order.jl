# hash values and iteration order of Julia 1.7
println(hash(1) == 0x5bca7c69b794f8ce, " ", hash(10) == 0x95ea2955abd45275)
println(hash(1.0) == hash(1), " ", hash(Int8(3)) == hash(3), " ", hash(2.0f0) == hash(2))
d = Dict("a" => 1, "b" => 2)
println(d)
d["c"] = 3
delete!(d, "a")
println(length(d), " ", haskey(d, "a"), " ", get(d, "b", 0), " ", get(d, "z", 0))
println(sort(collect(keys(d))), " ", sort(collect(values(d))))
s = Set{Int}()
push!(s, 5)
push!(s, 5)
println(length(s), " ", 5 in s, " ", 6 in s)
println(isequal(1.0, 1.0), " ", isequal("a", "a"), " ", isless(1, 2))
