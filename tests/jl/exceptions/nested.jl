# nested handlers, rethrow, the exception restored after an inner catch
function nested()
    try
        try
            error("inner")
        catch e
            println("caught inner: ", e.msg)
            throw(ArgumentError("outer"))
        end
    catch e
        println("caught outer: ", e)
    end
end
nested()
function rt()
    try
        try
            error("x1")
        catch
            println("rethrowing")
            rethrow()
        end
    catch e
        println("got ", e.msg)
        println(typeof(e))
    end
end
rt()
function restore()
    try
        error("first")
    catch e1
        try
            error("second")
        catch e2
            println("inner: ", e2.msg)
        end
        rethrow()
    end
end
try
    restore()
catch e
    println("restored: ", e.msg)
end
level3(x) = x > 0 ? throw(ArgumentError("level3 got $x")) : x
level2(x) = level3(x) + 1
level1(x) = level2(x) * 2
for x in (0, 5)
    try
        println(level1(x))
    catch e
        println("across functions: ", e.msg)
    end
end
