# factorial (table lookup, Julia's overflow texts), binomial, ntuple
println(factorial(5), " ", factorial(0), " ", factorial(20), " ", factorial(Int32(4)))
println(binomial(5, 2), " ", binomial(10, 0), " ", binomial(-3, 2), " ", binomial(-3, 3), " ", binomial(3, 5), " ", binomial(60, 30))
for f in (() -> factorial(21), () -> factorial(-1), () -> binomial(100, 50))
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
println(ntuple(i -> i^2, 3), " ", ntuple(identity, 0))
println(typeof(factorial(Int32(4))), " ", typeof(factorial(Int8(3))))
try
    factorial(Int32(13))
catch e
    showerror(stdout, e); println()
end
