# A type held in a DataType-typed place (a struct field, a Vector{DataType}) dispatches on
# its value, as Type{X}: methods over ::Type{T} with bounds, and exact Type{X} methods that
# beat a ::DataType one
struct W
    t::DataType
end
h(::Type{T}, x) where {T<:Union{Int64,Int32}} = (T, x)
h2(::Type{T}, x) where {T<:Integer} = T
h3(::Type{T}, x) where {T} = T
k(w) = h(w.t, 1.5)
k2(w) = h2(w.t, 1.5)
k3(w) = h3(w.t, 1.5)
println(k(W(Int)), " ", k2(W(UInt8)), " ", k3(W(String)))
name(::Type{Int64}) = "an Int64"
name(::DataType) = "some type"
ts = DataType[Int64, Float64]
println([name(t) for t in ts])
println(round(W(Int).t, 2.6), " ", zero(W(Float32).t))
try
    k2(W(String))
catch err
    println(typeof(err))
end
println(map(T -> typemax(T), DataType[Int8, UInt8]))
