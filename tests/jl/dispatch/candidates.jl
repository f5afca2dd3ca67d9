const here = abspath(@__FILE__)
f(x::Int, y::String) = 1
f(x::Float64) = 2
f(x::Int, y::Int, z::Int) = 3
f(x::String, y::Int, z...) = 4
try
    f(1, 2)
catch e
    println(replace(sprint(showerror, e), here => "FILE"))
end
g(a::T, b::T) where {T<:Number} = 4
try
    g(1, 2.0)
catch e
    println(replace(sprint(showerror, e), here => "FILE"))
end
q(x::Int) = 1
q(x::Int, y::Int) = 2
q(x::Int, y::Int, z::Int) = 3
q(x::Int, y::Int, z::Int, w::Int) = 4
try
    q("a")
catch e
    println(replace(sprint(showerror, e), here => "FILE"))
end
try
    q(1.5, 2)
catch e
    println(replace(sprint(showerror, e), here => "FILE"))
end
