# evalpoly: Horner's rule, and Goertzel's recurrence for a complex argument
println(evalpoly(2, (1, 2, 3)))
println(evalpoly(0.5, [1.0, -2.0, 3.0]))
println(evalpoly(1 + 2im, (1, 2, 3)))
println(evalpoly(1.5 + 0.5im, [1.0, 0.0, 2.0, 1.0]))
println(evalpoly(3, (7,)))
