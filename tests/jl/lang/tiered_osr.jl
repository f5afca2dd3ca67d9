# Loops leave baseline code by on-stack replacement after 10,000 entries of a header
# (codegen/cg_tier.c): the optimised variant takes over every local of the running frame
# (numbers, a tuple, a string, an array, a Union-typed and a maybe-unassigned local) and
# the loop goes on there; results must be those of code optimised from the start.
function mixed(n)
    acc = 0.0
    pair = (0, 0.0)
    s = "x"
    v = Int[]
    u = nothing                      # Union{Nothing, Int64}
    local last                       # assigned on some iterations only
    for i in 1:n
        acc += i / 3
        pair = (pair[1] + 1, pair[2] + 0.5)
        if i % 5000 == 0
            s *= string(i % 10)
            push!(v, i)
            u = i
            last = i
        end
    end
    return acc, pair, s, v, u, last
end
println(mixed(5000))
println(mixed(60_000))

function nested(n, m)
    t = 0
    for i in 1:n
        j = 0
        while true
            j += 1
            t += i * j % 7
            j >= m && break
        end
    end
    t
end
println(nested(10, 10), " ", nested(3000, 40))

# a loop at top level (its thunk is entered by OSR too), with a global
total = 0
for k in 1:50_000
    global total += k % 13
end
println(total)

# an exception thrown from the optimised variant: its frame shows once
here(s) = replace(s, @__DIR__() * "/" => "DIR/")
function walk(n)
    x = 0
    for i in 1:n
        x += i
        i == 30_000 && error("stop at $i, x = $x")
    end
    x
end
try
    walk(50_000)
catch e
    println(here(sprint(showerror, e, catch_backtrace())))
end
