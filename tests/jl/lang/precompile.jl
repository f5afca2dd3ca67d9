# precompile(f, (T...,)) and precompile(Tuple{typeof(f), T...}): true when a method applies
# (the JIT compiles the specialization then; abstract types are only checked), false when
# none does; the functions still run as before.
f(x) = x + 1
g(x, y) = string(x, y)
println(precompile(f, (Int,)))
println(precompile(f, (Float64,)))
println(precompile(g, (Int, String)))
println(precompile(Tuple{typeof(f), Int32}))
println(precompile(f, (Int, Int)))
println(precompile(Tuple{typeof(f), Integer}))
println(precompile(+, (Int, Float64)))
println(precompile(f, (String,)))
println(f(1), " ", f(2.5), " ", g(1, "a"))
