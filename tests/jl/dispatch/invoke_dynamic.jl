# invoke with argument types known only at run time, and with no method for the types
f(x::Integer) = "Integer"
f(x::Signed) = "Signed"
f(x::Number) = "Number"
for x in Any[1, 0x02, 2.5, big(3)]
    println(f(x), " ", invoke(f, Tuple{Number}, x), " ", invoke(f, Tuple{Real}, x))
end
h(x::Vector{T}) where {T} = eltype(x) === T
vs = Any[[1], ["a"]]
println(invoke(h, Tuple{Vector}, vs[2]), invoke(h, Tuple{Vector{Int}}, vs[1]))
try
    invoke(f, Tuple{String}, "a")
catch e
    println(replace(sprint(showerror, e), abspath(@__FILE__) => "FILE"))
end
try
    invoke(f, Tuple{Number}, "a")
catch e
    showerror(stdout, e)
    println()
end
