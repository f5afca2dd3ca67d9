# indexing a range with a range gives a range (views of ranges too), as Julia's range
# getindex methods
println((2:2:20)[2:3], " ", (1:2:19)[3:-1:1], " ", Base.OneTo(6)[Base.OneTo(2)], " ", Base.OneTo(6)[2:3])
println((1:10)[2:4], " ", (1:10)[1:3:10], " ", typeof((1:2:9)[2:3]))
r = (0.1:0.1:1.0)[2:2:10]
println(r, " ", collect(r))
r2 = (0.0:0.1:1.0)[11:-2:1]
println(r2, " ", collect(r2))
println((1.0:0.5:3.0)[1:2:5], " ", LinRange(0, 1, 5)[2:2:4])
v = view(1:10, 2:4)
println(v, " ", typeof(v))
println(view(0.0:0.5:3.0, 2:3), " ", view(LinRange(0, 1, 5), 2:2:4), " ", view(1:2:9, 2:3))
try
    view(1:3, 2:5)
catch e
    showerror(stdout, e); println()
end
try
    (1:2:9)[4:6]
catch e
    showerror(stdout, e); println()
end
