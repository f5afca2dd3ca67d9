# a call on a Union whose members reach different methods is split into direct calls,
# one per member (Julia's union splitting): results, a member with no method (the
# MethodError), and frames that show the run-time types
f(x::Int) = x + 1
f(x::String) = length(x)
f(x::Float64) = x * 2
pick(i) = i == 1 ? 1 : i == 2 ? "abc" : 2.5
function total(n)
    s = 0.0
    for i in 1:n
        s += f(pick(i))
    end
    s
end
println(total(3))
println([f(pick(i)) for i in 1:3])
g(x::Int, y::Int) = x * y
g(x::String, y::Int) = x^y
println(g(pick(1), 3), " ", g(pick(2), 2))
try
    g(pick(3), 1)
catch e
    println(split(sprint(showerror, e), '\n')[1])
end
h(x::Int) = x > 0 ? error("positive $x") : x
h(x::String) = x
k(n) = h(n > 0 ? n : "none")
println(k(-1), " ", k(0))
k(5)
