d = Dict("a" => 1, "b" => 2, "c" => 3)
println(keys(d), " ", values(d))
println(sum(values(d)), " ", maximum(values(d)))
println(first(d))
println([k for k in keys(d)])
println(sort(collect(d), by = x -> x[2]))
println(map(x -> x.second, collect(d)))
println(Dict(1 => "a", 2 => "b") == Dict(2 => "b", 1 => "a"))
println(get(() -> 99, d, "zz"))
d2 = Dict{String,Vector{Int}}()
push!(get!(d2, "x", Int[]), 5)
push!(get!(() -> Int[], d2, "x"), 6)
println(d2)
println(count(p -> p.second > 1, d))
println(filter(p -> p.second > 1, d))
println(Dict(1 => 1, 2 => 2.5))
println(Dict{Any,Any}("a" => 1))
dd = Dict{Int,Int}()
for i in 1:100
    dd[i] = i * i
end
println(length(dd), " ", dd[50], " ", sum(keys(dd)))
for i in 1:90
    delete!(dd, i)
end
println(dd)
counts = Dict{Char,Int}()
for ch in "mississippi"
    counts[ch] = get(counts, ch, 0) + 1
end
println(counts)
show(stdout, MIME"text/plain"(), counts); println()
show(stdout, MIME"text/plain"(), Dict(1 => "x")); println()
show(stdout, MIME"text/plain"(), Dict{Int,Int}()); println()
println(sort([3 => "c", 1 => "a"]), " ", sort([(2, "b"), (1, "z"), (1, "a")]))
try
    Dict("a" => 1)["zz"]
catch err
    showerror(stdout, err); println()
end
