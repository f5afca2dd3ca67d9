println(supertype(Int64), " ", supertype(Signed), " ", supertype(Any), " ", supertype(Vector{Int64}))
println(bitstring(UInt8(5)), " ", bitstring(Int8(-1)), " ", bitstring(true), " ", bitstring(Int16(258)))
println(bitstring(1.0))
println(bitstring(-2.0f0))
println(something(nothing, 2), " ", something(3, nothing), " ", isnothing(nothing), " ", isnothing(0))
try
    something(nothing, nothing)
catch e
    println(e)
end
