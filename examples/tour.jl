# tour.jl — a short tour of the Julia subset jolt compiles today.
# Run it with `make run` (or `build/jolt examples/tour.jl`).

# Functions: long form, with recursion.
function fib(n)
    if n < 2
        return n
    end
    return fib(n - 1) + fib(n - 2)
end

# Short form.
square(x) = x * x

# Several methods, chosen by the argument's type.
describe(x::Int64) = "an Int64"
describe(x::Float64) = "a Float64"

half(x::Int64) = x ÷ 2
half(x::Float64) = x / 2

println("Functions")
println("fib(20) = ", fib(20))
println("square(12) = ", square(12), ", square(1.5) = ", square(1.5))
println("7 is ", describe(7), ", 7.0 is ", describe(7.0))
println("half(7) = ", half(7), ", half(7.0) = ", half(7.0))

println()
println("Arithmetic")
a = 17
b = 5
println("a + b = $(a + b), a - b = $(a - b), a * b = $(a * b)")
println("a ÷ b = $(a ÷ b), a % b = $(a % b), -a % b = $(-a % b)")
println("a / b = $(a / b), 2^10 = $(2^10), 1.5^2 = $(1.5^2)")
println("0.1 + 0.2 = ", 0.1 + 0.2)
println("1e20 * 10.0 = ", 1e20 * 10.0, ", 1 / 3 = ", 1 / 3)
println("9223372036854775807 + 1 wraps to ", 9223372036854775807 + 1)

println()
println("Comparisons and logic")
x = 3
println("x = $x: x < 5 is ", x < 5, ", x <= 3 is ", x <= 3, ", x != 3 is ", x != 3, ", 2.5 >= 1.5 is ", 2.5 >= 1.5)
println("x > 0 && x < 10: ", x > 0 && x < 10)
println("x < 0 || x > 2: ", x < 0 || x > 2)
println("x is ", x % 2 == 0 ? "even" : "odd")

function classify(n)
    if n < 0
        return "negative"
    elseif n == 0
        return "zero"
    else
        return "positive"
    end
end
println("classify: ", classify(-4), " ", classify(0), " ", classify(9))

println()
println("Loops")
function sum_to(n)
    total = 0
    for i in 1:n
        total = total + i
    end
    return total
end
println("sum of 1:10 = $(sum_to(10))")

function odd_countdown(from)
    print("odd numbers down from $from:")
    for i in from:-2:1
        print(" ", i)
    end
    println()
end
odd_countdown(9)

function skip_and_stop()
    print("skip multiples of 3, stop after 10:")
    for i in 1:100
        if i % 3 == 0
            continue
        end
        if i > 10
            break
        end
        print(" ", i)
    end
    println()
end
skip_and_stop()

function collatz_steps(n)
    steps = 0
    while n != 1
        n = n % 2 == 0 ? n ÷ 2 : 3 * n + 1
        steps = steps + 1
    end
    return steps
end
println("collatz_steps(27) = ", collatz_steps(27))

function first_square_above(limit)
    k = 1
    while true
        if k * k > limit
            return k
        end
        k = k + 1
    end
end
println("first k with k^2 > 50: ", first_square_above(50))

println()
println("Printing")
name = "jolt"
version = 0.1
ok = true
println("name = $name, version = $version, ok = $ok")
print("print does not end the line; ")
println("println does.")
println(1.0, " ", -0.0, " ", 100.0, " ", 1.5e-7, " ", 2.5e16)
