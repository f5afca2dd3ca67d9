f(x::Int64) = "int $x"
f(x::Float64) = "float $x"
f(x::Bool) = "bool $x"
println(f(1), " ", f(2.5), " ", f(true))
function fib(n)
    n < 2 && return n
    return fib(n - 1) + fib(n - 2)
end
println(fib(25))
g(a, b) = a * b + 1
println(g(3, 4), " ", g(1.5, 2.0), " ", g(2, 0.5))
