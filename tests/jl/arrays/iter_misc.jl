# isempty of any iterator, eachindex over several arrays, broadcast!
println(isempty(Iterators.filter(x -> false, 1:3)), " ", isempty(Iterators.filter(isodd, 1:3)))
println(isempty(x for x in 1:0), " ", isempty(zip(1:2, "")), " ", isempty(Iterators.drop(1:3, 1)))
a = [1, 2, 3]
b = [10, 20, 30]
for i in eachindex(a, b)
    print(a[i] + b[i], " ")
end
println()
println(eachindex([1 2; 3 4], 1:4))
try
    eachindex(a, [1, 2])
catch e
    println(e)
end
d = zeros(3)
broadcast!(+, d, a, 0.5)
println(d)
println(broadcast!(*, zeros(Int, 2, 2), [1, 2], [1 10]))
