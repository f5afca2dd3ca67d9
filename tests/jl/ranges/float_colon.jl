# a:s:b on floats: exact rational ranges (Julia's twice-precision StepRangeLen)
r = 0.0:0.1:1.0
println(r)
println(typeof(r))
println(length(r), " ", first(r), " ", last(r), " ", step(r))
println(collect(r))
println((0.1:0.1:0.3)[3] == 0.3)
println(collect(0.1:0.1:0.3) == [0.1, 0.2, 0.3])
println(collect(0.0:0.05:0.15))
println(collect(0.0:-0.1:-0.3))
println(collect(-0.1:0.1:0.2))
println(r[2], " ", r[4], " ", r[end])
println(1.0:3.0)
println(1:0.5:3)
println(sum(0:0.1:10))
println(length(1:0.2:2), " ", length(2:-0.2:1), " ", length(2.0:0.2:1.0))
println(length(1.0:1/49:27.0))
println(reverse(0.0:0.25:1.0))
for x in 0.0:0.5:1.5
    print(x, " ")
end
println()
println(0.5 in 0.0:0.25:1.0, " ", 0.3 in 0.0:0.25:1.0)
e = 1.0:0.5:0.0
println(e, " ", length(e), " ", isempty(e), " ", collect(e))
println(10.0:-2.5:0.0, " ", collect(10.0:-2.5:0.0))
f = 1.0f0:0.5f0:2.0f0
println(f, " ", typeof(f), " ", length(f), " ", f[2])
try
    0.0:0.0:1.0
catch err
    showerror(stdout, err)
    println()
end
try
    r[12]
catch err
    showerror(stdout, err)
    println()
end
println(r[2:4], " ", collect(r[2:4]), " ", r[:])
