# reverse (start/stop, dims, tuples), reverse!, permutedims with a permutation, sort of
# views and mixed reals, append!/prepend! with several collections
println(reverse([1, 2, 3]))
println(reverse([1, 2, 3, 4], 2, 3))
println(reverse([1, 2, 3, 4], 3))
println(reverse([1 2; 3 4], dims = 1))
println(reverse([1 2; 3 4], dims = 2))
println(reverse([1 2; 3 4]))
println(reverse(reshape(1:8, 2, 2, 2), dims = 3))
println(reverse((1, "a", 2.5)))
println(reverse!([1, 2, 3, 4, 5], 2, 4))
println(permutedims([1 2 3; 4 5 6]))
println(permutedims([1, 2, 3]))
println(permutedims(reshape(1:8, 2, 2, 2), (3, 1, 2)))
println(permutedims([1 2; 3 4], (1, 2)))
println(size(permutedims(zeros(2, 3, 4), [3, 2, 1])))
println(sort(view([3, 1, 2], 1:3)))
println(sort(Any[2, 1.5, 1//3]))
println(sort([3, 1.5, 2]; rev = true))
println(isless(1, 2.5), isless(2, NaN), isless(NaN, 2))
a = [1]
append!(a, [2, 3], (4,))
println(a)
println(prepend!([3], [1, 2]))
println(prepend!([5], [1, 2], 3:4))
t(f) = try
    f()
catch e
    showerror(stdout, e); println()
end
t(() -> reverse([1, 2, 3], 2, 5))
t(() -> permutedims([1 2; 3 4], (1, 1)))
t(() -> permutedims([1 2; 3 4], (1, 2, 3)))
println(sort([3, 1, 2]; alg = QuickSort), " ", sort(["b", "a"]; alg = MergeSort), " ",
        sort([2, 1]; alg = InsertionSort), " ", sortperm([2, 1]; alg = MergeSort))
println(sort(["aa", "b", "ccc"]; by = length, rev = true))
