# Dicts built from generators, zips and other dicts take Julia 1.7's size hints and copies,
# so their tables (and printed order) are Julia's
println(keys(Dict(i => i for i in 1:20)))
println(Dict(i => i for i in 1:20 if iseven(i)))
d = Dict(zip('a':'z', 1:26)); println(collect(keys(d)))
println(Dict(c => i for (i, c) in enumerate("abcdefghijklmnopqrstuvwxyz")))
println(typeof(Dict(i => (isodd(i) ? 1 : "x") for i in 1:4)), " ", Dict(i => (isodd(i) ? 1 : "x") for i in 1:4))
println(Dict([(1, 2), (3, 4)]))
println(Dict{String,Int}(string(i) => i for i in 1:18))
a = Dict(i => i for i in 1:20); delete!(a, 3); delete!(a, 7)
b = Dict(100 => 1)
println(merge(a, b))
println(merge(+, a, Dict(1 => 1.5)))
println(mergewith(+, Dict("x" => 1), Dict("x" => 2, "y" => 3)))
