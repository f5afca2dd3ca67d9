# eval / @eval / Core.eval, gensym in user macros, QuoteNode and Meta.
for (name, op) in ((:add1, :+), (:sub1, :-))
    @eval $name(x) = $op(x, 1)
end
println(add1(5), " ", sub1(5))
println(eval(:(1 + 2)), " ", @eval(3 * 4), " ", Core.eval(Main, :(10 - 1)))
module Store
    setv() = eval(:(v = 42))
end
Store.setv()
println(Store.v)
@eval Store w = 7
println(Store.w)
eval(:(struct Made; a::Int; end))
println(Made(3))

macro swap!(a, b)
    tmp = gensym("tmp")
    esc(quote
        $tmp = $a
        $a = $b
        $b = $tmp
    end)
end
p, q = 1, 2
@swap! p q
println(p, " ", q)
g = gensym()
println(startswith(string(g), "##"), " ", startswith(string(gensym(:x)), "##x#"), " ", g == gensym())

println(QuoteNode(:a), " ", repr(QuoteNode(:a)), " ", :(f(:b, 1)), " ", :(x = :y))
println(LineNumberNode(3, :file), " ", String(:sym))
ex = Meta.parse("1 + 2 * x")
println(ex, " ", typeof(ex), " ", ex.head, " ", Meta.isexpr(ex, :call), " ", Meta.isexpr(ex, :block))
x = 4
println(eval(ex), " ", Meta.parse("sym"), " ", Meta.parse("\"s\""), " ", Meta.parse("") === nothing)
println(Meta.quot(:s).head, " ", eval(Meta.quot(:s)))
println(Meta.parse("1 +"; raise = false).head)
try
    Meta.parse("1 + )")
catch e
    println(typeof(e))
end
