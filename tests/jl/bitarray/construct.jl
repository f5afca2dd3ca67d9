# BitArray construction, type names, shapes and display
t = trues(2, 3)
println(typeof(t), " ", size(t), " ", length(t))
f = falses(4)
println(typeof(f), " ", f)
println(typeof(falses(2, 2, 2)), " ", typeof(trues((2, 2))))
println(BitVector, " ", BitMatrix, " ", BitArray{3}, " ", Vector{BitVector})
u = BitVector(undef, 5)
println(typeof(u), " ", length(u))
println(typeof(BitArray(undef, 2, 2)), " ", size(BitMatrix(undef, 3, 1)))
println(BitArray([1 0; 0 1]))
println(typeof(BitArray([1 0; 0 1])))
println(BitVector([true, false, true]), " ", BitArray([false, true]))
display(t)
display(BitArray([true, false, true]))
display(falses(0))
show(BitArray([1 0; 0 1])); println()
println(falses(0))
println(summary(trues(3)), " | ", summary(falses(2, 2)))
display(trues(2, 1, 2))
try
    BitArray(undef, -1)
catch e
    println(sprint(showerror, e))
end
try
    falses(2, -3)
catch e
    println(sprint(showerror, e))
end
