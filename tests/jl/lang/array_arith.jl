# Whole-array arithmetic (Julia's arraymath.jl): A ± B with promote_shape's check,
# scalar * / \ array, unary minus; ranges stay ranges; broadcast(f, ...).
a = [1, 2, 3]
b = [4.0, 5.0, 6.0]
println(a + b, " ", a - a, " ", -a, " ", 2a, " ", a * 2, " ", a / 2, " ", 2 \ a, " ", +a)
m = [1 2; 3 4]
println(m + m, " ", m - 2m, " ", 0.5 * m)
println(zeros(2, 1) + zeros(2))
println((1:3) + (1:3), " ", (1:3) - (0:2:4), " ", 2 * (1:3), " ", (1:3) * 0.5, " ", (2:2:6) / 2)
println(broadcast(+, a, 1), " ", broadcast(x -> x^2, [1, 2]), " ", broadcast(+, 1, 2))
println(3 \ 6, " ", typeof(a + a))
for (x, y) in (([1, 2], [1, 2, 3]), ([1 2], [1 2 3]), (1:2, 1:3))
    try
        x + y
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end
try
    zeros(2, 2) - zeros(2)
catch e
    println(sprint(showerror, e))
end
