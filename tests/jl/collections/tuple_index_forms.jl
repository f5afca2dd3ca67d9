# tuple indexing (1.7): t[:] is t, a Bool mask of t's length selects, any vector of
# indices (or a Real index) works, and the results are tuples
t = (10, 20, 30, 40)
println(t[:], " ", t[:] === t, " ", t[[true, false, true, false]], " ", t[BitVector([0, 1, 1, 0])])
println(t[2:3], " ", t[[4, 1]], " ", t[Int32[1, 2]], " ", t[UInt8[3]], " ", t[Int[]], " ", t[2.0], " ", t[Int8(4)])
m = (1, "a", :b)
println(m[[false, true, true]], " ", typeof(m[[true, false, true]]), " ", m[:], " ", ()[:])
println(typeof(t[[true, true, false, false]]), " ", t[falses(4)])
for f in (() -> t[[true, false]], () -> t[5], () -> t[[1, 7]], () -> (1, 2)[trues(3)], () -> t[2.5])
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
