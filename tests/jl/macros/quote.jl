e = :(1 + 2)
println(e)
show(e); println()
println(typeof(e), " ", e.head, " ", e.args)
x = 5
println(:(x * $x))
args = [:a, :b, :c]
println(:(f($(args...))))
println(Expr(:call, :-, 3, 1))
println(:((1 + 2) * 3), " | ", :(1 - (2 - 3)), " | ", :(a + b * c))
println(:(f(x, y)[1]), " | ", :(-x + 1), " | ", :(a < b <= c), " | ", :(x.y && !z))
show(:(2x)); println()
println(repr(:(1, 2)))
println(esc(:y))
