# A composed function shows as `f ∘ g`; typeintersect of simple types.
c = uppercase ∘ strip
println(c("  hi "))
show(stdout, c)
println()
show(stdout, sin ∘ cos)
println()
println(repr(sqrt ∘ abs))
println(typeintersect(Real, Signed), " ", typeintersect(Int, String))
