# splice! on vectors: single index, ranges, replacements, insertion with an empty range
err(f) = try; f(); catch e; showerror(stdout, e); println(); end
a = [1, 2, 3, 4, 5]
println(splice!(a, 2), " ", a)
println(splice!(a, 2, [7, 8, 9]), " ", a)
println(splice!(a, 1, [0]), " ", a)
println(splice!(a, 1:2), " ", a)
println(splice!(a, 2:1, [10, 11]), " ", a)
println(splice!(a, 1:3, 5), " ", a)
println(splice!(a, 2:3, [1, 2, 3, 4]), " ", a)
println(splice!(a, 2, 99), " ", a)
println(splice!(a, 3:4, Int[]), " ", a)
println(splice!(a, length(a)+1:length(a), [6]), " ", a)
b = ["x", "y", "z"]
println(splice!(b, 3), " ", b)
err(() -> splice!([1, 2, 3], 5))
err(() -> splice!([1, 2, 3], 0, [1, 2]))
err(() -> splice!([1, 2, 3], 2:5))
