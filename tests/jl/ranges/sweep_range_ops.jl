# range arithmetic that stays a range, range(stop=…, length=…), extrema of ranges
println((1:3) .+ (1:3))
println((1:3) .- (3:-1:1))
println((1:2:7) .- 1)
println((0.0:0.1:0.3) .+ 1)
println(range(stop = 2.0, length = 3))
println(range(stop = 10, step = 2, length = 3))
println(range(stop = 1.0, step = 0.5, length = 3))
println(range(stop = 5, length = 3))
println(minimum(3:-1:1), " ", maximum(0.0:0.5:1.0), " ", maximum(2:5), " ", minimum(2:5))
for f in (() -> (1:3) .+ (1:2), () -> maximum(1:0), () -> minimum(5:-1:6))
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
