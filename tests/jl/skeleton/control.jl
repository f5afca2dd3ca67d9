function collatz(n)
    steps = 0
    while n != 1
        n = n % 2 == 0 ? n ÷ 2 : 3n + 1
        steps += 1
    end
    return steps
end
println(collatz(27))
function loops()
    s = 0
    for i in 1:10
        i == 3 && continue
        i > 8 && break
        s += i
    end
    t = 0
    for j in 10:-3:1
        t = t * 10 + j
    end
    return (s, t)
end
r = loops()
println(r[1], " ", r[2])
x = 5
if x > 3
    println("big")
elseif x > 1
    println("medium")
else
    println("small")
end
println(x > 3 || error("no"), " ", x < 3 && false)
println(-7 ÷ 2, " ", -7 % 3, " ", 2^10, " ", typemax(Int) + 1 < 0)
