# show qualifies a function from a module other than Main (unless Base exports it); print does not
module M
f() = 1
end
println(M.f, " ", sin, " ", Base.tail)
show(M.f); println()
show(Base.tail); println()
show(sin); println()
println([M.f, sin])
println(repr(M.f), " ", string(M.f))
g(x) = x
show(g); println()
