# an error inside a macro: macroexpand passes it on as it is (1.7), an expansion for
# lowering wraps it in a LoadError naming the macro call's line
macro bad(x)
    x == 0 && error("bad macro")
    return x
end
try
    @macroexpand @bad 0
catch e
    println(typeof(e), ": ", e.msg)
end
try
    @eval @bad 0
catch e
    println(typeof(e), " ", e.line, " ", e.error)
end
println(@bad 5)
function g()
    @bad 0
end
