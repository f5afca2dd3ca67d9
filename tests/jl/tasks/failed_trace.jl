# a failed task keeps its own stack trace: showerror of TaskFailedException prints it,
# indented, after "nested task error:", and an uncaught one has the outer trace first
function inner_fail(x)
    x > 0 && error("boom ", x)
    return x
end
t = @async inner_fail(3)
try
    wait(t)
catch e
    lines = split(sprint(showerror, e), '\n')
    for l in lines[1:5]
        println(l)
    end
    println(any(l -> occursin("inner_fail(x::Int64)", l), lines))
end
t2 = @async inner_fail(-1)
println(fetch(t2))
fetch(@async inner_fail(7))
