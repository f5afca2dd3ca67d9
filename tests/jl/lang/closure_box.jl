# captured variables assigned after capture live in a Core.Box
function counter()
    n = 0
    return () -> (n += 1)
end
c = counter()
c(); c()
println(c())
function acc()
    total = 0
    add = x -> (total += x)
    add(5)
    add(7)
    return total
end
println(acc())
function later()
    x = 1
    f = () -> x
    x = 42
    return f()
end
println(later())
b = Core.Box(3)
println(b.contents)
b.contents = "s"
println(b.contents)
println(typeof(Core.Box()))
# a closure with captured values, called through a non-constant global
make_adder(k) = x -> x + k
add3 = make_adder(3)
println(add3(4))
fs = [make_adder(i) for i in 1:3]
println([f(10) for f in fs])
