# @sync waits for the @async / Threads.@spawn tasks created lexically inside it
res = Int[]
@sync begin
    for i in 1:3
        @async begin
            yield()
            push!(res, i)
        end
    end
    push!(res, 0)
end
println(res)
v = @sync begin
    @async 1
    :value
end
println(v)
acc = Threads.Atomic{Int}(0)
@sync for i in 1:100
    Threads.@spawn Threads.atomic_add!(acc, i)
end
println(acc[])
function inner_sync(out)
    @sync begin
        @async push!(out, "inner")
    end
    push!(out, "after inner")
end
out = String[]
@sync begin
    @async push!(out, "outer task")
    inner_sync(out)
end
println(out)
try
    @sync begin
        @async error("first")
        @async error("second")
    end
catch e
    println(typeof(e))
    println(length(e.exceptions))
    println(typeof(e.exceptions[1]))
    println(e.exceptions[1].task.exception.msg)
    println(e.exceptions[2].task.exception.msg)
end
