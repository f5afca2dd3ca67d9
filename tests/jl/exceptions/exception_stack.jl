# current_exceptions(): the exceptions being handled, oldest first
try
    error("(A) root cause")
catch
    try
        error("(B) in catch")
    catch
        for (exc, bt) in current_exceptions()
            showerror(stdout, exc)
            println()
        end
    end
    println(length(current_exceptions()))
end
println(length(current_exceptions()))
function f()
    try
        error("a")
    catch
        return length(current_exceptions())
    end
end
println(f(), " ", length(current_exceptions()))
try
    try
        error("r")
    catch
        rethrow()
    end
catch
    println([e.exception.msg for e in current_exceptions()])
end
for i in 1:2
    try
        error("loop $i")
    catch
        println(length(current_exceptions()))
        break
    end
end
println(length(current_exceptions()))
t = @async try error("in task") catch; length(current_exceptions()) end
println(fetch(t), " ", length(current_exceptions()))
try
    try
        throw(DomainError(1))
    finally
        println("finally: ", length(current_exceptions()))
    end
catch e
    println(typeof(e), " ", length(current_exceptions()))
end
try
    error("outer")
catch
    g() = try; error("inner"); catch; [x.exception.msg for x in current_exceptions()]; end
    println(g())
end
