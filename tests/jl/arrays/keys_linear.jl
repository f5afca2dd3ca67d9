# keys of a vector are its LinearIndices (Julia 1.7), iterated as a counted loop
v = [5, 6, 7]
println(keys(v), " ", typeof(keys(v)))
println(collect(keys(v)), " ", length(keys(v)), " ", first(keys(v)), " ", last(keys(v)))
println([i for i in keys(v)], " ", sum(keys(v)), " ", keys(v)[2])
println(keys(1:3), " ", keys("abc"), " ", keys((1, 2)))
function s(v)
    t = 0
    for i in keys(v)
        t += v[i]
    end
    t
end
println(s(collect(1:10)))
display(keys([1.5, 2.5]))
