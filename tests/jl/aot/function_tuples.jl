# Functions reached only from tuples: an executable compiles what the loop calls, whether
# the callee is known as a Union of two functions or lost (Any) among many.
g1() = 1
g2() = 2.5
for (name, f) in (("g1", g1), ("g2", g2))
    try
        println(name, " = ", f())
    catch e
        println(name, ": ", e)
    end
end
h1(x) = x + 1
h2(x) = x * 2
h3(x) = string(x)
h4(x) = [x]
h5(x) = (x, x)
h6(x) = x // 3
h7(x) = -x
h8(x) = x > 2
for (name, f) in (("h1", h1), ("h2", h2), ("h3", h3), ("h4", h4), ("h5", h5),
                  ("h6", h6), ("h7", h7), ("h8", h8), ("anon", x -> x - 1))
    try
        println(name, " = ", f(3))
    catch e
        println(name, ": ", e)
    end
end
