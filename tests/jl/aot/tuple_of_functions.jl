# Functions stored in a tuple and called through an untyped variable: an executable must
# have compiled each of them for the dynamic call (a named function that always throws,
# a closure, a Base function).
function thrower()
    error("x")
end
fs = (thrower, () -> 1, time_ns)
for f in fs
    try
        r = f()
        println(r isa Integer)
    catch e
        println(sprint(showerror, e))
    end
end
