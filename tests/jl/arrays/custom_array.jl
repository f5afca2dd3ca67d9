struct Sq <: AbstractVector{Int}
    n::Int
end
Base.size(s::Sq) = (s.n,)
Base.getindex(s::Sq, i::Int) = i^2
s = Sq(5)
println(collect(s))
display(s)
println(sum(s), " ", maximum(s))
println(s[2:4])
println(s[[1, 3]])
println(s[:])
println(s[s .> 4])
println(s[end])
struct Grid <: AbstractMatrix{Float64}
    m::Int
    n::Int
end
Base.size(g::Grid) = (g.m, g.n)
Base.getindex(g::Grid, i::Int, j::Int) = 10.0 * i + j
g = Grid(2, 3)
println(g[4], " ", g[2, 2], " ", g[1, 3, 1])
println(collect(g))
display(g)
println(g[:, 2])
println(g[2, :])
println(g[1:2, 2:3])
println(sum(g), " ", length(g), " ", size(g))
println(map(x -> x / 2, g))
println(g .+ 1)
for (k, x) in enumerate(g)
    k > 2 && break
    println(k, ": ", x)
end
println(IndexStyle(g), " ", IndexStyle([1, 2]), " ", IndexStyle(1:3))
mutable struct Buf <: AbstractVector{Int}
    data::Vector{Int}
end
Base.size(b::Buf) = size(b.data)
Base.getindex(b::Buf, i::Int) = b.data[i]
Base.setindex!(b::Buf, v, i::Int) = (b.data[i] = v)
Base.IndexStyle(::Type{Buf}) = IndexLinear()
b = Buf([5, 6, 7])
b[2] = 60
b[3, 1] = 70
println(b, " ", b.data)
println(reverse(b), " ", sort(Buf([3, 1, 2])))
try
    g[7]
catch e
    println(e)
end
try
    b[0]
catch e
    showerror(stdout, e); println()
end
struct NoGet <: AbstractVector{Int} end
Base.size(::NoGet) = (2,)
try
    NoGet()[1]
catch e
    showerror(stdout, e); println()
end
try
    g[0]
catch e
    showerror(stdout, e); println()
end
println(g[[1, 6]], " ", g[:][end], " ", IndexStyle(typeof(b)))
r = reshape(1:12, 3, 4)
println(r[2, :], " ", r[:, 2:3], " ", r[2:3], " ", r[[true, false, true], 4])
