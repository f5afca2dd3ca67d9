# string helpers ordinary scripts use: findall with a predicate, eachindex, String(chars),
# Symbol(parts...), ∈, length(s, i, j), s[vector], min/max of strings
println(findall(isdigit, "a1b23"), " ", collect(eachindex("héy")), " ", eachindex("ab"))
println(String(['a', 'b']), " ", Symbol("x", 1), " ", Symbol(:a, :b), " ", "a" ∈ ["a"], " ", 'q' ∉ "abc")
println(length("aé", 1, 2), " ", length("héllo", 2, 4), " ", "Julia"[[1, 3]], " ", "Julia"[1:2:5])
println(min("b", "a"), " ", max("b", "a"), " ", minmax("z", "y"), " ", max('a', 'c'), " ", min((2, 1), (1, 5)))
for i in eachindex("aé!") print(i, " ") end; println()
println(strip(isdigit, "12ab34"), " ", rstrip("abcxyx", ['x', 'y']), " ", split("a-b_c", ['-', '_']))
