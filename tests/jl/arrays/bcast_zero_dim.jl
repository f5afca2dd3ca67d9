# broadcasting over 0-dimensional arrays and scalars only gives a scalar
println(fill(1.0) .+ 1, " ", fill(2) .* fill(3), " ", sin.(fill(0.0)))
a = fill(1.0); a .= 5; println(a)
println(fill(1.0) .+ [1, 2])
