struct Point
    x::Int
    y::Int
end
area(p::Point) = p.x * p.y
area(r::Int, h::Int) = r * h
println(area(Point(2, 3)))
area("square")
