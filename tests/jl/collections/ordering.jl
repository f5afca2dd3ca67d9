# the generic ordering fallbacks: < via isless, <= via < or ==, cmp, vectors lexicographic
println([1, 2] < [1, 3], " ", [1, 2] < [1, 2, 0], " ", [2] <= [2], " ", cmp([1, 2], [1, 1]), " ", isless([1], Int[]))
println((1, 2) < (1, 3), " ", (1, "b") <= (1, "a"), " ", "abc" <= "abd", " ", cmp("b", "a"), " ", cmp(1, 1))
println(sort([[2, 1], [1, 5], [1, 2, 3]]), " ", maximum([(1, 'b'), (1, 'c')]), " ", sort([(2, "x"), (1, "y")]))
println(min("pear", "apple"), " ", max([3], [2, 9]), " ", extrema(["b", "a", "c"]))
