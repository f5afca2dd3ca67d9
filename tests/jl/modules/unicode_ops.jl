# U+00B7 and U+0387 both read as U+22C5 (⋅); U+2212 is minus
·(a, b) = 10a + b
println(2 ⋅ 3, " ", 4 · 5, " ", 6 · 7, " ", ⋅(1, 2))
x = 10
println(x − 1, " ", −x)
