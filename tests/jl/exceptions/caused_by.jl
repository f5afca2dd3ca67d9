# an error thrown while a catch block handles another: both are reported ("caused by:")
function f()
    try
        error("inner")
    catch e
        error("outer")
    end
end
println("before")
f()
