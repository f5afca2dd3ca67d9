# sleep inside tasks lets the others run; the earliest deadline wakes first (both sleepers
# start together, once the event fires, so a slow first compile of either cannot reorder
# them)
log = String[]
ev = Base.Event()
t1 = @async (wait(ev); sleep(0.3); push!(log, "slow"))
t2 = @async (wait(ev); sleep(0.02); push!(log, "fast"))
t3 = @async push!(log, "no sleep")
yield()
notify(ev)
wait(t1)
wait(t2)
println(log)
t0 = time()
sleep(0.05)
println(time() - t0 >= 0.04)
try
    sleep(-1)
catch e
    println(e)
end
t = @async 1
wait(t)
try
    schedule(t)
catch e
    println(e)
end
