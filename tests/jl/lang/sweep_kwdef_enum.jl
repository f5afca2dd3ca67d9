# Base.@kwdef structs (defaults, required keywords, parametric) and @enum types.
Base.@kwdef struct Config
    name::String = "default"
    n::Int = 3
    tol::Float64
end
println(Config(tol=0.5))
println(Config(name="x", n=1, tol=1))
try
    Config()
catch e
    showerror(stdout, e)
    println()
end
Base.@kwdef mutable struct Box{T<:Real}
    v::T = 1
    label = "box"
end
b = Box(v=2.5)
b.label = "changed"
println(b, " ", Box(), " ", Box{Float64}(v=2))

@enum Color red green blue
println(red, " ", typeof(red), " ", Int(blue), " ", instances(Color))
println(Color(1), " ", [red, green], " ", red < blue, " ", red == Color(0))
display(red)
println(supertype(Color), " ", string(green), " ", Symbol(blue))
@enum Fruit::UInt8 apple=1 banana=5 cherry
println(banana, " ", Integer(banana), " ", typeof(Integer(banana)), " ", Int(cherry))
try
    Color(7)
catch e
    showerror(stdout, e)
    println()
end
@enum Dir begin
    north
    south = 10
end
for d in instances(Dir)
    print(d, "=", Int(d), ";")
end
println()
describe(c::Color) = c == red ? "warm" : "cool"
println(map(describe, [red, blue]))
