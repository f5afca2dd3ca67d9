# setproperty! converts to the field type; fieldnames/fieldcount of struct types
mutable struct Counter
    n::Int
    x::Float64
end
c = Counter(0, 0)
for i in 1:10
    c.n += i
end
c.x = 3
println(c.n, " ", c.x)
setproperty!(c, :n, 7)
println(c.n)
try
    c.n = 1.5
catch e
    println(typeof(e))
end
struct Rect
    w::Float64
    h::Float64
end
println(fieldnames(Rect))
println(fieldcount(Rect))
struct Pt{T}
    x::T
    y::T
end
println(fieldnames(Pt))
println(fieldnames(Pt{Int}))
println(fieldnames(Counter))
