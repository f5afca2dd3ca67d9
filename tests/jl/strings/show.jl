struct Point{T}
    x::T
    y::T
end
struct Tag
    name::String
    c::Char
end
struct Money
    cents::Int64
end
Base.show(io::IO, m::Money) = print(io, "\$", m.cents, "c")
show("a\"b\$c\\d\n\t\e\0x\x7f"); println()
show("é\u200b😀\xff"); println()
show('a'); show('\n'); show('\''); show('\\'); show('\0'); show('é'); show('\u200b'); show('\U1f600'); println()
show(:abc); print(' '); show(Symbol("a b")); print(' '); show(:+); println()
show(nothing); println()
println((1, "a", 'c'), " ", (1,), " ", ())
println((a = 1, b = "x"), " ", (a = 'q',), " ", NamedTuple())
println(1 => "one", " ", repr(:a => (1, 2)))
println(Point{Int64}(4, 6), " ", Tag("t", 'z'))
println(Int64, " ", Tuple{Int64, String}, " ", Point{Float64})
m = Money(1234)
println(m, " ", (m, 1), " ", "cost: $m", " ", repr(m), " ", string(m))
println(repr("x"), " ", repr('x'), " ", repr(1), " ", sprint(show, "q"), " ", sprint(print, "q"))
println(println)
print(stdout, "to ", "stdout", '\n')
println(stdout, 1, 2)
