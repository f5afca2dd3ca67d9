# push!(d, pairs...) stores each pair; pop!(d) removes the first entry in iteration order
d = Dict("a" => 1)
push!(d, "b" => 2)
println(d)
push!(d, "c" => 3, "e" => 5)
println(d)
push!(d, "f" => 6, "g" => 7, "h" => 8)
println(length(d))
while !isempty(d)
    p = pop!(d)
    println(p, " ", length(d))
end
try
    pop!(d)
catch e
    println(e)
end
s = Dict{Symbol,Float64}()
push!(s, :x => 1)    # converted to the value type
println(s)
