function inner(x)
    x > 2 && throw(ArgumentError("too big: $x"))
    return x
end
outer(x) = inner(x) * 2
println(outer(1))
println(outer(5))
println("not reached")
