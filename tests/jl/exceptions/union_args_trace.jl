# A function called with values of Union-inferred type shows their run-time types in a trace
f(k, v) = error("bad $k")
function g(d)
    for (k, v) in d
        f(k, v)
    end
end
g(Dict("a" => 2))
