# shapes.jl -- a simulation over a Vector{Shape} with an abstract element type: every step sums
# areas and perimeters (a dynamic dispatch per element) and replaces each shape by a scaled copy.
# usage: shapes N STEPS   (default 200000 shapes, 50 steps)
using Printf

abstract type Shape end

struct Circle <: Shape
    r::Float64
end

struct Rect <: Shape
    w::Float64
    h::Float64
end

struct Triangle <: Shape
    a::Float64
    b::Float64
    c::Float64
end

area(s::Circle) = pi * s.r^2
perimeter(s::Circle) = 2pi * s.r
scale(s::Circle, f::Float64) = Circle(s.r * f)

area(s::Rect) = s.w * s.h
perimeter(s::Rect) = 2 * (s.w + s.h)
scale(s::Rect, f::Float64) = Rect(s.w * f, s.h * f)

function area(t::Triangle)
    p = (t.a + t.b + t.c) / 2
    return sqrt(p * (p - t.a) * (p - t.b) * (p - t.c))
end
perimeter(t::Triangle) = t.a + t.b + t.c
scale(t::Triangle, f::Float64) = Triangle(t.a * f, t.b * f, t.c * f)

mutable struct LCG
    state::Int
end

function next!(g::LCG)
    g.state = (g.state * 1103515245 + 12345) % 2147483648
    return g.state / 2147483648
end

function make_shapes(n::Int, g::LCG)
    shapes = Shape[]
    for _ in 1:n
        k = next!(g)
        if k < 0.4
            push!(shapes, Circle(0.5 + next!(g)))
        elseif k < 0.7
            push!(shapes, Rect(0.5 + next!(g), 0.5 + next!(g)))
        else
            a = 1.0 + next!(g)
            b = 1.0 + next!(g)
            push!(shapes, Triangle(a, b, (a + b) / 2))
        end
    end
    return shapes
end

function totals(shapes::Vector{Shape})
    a = 0.0
    p = 0.0
    for s in shapes
        a += area(s)
        p += perimeter(s)
    end
    return a, p
end

function step!(shapes::Vector{Shape}, f::Float64)
    for i in eachindex(shapes)
        shapes[i] = scale(shapes[i], f)
    end
end

function main(n::Int, steps::Int)
    g = LCG(12345)
    shapes = make_shapes(n, g)
    println("circles: ", count(s -> s isa Circle, shapes),
            ", rects: ", count(s -> s isa Rect, shapes),
            ", triangles: ", count(s -> s isa Triangle, shapes))
    for t in 1:steps
        a, p = totals(shapes)
        if t % 5 == 1
            @printf("step %2d: area %.6f perimeter %.6f\n", t, a, p)
        end
        step!(shapes, isodd(t) ? 1.01 : 0.995)
    end
    a, p = totals(shapes)
    @printf("final: area %.6f perimeter %.6f\n", a, p)
end

main(length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 200_000,
     length(ARGS) >= 2 ? parse(Int, ARGS[2]) : 50)
