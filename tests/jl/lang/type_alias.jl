# type aliases with parameters: `X{T} = rhs` and `const X{T<:B} = rhs` bind X to rhs where T
Vec{T} = Vector{T}
println(Vec{Int}, " ", Vec{Int} === Vector{Int}, " ", [1, 2] isa Vec)
const Mat{T} = Matrix{T}
println(Mat{Float64}, " ", [1 2] isa Mat, " ", [1, 2] isa Mat)
const AVM{T} = Union{AbstractVector{T}, AbstractMatrix{T}}
f(x::AVM{T}) where {T} = T
println(f([1.0]), " ", f([1 2]))
const RealPair{T<:Real} = Pair{T,T}
println(RealPair{Int}, " ", (1 => 2) isa RealPair)
try
    RealPair{String}
catch err
    println(typeof(err))
end
Dict2{V} = Dict{String,V}
d = Dict2{Int}("a" => 1)
println(typeof(d), " ", d)
