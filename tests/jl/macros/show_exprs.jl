# @show and @assert print their expression as Julia's own code printer does
x = [1, 2, 3]; a = 1; b = 2
@show x[2:end]
@show 1:3
@show (a + b) * (a - b)
@show a - (b - a)
@show 1.5f0
@show 0x12
@show 'c'
@show x'
@show sqrt.(x)
@show [1 2]
@show [1; 2]
@show [i^2 for i in 1:3]
@show a > 0 ? "pos" : "neg"
@show "str"
@show :sym
@show x
@show a b
try
    @assert a > 5
catch e
    println(e)
end
try
    @assert (a + b) * 2 == 7 "custom"
catch e
    println(e)
end
