# task-local random streams (Julia 1.7): a child is seeded from its parent when created,
# which advances the parent by four draws; each task's stream is its own
using Random
Random.seed!(1234)
wait(@async nothing)
println(rand())
Random.seed!(1234)
t = @async (rand(), rand())
println(fetch(t))
Random.seed!(1234)
t = Task(() -> rand(1:1000, 3))
a = rand()              # the parent's draw right after the split
schedule(t)
println(a)
v1 = fetch(t)
Random.seed!(1234)
t = Task(() -> rand(1:1000, 3))
schedule(t)
yield()                 # runs first this time
println(fetch(t) == v1, " ", rand() == a)
# interleaved tasks do not disturb each other's streams
function streams()
    Random.seed!(99)
    ts = [@async begin
              x = Float64[]
              for k in 1:3
                  push!(x, rand())
                  yield()
              end
              x
          end for _ in 1:4]
    return fetch.(ts)
end
s1 = streams()
s2 = streams()
println(s1 == s2, " ", length(unique(s1)) == 4)
Random.seed!(5)
x = fetch(@async begin
    Random.seed!(7)     # reseeding inside a task touches only that task
    rand()
end)
y = rand()
Random.seed!(7)
println(x == rand())
Random.seed!(5)
for _ in 1:4
    rand()
end
println(y == rand())
