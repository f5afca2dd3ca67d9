# fieldcount needs a type with a definite number of fields.
struct P2; a::Int; b; end
println(fieldcount(P2), " ", fieldcount(Tuple{Int,String}), " ", fieldcount(NamedTuple{(:x,),Tuple{Int}}))
for T in (Tuple{Vararg{Int}}, Tuple{Int,Vararg{Int}}, Integer)
    try
        fieldcount(T)
    catch e
        println(T, ": ", sprint(showerror, e))
    end
end
