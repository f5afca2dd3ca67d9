# 10000 tasks suspended at once while the collector runs: their stacks hold the only
# references to the objects they built
const N = 10000
gate = Channel{Nothing}(0)
started = Ref(0)
function work(i)
    v = [i, i + 1, i + 2]          # lives only on this task's stack
    s = string("task", i)
    started[] += 1
    yield()                        # suspended here while others allocate
    junk = [zeros(8) for _ in 1:4] # garbage
    return sum(v) + length(s) - 4 + length(junk) - 4
end
tasks = [@async work(i) for i in 1:N]
yield()
println(started[])
GC.gc()
garbage = 0
for k in 1:2000
    global garbage += length(collect(1:k % 50))
end
GC.gc()
total = sum(fetch, tasks)
println(total == sum(i -> 3i + 3 + ndigits(i), 1:N))
println(all(istaskdone, tasks))
# tasks that keep creating garbage and collecting while others are suspended
function churn(i)
    acc = 0
    for r in 1:5
        a = [string(i, ":", r) for _ in 1:20]
        r == 3 && i % 500 == 0 && GC.gc()
        yield()
        acc += length(a)
    end
    return acc
end
println(sum(fetch, [@async churn(i) for i in 1:2000]))
