# whole-array helpers: pairs over a matrix, sort! of a view, zero/one, float/complex/
# real/imag/conj of arrays, vec of any array, hvcat with a block-column count,
# product eltypes
M = [1 2; 3 4]
for (k, x) in pairs(M)
    print(k, " => ", x, "; ")
end
println()
c = collect(pairs([10 20]))
println(typeof(c), " ", size(c), " ", c[2])
summary(stdout, pairs(M)); println()
v = [5, 3, 1, 4, 2]
sort!(view(v, 2:4))
println(v)
sort!(view(v, :), rev = true)
println(v)
w = [3.0, -1.0, 2.0, 0.5]
sort!(@view(w[1:3]); by = abs)
println(w)
println(zero(M), " ", zero([1.5 2.5]), " ", one(M), " ", oneunit([2.0 0.0; 0.0 1.0]))
try
    one([1 2 3])
catch e
    println(e)
end
println(float([1, 2]), " ", float([1.5]), " ", float(1:3), " ", float(1:2:5))
println(complex([1, 2]), " ", real([1 + 2im, 3im]), " ", imag([1 + 2im, 3im]))
println(real([1, 2]), " ", imag([1, 2]), " ", conj([1 + 1im, 2]))
println(vec(1:3), " ", vec(view(M, :, 1:2)), " ", vec(M))
println(hvcat(3, 1, 2, 3, 4, 5, 6), " ", hvcat(2, [1, 2], [3, 4]))
try
    hvcat(2, 1, 2, 3)
catch e
    println(e)
end
println(eltype(Iterators.product(1:2, [1.0])), " ", eltype(Iterators.product("ab", 1:2, (1, 2))))
println(typeof(collect(Iterators.product(1:2, 'a':'b'))))
