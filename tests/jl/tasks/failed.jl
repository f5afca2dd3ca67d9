# a task that throws: wait and fetch throw TaskFailedException
t = @async error("boom")
try
    wait(t)
catch e
    println(typeof(e))
    println(istaskdone(t), " ", istaskfailed(t))
    println(t.state)
    println(t.exception)
    println(e.task === t)
    for line in split(sprint(showerror, e), '\n')[1:3]
        println(repr(line))
    end
end
t2 = Task(() -> [1, 2][3])
schedule(t2)
try
    fetch(t2)
catch e
    println(typeof(e), " ", typeof(t2.exception))
end
# the failure stays inside the task: the main task carries on
t3 = @async begin
    try
        error("caught inside")
    catch err
        "recovered: " * err.msg
    end
end
println(fetch(t3))
println(t3.state)
# an exception handler in the main task survives switches
r = try
    yield()
    wait(@async sqrt(-1.0))
    "no error"
catch e
    e isa TaskFailedException ? "failed with " * string(typeof(e.task.exception)) : "other"
end
println(r)
