# Tuples: get(t, i, default) and get(f, t, i) (Julia 1.7), size(t, 1), and first(()) as
# an ArgumentError.
println(get((5, 6, 7), 1, 0), " ", get((), 5, 0), " ", get((1,), 3, :none))
println(get(() -> 0, (5, 6, 7), 2), " ", get(() -> "f", (1,), 3), " ", get((1, 2), UInt8(2), 0))
println(size((), 1), " ", size((1, 2), 1))
for f in (() -> size((1,), 2), () -> first(()))
    try
        f()
    catch e
        println(e)
    end
end
