# a stack overflow inside a task fails that task; the program continues
f(n) = n + f(n + 1)
t = @async f(1)
try
    wait(t)
catch e
    println(typeof(e), " ", typeof(t.exception))
end
println(istaskfailed(t))
println(fetch(@async 1 + 1))
