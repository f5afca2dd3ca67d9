x = [1 2; 3 4]
println(x .+ 1, " ", x .* x, " ", 2 .* x)
w = [1.0, 2.0, 3.0]
w .= w .^ 2
println(w, " ", sqrt.(w))
println([1, 2, 3] .+ [10 20], " ", (1, 2) .+ 1, " ", 1 .+ 2)
println(abs.([-1, 2, -3]), " ", [1, 2] .== [1, 3])
y = [1.0, 2.0]
a = 2.0
y .= a .* [3.0, 4.0] .+ y
println(y)
r = zeros(Int, 2, 2, 2)
r[:, :, 2] .= 1
println(sum(r), " ", r[2, 2, 2], " ", size(r[:, 1, :]))
println([1, 2, 3] .+ (1:3))
try
    [1, 2, 3] .+ [1, 2]
catch e
    println(e)
end
z = zeros(3)
try
    z .= [1.0, 2.0]
catch e
    println(e)
end
