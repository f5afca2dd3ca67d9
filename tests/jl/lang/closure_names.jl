# Closure types are named as Julia's lowering names them, from the module's counter:
# `#N#M` for an anonymous function (whose function name is `#N`), `#name#N` for a named
# inner function, and a keyword function's body takes `#f#N`. print shows the function
# name; show and typeof show the type, quoted as var"..." since it is not an identifier.
f = x -> x + 1
println(f)
show(f); println()
println(typeof(f))
println(repr(typeof(f)))
kw(x; k = 1) = x + k
function outer(a)
    function inner(y)
        y + a
    end
    inner
end
i = outer(1)
println(typeof(i))
println(i)
show(i); println()
g(a) = y -> y * a
h = g(3)
println(typeof(h), " ", h(2))
println(string(h))
println(map(x -> 2x, [1, 2]))
module M
    sq = x -> x^2
end
println(typeof(M.sq))
struct Adder <: Function
    n::Int
end
(a::Adder)(x) = x + a.n
add2 = Adder(2)
println(add2(1))
println(add2)
show(add2); println()
struct Scale
    k::Int
end
(s::Scale)(x) = s.k * x
println(Scale(3)(4))
println(Scale(3))
try
    Scale(3)("a", 1)
catch e
    println(replace(sprint(showerror, e), r" at .*/" => " at "))
end
try
    f("a", 2)
catch e
    println(replace(sprint(showerror, e), r" at .*/" => " at "))
end
struct Plain
    a::Int
end
try
    Plain(1)(2)
catch e
    println(replace(sprint(showerror, e), r" at .*/" => " at "))
end
