# Splatted calls whose arguments have unknown types and counts (Core._apply_iterate on a
# vector or a captured variable), inside closures and through dynamic callees.
args = Any["ab", 'c', "d"]
f = io -> write(io, args...)
println(f(stdout))
println(sprint(f))
g(xs...) = println(xs...)
h = () -> g(args...)
h()
pr = (xs...) -> print(xs..., '\n')
pr(args...)
pr(1, args...)
ys = Any[1, 2.5]
m = x -> max(x, ys...)
println(m(2))
function apply_all(fs, v)
    for fn in fs
        println(fn(v...))
    end
end
apply_all(Any[+, *, (a, b) -> a - b], Any[7, 3])
apply_all(Any[string, tuple], ("p", 'q', 3))
