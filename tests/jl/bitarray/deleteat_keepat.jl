# BitVector's deleteat! and keepat! (1.7): by index, range, sorted indices, Bool mask
b = BitVector([true, false, true, true, false])
println(deleteat!(copy(b), 2), " ", deleteat!(copy(b), 2:3), " ", deleteat!(copy(b), 3:2))
println(deleteat!(copy(b), [1, 4]), " ", deleteat!(copy(b), (2, 5)), " ", deleteat!(copy(b), Int[]))
println(deleteat!(copy(b), [true, false, false, true, false]), " ", deleteat!(copy(b), trues(5)))
println(keepat!(copy(b), [1, 3]), " ", keepat!(copy(b), 2:4), " ", keepat!(copy(b), Int[]))
println(keepat!(copy(b), [false, true, true, false, true]), " ", keepat!(copy(b), falses(5)))
c = copy(b); println(keepat!(c, 1:2:5) === c, " ", deleteat!(c, 1) === c, " ", c)
# across chunk boundaries: 130 bits, every third one true
x = BitVector([i % 3 == 0 for i in 1:130])
y = deleteat!(copy(x), 1:64)
println(length(y), " ", count(y), " ", y == x[65:130])
z = keepat!(copy(x), 3:3:129)
println(length(z), " ", all(z), " ", deleteat!(copy(x), findall(x)) == falses(87))
println(deleteat!(trues(4), 2), " ", keepat!(trues(4), [1, 4]))
for f in (() -> deleteat!(copy(b), 6), () -> deleteat!(copy(b), 0), () -> deleteat!(copy(b), 4:6), () -> deleteat!(copy(b), 0:2), () -> deleteat!(copy(b), 7:6),
          () -> deleteat!(copy(b), [3, 1]), () -> deleteat!(copy(b), [2, 9]), () -> deleteat!(copy(b), [true]),
          () -> keepat!(copy(b), [6]), () -> keepat!(copy(b), [4, 2]), () -> keepat!(copy(b), [false, true]))
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
