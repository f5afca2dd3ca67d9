# A call with a Union{Nothing, Tuple} operand (a variable holding iterate's result) is
# resolved for the member that has a method; the other member still throws MethodError
function firsttwice(r)
    y = iterate(r)
    y === nothing && return nothing
    return (y[1] * 2, y[2])
end
println(firsttwice(1:3), " ", firsttwice(1:0))
function unchecked(r)
    y = iterate(r)
    return y[1]
end
println(unchecked([7, 8]))
try
    unchecked(Int[])
catch e
    println(split(sprint(showerror, e), "\n")[1])
end
# a generator's sum and a filtered comprehension stay typed
f(n) = sum(x * 1.0 for x in 1:n)
g(n) = sum([x for x in 1:n if isodd(x)])
println(f(1000), " ", g(1000))
function count_nonnothing(xs)
    c = 0
    for x in xs
        x !== nothing && (c += 1)
    end
    return c
end
println(count_nonnothing(Any[1, nothing, 2.0, nothing]))
