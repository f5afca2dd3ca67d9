# dot calls with keyword arguments and splats: f.(x; k = v) broadcasts f with the keywords
# evaluated once (Julia's broadcasted_kwsyntax), f.(args...) splats before broadcasting
x = [1.234, 5.678]
println(round.(x, digits = 2))
println(round.(x; digits = 1))
println(round.(Int, x))
println(round.(x .* 10, sigdigits = 2))
args = ([1, 2], [10, 20])
println(.+(args...))
println(max.(args...))
f(a; k = 1) = a * k
println(f.([1, 2]; k = 3))
calls = Ref(0)
kv() = (calls[] += 1; 2)
println(f.([1, 2, 3], k = kv()), " ", calls[])
println(string.([1, 2], pad = 3))
y = zeros(2)
y .= round.(x, digits = 1)
println(y)
println(parse.(Int, ["ff", "10"], base = 16))
println(sort.([[3, 1], [2, 5]], rev = true))
