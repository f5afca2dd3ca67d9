# ⌿ (U+233F) is an infix operator of times precedence and ¦ (U+00A6) of plus precedence
# (Julia 1.6); neither is an identifier character
⌿(a, b) = a ÷ b; println(7 ⌿ 2); ¦(a, b) = a + b; println(1 ¦ 2)
println(1 + 6 ⌿ 2)
println(2 * 3 ¦ 4)
println(10 ⌿ 2 ⌿ 2)
println([7, 9] .⌿ 2, " ", [1, 2] .¦ 10)
ex = :(a ¦ b ⌿ c)
println(ex.head, " ", ex.args[1] === :¦, " ", ex.args[3].args[1] === :⌿)
ex = :(x⌿y)
println(ex.args[1] === :⌿, " ", ex.args[2] === :x, " ", ex.args[3] === :y)
ex = :(a¦b)
println(ex.args[1] === :¦, " ", ex.args[2] === :a)
⌿₂(a, b) = a - b
println(5 ⌿₂ 1)
