# ReentrantLock: reentrancy, contention between tasks, trylock, lock(f, l)
lk = ReentrantLock()
lock(lk)
lock(lk)
println(islocked(lk))
unlock(lk)
println(islocked(lk))
unlock(lk)
println(islocked(lk))
count = Ref(0)
log = String[]
@sync for i in 1:3
    @async lock(lk) do
        push!(log, "enter $i")
        yield()
        count[] += 1
        push!(log, "leave $i")
    end
end
println(count[])
println(join(log, ", "))
lock(lk)
t = @async trylock(lk)
println(fetch(t))
unlock(lk)
t = @async trylock(lk)
println(fetch(t))
println(lock(() -> 41 + 1, ReentrantLock()))
try
    unlock(ReentrantLock())
catch e
    println(e)
end
# Condition + notify
c = Condition()
got = String[]
waiters = [@async push!(got, "woke $(i) with $(wait(c))") for i in 1:3]
yield()
println(notify(c, "x"))
foreach(wait, waiters)
println(got)
println(notify(c))
