# map/filter/sort/vcat keep BitArrays; slices and range assignment
M = BitArray([1 0 1; 0 1 1])
println(map(isodd, trues(2)), " ", typeof(map(!, trues(2))), " ", typeof(map(x -> x ? 2 : 1, trues(2))))
f = filter(x -> x, BitVector([true, false, true]))
println(f, " ", typeof(f))
v = vcat(trues(2), falses(1))
println(v, " ", typeof(v))
s = sort(BitVector([true, false, true]))
println(s, " ", typeof(s), " ", sort(BitVector([true, false, true]), rev = true))
println(M[1, :], " ", typeof(M[1, :]), " ", M[:, 2], " ", M[2, 3])
println(sum(M, dims = 1), " ", M')
B = falses(5)
B[2:3] = [true, true]
println(B)
B[[1, 5]] .= true
println(B)
B[:] .= false
println(B)
N = falses(2, 3)
N[1, :] .= true
N[:, 3] .= [false, true]
println(N, " ", count(N))
z = fill(1) .> 0
println(typeof(z), " ", z[])
println(typeof(1:3 .== 2), " ", (1:3 .== 2) == [false, true, false])
try
    B[1:2] = [true]
catch e
    println(sprint(showerror, e))
end
try
    B[1:2] = true
catch e
    println(sprint(showerror, e))
end
B[BitVector([true, false, false, false, true])] = [true, true]
println(B)
