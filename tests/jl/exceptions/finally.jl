# finally runs on normal exit, on return and break out of the try, and on an exception
function g(x)
    try
        if x > 1
            return "early"
        end
        println("body ", x)
    finally
        println("finally ", x)
    end
    return "late"
end
println(g(1))
println(g(2))
function h()
    for i in 1:3
        try
            i == 2 && break
            println("i = ", i)
        finally
            println("leaving ", i)
        end
    end
    println("after loop")
end
h()
function k()
    try
        error("in k")
    finally
        println("cleanup k")
    end
end
try
    k()
catch e
    println("outer caught: ", e.msg)
end
v = try
    error("x")
catch
    "from catch"
finally
    println("finally with catch")
end
println(v)
function cont()
    for i in 1:3
        try
            i == 2 && continue
            println("body ", i)
        finally
            println("finally ", i)
        end
    end
end
cont()
