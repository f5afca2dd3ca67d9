# channels.jl -- a task pipeline: producer -> transform -> consumer over two Channel{Int}(32),
# with @async tasks on one thread; measures put!/take! and task switching.
# usage: channels N   (items; default 1000000)

function producer(out::Channel{Int}, n::Int)
    for i in 1:n
        put!(out, i)
    end
    close(out)
end

function transform(inp::Channel{Int}, out::Channel{Int})
    for x in inp
        put!(out, (x * x) % 1_000_003)
    end
    close(out)
end

function main(n::Int)
    c1 = Channel{Int}(32)
    c2 = Channel{Int}(32)
    t1 = @async producer(c1, n)
    t2 = @async transform(c1, c2)
    count = 0
    sum = 0
    xor_all = 0
    for y in c2
        count += 1
        sum += y
        xor_all ⊻= y
    end
    wait(t1)
    wait(t2)
    println("items: ", count, " sum: ", sum, " xor: ", xor_all)
end

main(isempty(ARGS) ? 1_000_000 : parse(Int, ARGS[1]))
