# get and get! take a type as the default maker, as Julia's Callable does
d = Dict{String,Any}(); x = get!(Dict{String,Any}, d, "a"); println(d)
println(get(Vector{Int}, d, "b"))
e = IdDict{Any,Any}(); println(get!(Vector{Int}, e, 1))
println(Base.Callable)
