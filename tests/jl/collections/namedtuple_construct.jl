# NamedTuple and Tuple constructors as Julia 1.7's namedtuple.jl and tuple.jl: selecting
# fields by name, converting to the declared types, taking the values of an iterable;
# filter over pairs(nt) and Base.structdiff
nt = (a = 1, b = "x")
println(NamedTuple{(:b,)}(nt))
println(NamedTuple{(:b, :a)}(nt))
println(NamedTuple{(:a,), Tuple{Float64}}((1,)))
println(NamedTuple{(:a, :b), Tuple{Float64, Int}}([1, 2]))
println(NamedTuple{(:x, :y)}([1, 2]))
println(NamedTuple{(:b, :a), Tuple{Float64, Float64}}((a = 1, b = 2)))
println(Tuple{Float64, Int}((1, 2)))
println(NTuple{2, Int}([3, 4]))
println(Tuple{Int}([3, 4]))
println(Tuple{Vararg{Float64}}([3, 4]))
println(Tuple(1:3))
try
    NTuple{3, Int}([3, 4])
catch e
    println(e)
end
try
    NamedTuple{(:a,), Tuple{Float64}}((1, 2))
catch e
    println(e)
end
println(filter(p -> p.second isa Int, pairs(nt)))
println(filter(p -> p.second > 2, pairs((x = 1, y = 2, z = 3))))
println(Base.structdiff((a = 1, b = 2, c = 3), (b = 0,)))
println(Base.structdiff(nt, (x = 0,)))
println(Base.structdiff(nt, NamedTuple{(:a,)}))
println(Base.structdiff(nt, nt))
# a fixed first element, then any number (Tuple{Int, Vararg{Int}}(v))
println(Tuple{Int,Vararg{Int}}([1, 2, 3]), " ", Tuple{Float64,Vararg{Int}}((1, 2)), " ", Tuple{Int,Vararg{Int}}([7]))
println(NTuple{3,Int}([1, 2, 3]), " ", Tuple{Vararg{Float64}}(1:2))
try
    Tuple{Int,Vararg{Int}}(Int[])
catch e
    showerror(stdout, e); println()
end
