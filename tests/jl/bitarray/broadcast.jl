# Bool-valued broadcasts materialise as BitArrays; masks index arrays
x = [1, 2, 3]
b = x .> 1
println(typeof(b), " ", b)
display(b)
println(typeof(isodd.(x)), " ", isodd.(1:5), " ", typeof(1:5 .> 2))
a = [1, 2, 3, 4]
c = [1, 0, 3, 0]
m = a .== c
p = a .> 2
println(m, " ", .!m, " ", typeof(.!m))
println(m .& p, " ", m .| p, " ", xor.(m, p), " ", typeof(m .| p))
println(~m, " ", typeof(~m))
A = [1 2; 3 4]
display(A .> 2)
println([1, 2, 3] .== [1 2 3])
println(typeof(A .== A'), " ", typeof(map(isodd, x)))
println(typeof(x .+ 1), " ", typeof(Int64[] .> 0), " ", Int64[] .> 0)
println(typeof([true, false] .+ 0), " ", typeof(Any[1, 2] .== 1))
println([1, 2] .== [1.0, 3.0], " ", (1, 2) .== (1, 3))
# in-place into a BitArray
d = falses(4)
d .= a .> 1
println(d, " ", typeof(d))
d .= false
println(d)
d .= [true, false, true, false]
println(d)
d[2:3] .= true
println(d)
E = falses(2, 2)
E .= [true, false]
println(E)
# reductions and searches
println(count(d), " ", sum(d), " ", any(d), " ", all(d), " ", all(trues(70)), " ", any(falses(70)))
println(findall(d), " ", findfirst(d), " ", findlast(d), " ", findfirst(falses(3)))
println(findall(A .> 1))
println(sum(x .> 1), " ", count(isodd, trues(3)))
# logical indexing
v = [10, 20, 30, 40, 50]
mask = v .> 25
println(v[mask], " ", typeof(v[mask]))
v[mask] .= 0
println(v)
w = collect(1:6)
deleteat!(w, isodd.(w))
println(w)
B = [1 5 2; 7 3 9]
println(B[B .> 4])
B[B .> 4] = [-1, -2, -3]
println(B)
println(filter(isodd, 1:7), " ", (1:6)[iseven.(1:6)])
t = trues(4)
println(t[BitVector([true, false, true, false])], " ", t[[false, true, false, false]])
