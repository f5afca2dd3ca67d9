z = (1 + 2im) // 3
println(z, " ", typeof(z))
println((4 + 6im) // 2)
println(3 // (1 + 1im))
println((1 + 1im) // (1 - 1im))
println(Complex(1 // 2, 1 // 3) + 1)
println(Complex(1 // 2, -3 // 4) * 2)
