# leaving a catch block by return, break or continue ends its exception's handling,
# as falling off its end does: current_exceptions() no longer lists it
function f()
    try
        error("x")
    catch
        return length(current_exceptions())
    end
end
println(f(), " ", length(current_exceptions()))
for i in 1:2
    try
        error("y")
    catch
        continue
    end
end
println(length(current_exceptions()))
while true
    try
        error("z")
    catch
        break
    end
end
println(length(current_exceptions()))
try
    error("outer")
catch
    for i in 1:2
        try
            error("inner")
        catch
            break
        end
    end
    println(length(current_exceptions()), " ", current_exceptions()[1].exception)
end
g() = try error("w") catch e; e end
println(g(), " ", length(current_exceptions()))
