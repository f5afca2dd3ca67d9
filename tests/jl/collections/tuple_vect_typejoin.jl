# Julia 1.7 does not promote tuples element by element: [...] of tuples takes their typejoin
v = [("a", 20), ("b", 10.25)]
println(v)
println(typeof(v))
println(promote_type(Tuple{Int}, Tuple{Float64}))
println(typeof([(1, 2), (1.5, 2)]))
