# Statistics: quantile (Hyndman-Fan definitions through alpha/beta, 7 by default),
# cov and cor of vectors and matrices
using Statistics
println(quantile([3.5, 1.25, 9.0, 4.0], 0.25))
println(quantile(0:20, 0.5), " ", quantile(0:20, [0.1, 0.5, 0.9]))
println(quantile([1, 2, 3, 4], (0.0, 0.5, 1.0)), " ", quantile([7], 0.3))
println(quantile(skipmissing([1, 10, missing]), 0.5))
for (a, b) in ((0.0, 1.0), (0.5, 0.5), (0.0, 0.0), (1 / 3, 1 / 3))
    println(quantile([1, 2, 3, 4, 5], 0.3; alpha = a, beta = b))
end
x = [3, 2, 1]
println(quantile!(x, 0.5), " ", x)
println(quantile([1, 2, 3], 0.5; sorted = true), " ", quantile(Float32[1, 2], 0.5))
for bad in (() -> quantile([1.0, NaN], 0.5), () -> quantile(Int[], 0.5),
            () -> quantile([1, 2], 1.5), () -> quantile([1, 2], 0.5; alpha = 2))
    try
        bad()
    catch e
        println(e)
    end
end
println(cov([1, 2, 3], [1, 2, 4]), " ", cov([1.0, 2.0, 4.0]), " ", cov([1, 2, 3]; corrected = false))
println(cor([1, 2, 3], [1, 2, 4]), " ", cor([1, 2, 3], [3, 2, 1]), " ", cor([1.0, 5.0]))
M = [1 2; 3 6; 5 4]   # centred sums of products stay exact
println(cov(M), " ", cov(M; dims = 2))
println(cor(M), " ", cor(M; dims = 2))
try
    cov([1, 2], [1, 2, 3])
catch e
    println(e)
end
