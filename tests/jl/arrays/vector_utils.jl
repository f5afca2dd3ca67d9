# empty, sizehint!, copy!, popat!, indexin
v = [1, 2, 3]
e = empty(v)
push!(e, 7)
println(e, " ", v, " ", empty(v, String), " ", empty((1, 2)))
println(sizehint!([1], 100), " ", length(sizehint!(Int[], 5)))
d = [0, 0, 0, 0]
println(copy!(d, [1, 2]), " ", d, " ", copy!([1], [3, 4, 5]))
M = zeros(Int, 2, 2)
println(copy!(M, [1 2; 3 4]), " ", M)
try
    copy!(zeros(2, 2), [1, 2, 3, 4])
catch e
    println(e)
end
a = [10, 20, 30, 40]
println(popat!(a, 2), " ", a, " ", popat!(a, 9, :none), " ", a)
try
    popat!(a, 5)
catch e
    showerror(stdout, e); println()
end
println(indexin([1, 3, 5], [3, 1, 2, 1]))
println(indexin("ab", collect("bcab")), " ", indexin([2 9], [1, 2]))
println(indexin([4], [1 4; 4 2]))
