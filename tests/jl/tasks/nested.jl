# tasks creating and waiting for tasks
function fib(n)
    n < 2 && return n
    t = @async fib(n - 1)
    return fib(n - 2) + fetch(t)
end
println(fib(15))
outer = @async begin
    inner = @async (yield(); :inner)
    (fetch(inner), :outer)
end
println(fetch(outer))
function depth(n)
    n == 0 && return 0
    return 1 + fetch(@async depth(n - 1))
end
println(depth(200))
# deep recursion inside a task uses the task's own stack
rec(n) = n == 0 ? 0 : 1 + rec(n - 1)
println(fetch(@async rec(20000)))
