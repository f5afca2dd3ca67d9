# Julia's show_datatype: a tuple type of more than 3 parameters, all the same, prints as
# NTuple{N, T}; 3 or fewer, or mixed, print in full
println(typeof((1, 2, 3, 4)), " ", typeof((1, 2, 3)), " ", typeof((1, 2, 3, 4.0)))
println(NTuple{5, Float64}, " ", Tuple{String, String, String, String}, " ", NTuple{4, Any})
println(NTuple{4, Vector{Int64}}, " ", Tuple{Tuple{Int64, Int64}, Tuple{Int64, Int64}, Tuple{Int64, Int64}, Tuple{Int64, Int64}})
println(Vector{NTuple{4, Int64}}, " ", Dict{NTuple{4, Char}, Int64}, " ", Tuple{}, " ", NTuple{2, Int64})
println(NTuple{4, Union{Int64, Nothing}}, " ", NTuple{6, Int8})
x = [(1, 2, 3, 4), (5, 6, 7, 8)]
show(stdout, MIME"text/plain"(), x); println()
println(typeof(x), " ", eltype(x))
println(repr(typeof(ntuple(i -> i, 4))), " ", string(NTuple{4, Int64}))
try
    (1, 2, 3, 4)[5]
catch e
    showerror(stdout, e); println()
end
println(Tuple{Int64, Int64, Int64, Int64} === NTuple{4, Int64})
