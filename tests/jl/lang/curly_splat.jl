# a splat inside curly braces applies the type to the collection's values, as in Julia
S = (Int64, String)
println(Tuple{S...}, " ", Union{S...}, " ", Tuple{Int8, S...})
tt(T...) = Tuple{T...}
println(tt(Int64, Bool), " ", tt())
println(Dict{S...}(1 => "a") isa Dict{Int64,String})
println(NTuple{2,Int64} === Tuple{fill(Int64, 2)...})
