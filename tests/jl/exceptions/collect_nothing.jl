# collect(nothing): Julia 1.7 asks for length(nothing) first (HasLength is the default
# IteratorSize), so the MethodError is for length
try
    collect(nothing)
catch e
    println(typeof(e), " ", e.f, " ", e.args)
end
