# `using Statistics`: mean, median, middle, var, std (sample, corrected by default).
using Statistics
println(mean([1, 2, 3, 4]), " ", mean(1:10), " ", mean(x -> x^2, [1, 2, 3]), " ", mean(Int[]))
println(mean([1 2; 3 4], dims = 1), " ", mean([1 2; 3 4], dims = 2), " ", mean((1, 2, 3)), " ", mean(x for x in 1:4))
println(median([3, 1, 2]), " ", median([4, 1, 2, 3]), " ", median(1:4), " ", middle(1, 2), " ", middle(3))
println(var([1, 2, 3, 4]), " ", std([1, 2, 3, 4]), " ", var([2.0, 4.0]; corrected = false), " ", std([2.0, 4.0]; corrected = false))
println(var([1.0]), " ", Statistics.mean([2, 4]))
try
    median(Int[])
catch e
    println(sprint(showerror, e))
end
