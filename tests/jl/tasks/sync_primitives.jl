# Channels, @async/@sync, Threads.@threads/@spawn with a lock, Event, Semaphore,
# Threads.Condition, SpinLock, timedwait
ch = Channel{Int}(3)
@async begin
    for i in 1:5
        put!(ch, i)
    end
    close(ch)
end
for v in ch
    print(v, " ")
end
println()
t = @task (sleep(0.01); 42)
schedule(t)
println(fetch(t), " ", istaskdone(t))
results = Vector{Int}(undef, 4)
@sync for i in 1:4
    @async results[i] = i^2
end
println(results)
c2 = Channel() do ch
    for x in ("a", "b")
        put!(ch, x)
    end
end
println(collect(c2))
using Base.Threads
a = zeros(Int, 8)
Threads.@threads for i in 1:8
    a[i] = threadid() > 0 ? i : 0
end
println(a, " ", nthreads())
l = ReentrantLock()
cnt = Ref(0)
@sync for i in 1:10
    Threads.@spawn begin
        lock(l) do
            cnt[] += 1
        end
    end
end
println(cnt[])
at = Threads.Atomic{Int}(0)
Threads.atomic_add!(at, 5)
println(at[])
e = Base.Event()
@async (sleep(0.001); notify(e))
wait(e)
println("event ok")
tk = @async error("in task")
try
    wait(tk)
catch err
    println(typeof(err), " ", err.task === tk)
end
cond = Condition()
@async notify(cond, "msg")
println(wait(cond))
println(timedwait(() -> true, 1.0))
println(timedwait(() -> false, 0.05; pollint = 0.01))
sem = Base.Semaphore(2)
active = Ref(0); peak = Ref(0)
@sync for i in 1:5
    @async begin
        Base.acquire(sem)
        active[] += 1
        peak[] = max(peak[], active[])
        sleep(0.002)
        active[] -= 1
        Base.release(sem)
    end
end
println("peak ", peak[])
tc = Threads.Condition()
got = Ref("")
waiter = @async begin
    lock(tc)
    try
        got[] = wait(tc)
    finally
        unlock(tc)
    end
end
yield()
lock(tc); notify(tc, "hello"); unlock(tc)
wait(waiter)
println(got[], " ", islocked(tc))
sl = Threads.SpinLock()
println(trylock(sl), " ", trylock(sl), " ", islocked(sl))
unlock(sl)
try
    Base.Semaphore(0)
catch err
    println(err)
end
