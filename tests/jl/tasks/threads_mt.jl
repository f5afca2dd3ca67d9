# -t 4: real worker threads. @threads gives each thread one contiguous chunk; @async
# tasks and the main task stay on their thread; @spawn tasks may move.
println(Threads.nthreads(), " ", Threads.threadid())
ids = zeros(Int, 10)
Threads.@threads for i in 1:10
    ids[i] = Threads.threadid()
end
println(ids)
few = zeros(Int, 3)
Threads.@threads for i in 1:3
    few[i] = Threads.threadid()
end
println(few)
v = Int[]
Threads.@threads for x in [10, 20, 30, 40, 50]
    push!(v, x)
end
println(sort(v))
# @async: sticky, stays on the thread that scheduled it (1)
t = @async begin
    s = Set{Int}()
    for i in 1:200
        push!(s, Threads.threadid())
        yield()
    end
    collect(s)
end
others = [Threads.@spawn(for i in 1:200; yield(); end) for _ in 1:4]
println(fetch(t))
foreach(wait, others)
for i in 1:50
    yield()
    Threads.threadid() == 1 || println("main moved")
end
# an unbuffered channel between spawned tasks
c = Channel{Int}(0)
p = Threads.@spawn (for i in 1:20; put!(c, i); end; close(c))
q = Threads.@spawn begin
    s = 0
    for x in c
        s += x
    end
    s
end
println(fetch(q))
# sleeping tasks on several threads
ts = [Threads.@spawn (sleep(0.01 * k); k) for k in 1:6]
println(fetch.(ts))
# an error inside a spawned task
bad = Threads.@spawn error("boom")
try
    wait(bad)
catch e
    println(typeof(e), " ", e.task.exception.msg)
end
# Condition + ReentrantLock across threads
lk = ReentrantLock()
n = Ref(0)
@sync for i in 1:20
    Threads.@spawn begin
        for j in 1:10
            lock(lk) do
                x = n[]
                yield()
                n[] = x + 1
            end
        end
    end
end
println(n[])
cond = Condition()
w = Threads.@spawn wait(cond)
yield()
while !istaskdone(w)
    notify(cond, 42)
    yield()
end
println(fetch(w))
