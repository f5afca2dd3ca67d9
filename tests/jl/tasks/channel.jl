# Channel: buffered and unbuffered producer/consumer
c = Channel{Int}(2)
log = String[]
producer = @async begin
    for i in 1:5
        put!(c, i)
        push!(log, "put $i")
    end
    close(c)
end
for x in c
    push!(log, "took $x")
end
wait(producer)
println(join(log, ", "))
println(istaskdone(producer), " ", isopen(c))

c2 = Channel{Int}(10)
p2 = @async begin
    for i in 1:5
        put!(c2, i * i)
    end
    close(c2)
end
println(collect(c2))
wait(p2)

u = Channel{String}()
@async begin
    put!(u, "hello")
    put!(u, "world")
end
println(take!(u), " ", take!(u))
println(isready(u))

ch = Channel{Int}(3)
put!(ch, 7)
println(isready(ch), " ", fetch(ch), " ", take!(ch), " ", isready(ch))
close(ch)
try
    put!(ch, 1)
catch e
    println(typeof(e), ": ", e.msg, " ", e.state)
end
try
    take!(ch)
catch e
    showerror(stdout, e)
    println()
end

# a channel fed by a function runs it in a task and closes when it returns
squares = Channel{Int}(4) do ch
    for i in 1:4
        put!(ch, i^2)
    end
end
println(sum(squares))
total = 0
for x in Channel(ch -> foreach(i -> put!(ch, i), 1:3))
    global total += x
end
println(total)
