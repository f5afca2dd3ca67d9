# element access, bounds errors, growing and converting BitVectors
b = falses(5)
b[2] = true
b[4] = 1
println(b, " ", b[2], " ", b[3])
M = falses(2, 3)
M[2, 3] = true
M[1, 1] = true
println(M, " ", M[2, 3], " ", M[5], " ", M[6])
for (i, x) in enumerate(b)
    x && print(i, " ")
end
println()
println(b[2:4], " ", typeof(b[2:4]), " ", b[[5, 2]], " ", b[:])
try
    b[6]
catch e
    println(sprint(showerror, e))
end
try
    b[0] = true
catch e
    println(sprint(showerror, e))
end
try
    M[3, 1]
catch e
    println(sprint(showerror, e))
end
try
    b[1] = 2
catch e
    println(sprint(showerror, e))
end
# crossing a 64-bit chunk
big = falses(130)
big[64] = true; big[65] = true; big[130] = true
println(count(big), " ", findall(big), " ", big[63], big[64], big[65], big[66])
v = BitVector()
push!(v, true); push!(v, false); push!(v, true)
println(v, " ", length(v))
println(pop!(v), " ", v)
append!(v, [true, true, false])
println(v, " ", size(v))
resize!(v, 2)
println(v, " ", length(v))
for i in 1:70
    push!(v, isodd(i))
end
println(length(v), " ", count(v), " ", v[70], " ", v[71], " ", v[72])
c = copy(b)
c[1] = true
println(b[1], " ", c[1])
println(fill!(similar(b), true), " ", typeof(similar(M)), " ", typeof(similar(b, Int64)))
println(reverse(BitVector([true, true, false])))
println(Vector{Bool}(b), " ", typeof(Vector{Bool}(b)))
println(convert(Vector{Bool}, b) == b, " ", typeof(Array(M)), " ", collect(b))
println(b == [false, true, false, true, false], " ", b == falses(5))
println(hash(b) == hash([false, true, false, true, false]), " ", isequal(trues(2), [true, true]))
