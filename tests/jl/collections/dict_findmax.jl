# word counting with get, findmax/argmax over a Dict, pop! of a Set
words = split("the quick brown fox jumps over the lazy dog the end fox")
counts = Dict{String,Int}()
for w in words
    counts[w] = get(counts, w, 0) + 1
end
for (w, c) in sort(collect(counts), by = x -> (-x[2], x[1]))[1:3]
    println(rpad(w, 6), c)
end
println(findmax(counts), " ", argmax(Dict(:a => 1, :b => 5)), " ", findmin(Dict(:a => 1, :b => 5)), " ", argmin(Dict("x" => 2.5)))
s = Set([7]); println(pop!(s), " ", isempty(s))
try
    pop!(s)
catch e
    println(typeof(e))
end
try
    findmax(Dict{Int,Int}())
catch e
    println(sprint(showerror, e))
end
