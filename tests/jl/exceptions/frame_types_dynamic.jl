# Frames of calls through dynamic dispatch name the types the arguments had, in an
# executable (fallback bodies) as in the JIT, also after a caught exception.
g(x) = error("boom ", x)
function tryit(x)
    try
        fs[1](x)
    catch e
        println("caught: ", sprint(showerror, e))
    end
    fs[2](x, 2.5)
end
pair(a, b) = fs[1]((a, b))
fs = Any[g, pair, tryit]
fs[3]("s")
