# keepat! (1.7): the first index is read (so 0 is a BoundsError), order is checked from the
# second on; the Bool-mask form is the in-place a = a[mask]
function tryshow(f)
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
tryshow(() -> keepat!([1, 2, 3], [0]))
tryshow(() -> keepat!([1, 2, 3], [4]))
a = collect(1:6); tryshow(() -> keepat!(a, [2, 4, 3])); println(a)
a = collect(1:6); tryshow(() -> keepat!(a, 2:10)); println(a)
tryshow(() -> keepat!([1, 2], true))
v = [:a, :b, :c]
println(keepat!(v, [true, false, true]) === v, " ", v)
println(keepat!([1, 2, 3, 4], BitVector([false, true, false, true])), " ", keepat!([1, 2], [false, false]))
println(keepat!(["x", "y"], [true, true]), " ", keepat!(Int[], Bool[]))
tryshow(() -> keepat!([:a, :b], [true]))
tryshow(() -> keepat!([1, 2, 3], trues(4)))
println(keepat!([6, 5, 4, 3, 2, 1], 1:2:5), " ", keepat!([1, 2, 3], []), " ", keepat!([1, 2, 3], (1, 3)))
# deleteat!: an unsorted later index is an ArgumentError before it can be out of range
tryshow(() -> deleteat!([1, 2, 3], [2, 0]))
tryshow(() -> deleteat!([1, 2, 3], [0, 2]))
tryshow(() -> deleteat!([1, 2, 3], [2, 5]))
tryshow(() -> deleteat!([1, 2, 3], [true, false]))
