# include("file") in a function body runs the file in the function's module when the call
# happens (Julia's include is an ordinary function of each module) and returns its last value.
write(joinpath(@__DIR__, "inc_f.jl"), """
gcount = (@isdefined(gcount) ? gcount : 0) + 1
fromfile(x) = x * 3
"loaded \$gcount"
""")
function load()
    r = include("inc_f.jl")
    return r
end
println(load())
println(fromfile(4))
println(load(), " ", gcount)
module N
    loadn() = include("inc_f.jl")
end
println(N.loadn(), " ", N.gcount, " ", isdefined(N, :fromfile))
println(@isdefined(include), " ", include === Base.include)
