# @async, fetch, wait, yield: the order in which a single thread runs tasks
t = @async begin
    push!(LOG, "task start")
    yield()
    push!(LOG, "task end")
    :result
end
const LOG = String[]
println("main before wait")
println(istaskstarted(t), " ", istaskdone(t))
r = fetch(t)
println("fetched ", r)
println(istaskstarted(t), " ", istaskdone(t), " ", istaskfailed(t))
println(join(LOG, "; "))

function worker(name, n, log)
    for i in 1:n
        push!(log, string(name, i))
        yield()
    end
    return n
end
log = String[]
t1 = @async worker("a", 3, log)
t2 = @async worker("b", 3, log)
wait(t1)
wait(t2)
println(join(log, " "))
println(fetch(t1) + fetch(t2))

# a value passed through schedule reaches wait()
got = Any[]
t3 = Task(() -> push!(got, wait()))
schedule(t3)
yield()
println(istaskstarted(t3), " ", istaskdone(t3))
schedule(t3, 5)
wait(t3)
println(got)

# @task creates without running
t4 = @task 1 + 1
println(istaskstarted(t4))
schedule(t4)
println(fetch(t4))
println(current_task() === current_task())
println(typeof(current_task()))
try
    wait(current_task())
catch e
    println(e)
end
