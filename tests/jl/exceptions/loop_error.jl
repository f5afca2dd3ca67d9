# errors inside loops; variables changed in the try body are seen by the catch block
function safe_div(a, b)
    b == 0 && throw(DivideError())
    return div(a, b)
end
for i in -2:2
    try
        println(safe_div(10, i))
    catch e
        println("error at i = ", i, ": ", typeof(e))
    end
end
function sum_until_bad(xs)
    s = 0
    for x in xs
        x < 0 && error("bad value: $x")
        s += x
    end
    return s
end
println(sum_until_bad((1, 2, 3)))
try
    sum_until_bad((1, 2, -3, 4))
catch e
    println(e.msg)
end
function progress()
    n = 0
    try
        for i in 1:10
            n += i
            i == 4 && error("stop")
        end
    catch
        println("n at error: ", n)
    end
    return n
end
println(progress())
function retries()
    attempts = 0
    while true
        attempts += 1
        try
            attempts < 3 && error("attempt $attempts failed")
            println("succeeded after ", attempts)
            break
        catch e
            println(e.msg)
        end
    end
    return attempts
end
println(retries())
