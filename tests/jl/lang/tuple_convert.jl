# Converting tuples element by element (a struct field typed Tuple{Float64, Float64} takes
# (1, 2)), Base.tail, the "Cannot `convert`" MethodError, and tuple typejoins.
println(Base.tail((1, 2, 3)))
println(convert(Tuple{Float64, Int8}, (1, 2)))
println(convert(NTuple{2,Float64}, (1, 2.5)))
struct P2
    p::Tuple{Float64,Float64}
end
println(P2((1, 2)))
struct Particle
    pos::Tuple{Float64,Float64}
    vel::Tuple{Float64,Float64}
end
ps = [Particle((i, 2i), (0.5, -0.5)) for i in 1:2]
println(ps)
first_line(e) = split(sprint(showerror, e), "\n")[1]
try
    convert(Tuple{Int,Int}, (1, 2, 3))
catch e
    println(join(split(sprint(showerror, e), "\n")[1:3], "\n"))
end
try
    convert(Tuple{Int,Int}, (1, "a"))
catch e
    println(first_line(e))
end
try
    push!([1, 2], "a")
catch e
    println(first_line(e))
end
try
    convert(1, 2)
catch e
    println(first_line(e))
end
v = Float64[]
try
    push!(v, :s)
catch e
    println(first_line(e))
end
println([(1, 2), (1.0, 2)])
println(typejoin(Tuple{Int,String}, Tuple{Float64,String}))
println(collect(x > 1 ? (x, 1) : (1.5, 2) for x in 1:2))
