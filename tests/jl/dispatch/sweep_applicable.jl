# applicable(f, args...) and hasmethod(f, Tuple{...}) against the method tables.
sq(x::Int) = x^2
struct Cal; end
(c::Cal)(x::String) = x
println(applicable(sq, 1), " ", applicable(sq, 1.0), " ", applicable(sq), " ", applicable(+, 1, 2))
println(hasmethod(sq, Tuple{Int}), " ", hasmethod(sq, Tuple{String}), " ", hasmethod(length, Tuple{String}))
println(applicable(Cal(), "s"), " ", applicable(Cal(), 1), " ", applicable(Int, 2.0), " ", hasmethod(Cal, Tuple{}))
println(applicable(x -> x, 1), " ", hasmethod(sq, Tuple{Integer}))
