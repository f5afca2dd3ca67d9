# a stack overflow is an ordinary exception: caught, and caught again
g(n) = g(n + 1) + 1
try
    g(1)
catch e
    println(typeof(e))
end
println("still alive")
function twice()
    try
        g(1)
    catch e
        println(e)
    end
    return "done"
end
println(twice())
