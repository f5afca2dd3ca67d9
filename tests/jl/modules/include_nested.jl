# include("file") reached inside a top-level if/try/begin/for and as a value: the file runs
# in the global scope of the module (its assignments and definitions are globals) and the
# include gives its last value. The parts are written first, so the case runs alone.
write(joinpath(@__DIR__, "inc_a.jl"), """
af(x) = x + 100
const AK = 5
"a-last"
""")
write(joinpath(@__DIR__, "inc_b.jl"), """
bcount = (@isdefined(bcount) ? bcount : 0) + 1
bcount * 10
""")
if true
    include("inc_a.jl")
end
println(af(1), " ", AK)
try
    v = include("inc_b.jl")
    println("v = ", v)
catch e
    println("caught ", e)
end
begin
    r = include("inc_a.jl")
    println(r)
end
for i in 1:2
    include("inc_b.jl")
end
println(bcount)
x = include("inc_b.jl")
println(x)
module Q
if true
    include("inc_a.jl")
end
end
println(Q.af(2), " ", isdefined(Main, :Q))
try
    include("nonexistent_file.jl")
catch e
    println(typeof(e))
end
