# @. (Base.Broadcast.@__dot__), .&& / .||, Ref and iterables as broadcast arguments
a = [1, 2, 3]
@. a = a * 2 + 1
println(a)
b = @. sin(0.0 * a) + abs(-a)
println(b)
x = [1.0, 4.0]
y = similar(x)
@. y = sqrt(x) - 1
println(y)
@. y += 1
println(y)
println(@. 1 < a < 6)
println(@. a > 3 && a < 7)
println(@. a < 4 || a > 6)
println(@. $sum(a) + a)
println(@. -a)
f(v) = v + 100
println(@. f(a))
z = zeros(2, 2)
@. z = [1 2; 3 4]^2
println(z)
m = [1 2; 3 4]
println(@. m + [10, 20])
println((a .> 2) .&& (a .< 7))
println((a .> 5) .|| (a .< 4))
println(Ref([1, 2]) .== [[1, 2], [3]])
println([[1, 2], [3]] .== Ref([1, 2]))
println(length.(Ref([1, 2, 3])))
println(Ref(2) .* [1, 2])
println(sin.(t for t in [0.0]))
println((x -> x + 1).(1:3))
try
    Dict(1 => 2) .+ 1
catch e
    showerror(stdout, e); println()
end
try
    (a = 1,) .+ 1
catch e
    showerror(stdout, e); println()
end
