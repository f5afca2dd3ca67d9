# A^p for square matrices by repeated squaring; integer matrices refuse negative powers
println([1 1; 1 0]^10)
println([1 2; 3 4]^2, " ", [1 2; 3 4]^0, " ", [1 2; 3 4]^1)
println([2.0 0.0; 0.0 4.0]^-2, " ", [1.0 2.0; 3.0 4.0]^3)
p = -3
println([1 0; 0 1]^p, " ", [-1 0; 0 -1]^p, " ", [-1 0; 0 -1]^(p + 1))
println(isone([1 0; 0 1]), " ", isone([1 2; 0 1]), " ", isone([1 0 0; 0 1 0]))
println(typeof([1 2; 3 4]^3), " ", typeof(Float32[1 2; 3 4]^2))
try
    [1 2; 3 4]^p
catch e
    showerror(stdout, e)
    println()
end
try
    [1 2 3; 4 5 6]^2
catch e
    println(e)
end
