# filter! on vectors and dicts, map! with one and two sources
v = [1, 2, 3, 4, 5, 6]
r = filter!(iseven, v)
println(r, " ", r === v)
println(filter!(x -> x > 10, v), " ", length(v))
w = ["a", "bb", "ccc"]
filter!(s -> length(s) != 2, w)
println(w)
d = Dict(1 => "one", 2 => "two", 3 => "three")
r = filter!(p -> isodd(p.first), d)
println(r === d, " ", length(d), " ", sort(collect(keys(d))))
filter!(p -> p.second == "three", d)
println(d)
filter!(p -> false, d)
println(d, " ", isempty(d))
dest = zeros(Int, 3)
println(map!(x -> x * x, dest, [1, 2, 3]), " ", dest)
f = [0.0, 0.0]
map!(+, f, [1.5, 2.5], [1, 2])
println(f)
