# error texts as Julia 1.7's Random prints them
using Random
function report(f)
    try
        f()
        println("no error")
    catch e
        showerror(stdout, e)
        println()
    end
end
report(() -> Random.seed!(-1))
report(() -> Xoshiro(-5))
report(() -> rand(1:0))
report(() -> rand(Int[]))
report(() -> rand(""))
report(() -> rand(Xoshiro(1), 5:4, 3))
report(() -> rand(Dict{Int,Int}()))
report(() -> rand(Set{Int}()))
report(() -> seed!(1))
println(rand(1:1), " ", rand(Int[7]), " ", rand((8,)))
Random.seed!(-3)
