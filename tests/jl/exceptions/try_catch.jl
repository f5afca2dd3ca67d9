# try/catch with and without a variable, e.msg, typeof(e), show of an exception
try
    error("boom")
catch e
    println("caught: ", e.msg)
    println(typeof(e))
    println(e)
end
try
    throw(ArgumentError("negative"))
catch
    println("caught without variable")
end
function f(x)
    x < 0 && throw(ArgumentError("negative"))
    return x
end
try
    f(-1)
catch e
    println(e)
    println(e isa ArgumentError)
    println(e.msg)
end
r = try
    f(3)
catch
    -1
end
println(r)
r = try
    f(-3)
catch
    -1
end
println(r)
try
    throw(DivideError())
catch e
    println(e)
end
try
    error("a", 1, "b")
catch e
    println(e.msg)
end
