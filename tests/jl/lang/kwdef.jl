# Base.@kwdef: keyword constructors from field defaults; a field without one is a
# required keyword; parametric structs get S(; ...) and S{T}(; ...)
Base.@kwdef struct Config
    name::String = "default"
    size::Int = 10
    ratio::Float64 = size / 4
    tag
end
println(Config(tag = :a))
println(Config(size = 2, tag = nothing))
println(Config(name = "x", size = 3, ratio = 0.5, tag = 1))
println(Config("pos", 1, 2.0, 3))
try
    Config()
catch e
    println(e)
end

Base.@kwdef mutable struct Point{T<:Real}
    x::T = 0
    y::T = 0
end
p = Point(x = 1.5, y = 2.5)
println(p, " ", typeof(p))
p.x = 4.0
println(p)
println(Point{Int}(y = 3))
println(Point{Float32}())

abstract type Shape end
Base.@kwdef struct Rect <: Shape
    w::Int = 1
    h::Int = w
end
println(Rect(w = 4), " ", Rect(h = 2), " ", Rect() isa Shape)

# a struct with no fields keeps only its plain constructor
Base.@kwdef struct Empty end
println(Empty())
