# m.x where the module m is a value (getproperty(::Module, ::Symbol)), as Julia's getfield
module M
const k = 7
f(x) = x + 1
end
m = Base
println(m.pi, " ", m.sqrt(4.0))
g(mod) = mod.f(mod.k)
println(g(M))
mods = Any[M, Main]
println(mods[1].k, " ", getproperty(M, :k))
try
    mods[1].nothere
catch e
    println(e)
end
