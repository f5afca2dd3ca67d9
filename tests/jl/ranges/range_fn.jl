# range(...) and LinRange
r = range(0, 1; length=5)
println(r, " ", typeof(r))
println(collect(r))
println(range(1, 10; length=4))
println(collect(range(-0.1, 0.3, length=5)))
println(collect(range(0, stop=1, length=11)))
println(range(0.0; step=0.1, length=4), " ", collect(range(0.0; step=0.1, length=4)))
println(range(1; length=3), " ", range(1; step=2, length=3), " ", range(1, 5))
println(length(range(0, 1; length=0)), " ", isempty(range(0, 1; length=0)))
l = LinRange(0.0, 1.0, 5)
println(l)
println(typeof(l), " ", length(l), " ", step(l), " ", l[2], " ", first(l), " ", last(l))
println(collect(LinRange(-0.1, 0.3, 5)))
println(typeof(LinRange(0, 1, 3)), " ", collect(LinRange(0, 1, 3)))
println(reverse(l))
try
    range(0, 1; length=-1)
catch err
    showerror(stdout, err)
    println()
end
try
    range(0, 1; length=1)
catch err
    showerror(stdout, err)
    println()
end
println(range(start=1, stop=5), " ", range(start=0.0, step=0.25, length=5), " ", range(stop=10, length=3))
r3 = 3.0:2:11
println(r3, " ", r3 == range(start=first(r3), step=step(r3), length=length(r3)))
