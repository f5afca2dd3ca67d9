# elementary functions of complex numbers, im*π, cis
println(exp(im * pi), " ", exp(0.0im), " ", exp(1 + 0im))
println(cis(0.0), " ", abs(cis(1.0)) ≈ 1, " ", log(1.0 + 0im), " ", log(-1 + 0im))
println(sin(0.0 + 0im), " ", cos(0.0 + 0im), " ", (1.0 + 1im)^2, " ", (2 + 0im)^0.5)
println(im * π, " ", 2π * im)
