# A number iterates as a 0-dimensional container: collect gives a 0-dimensional Array.
c = collect(3)
println(typeof(c), " ", c[], " ", size(c), " ", length(c))
show(c); println()
display(c)
println(typeof(collect(2.5)))
