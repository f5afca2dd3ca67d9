# Calls whose argument types are known only at run time: untyped globals, Vector{Any}
# elements, functions and types passed as values. The executable (--output-exe) must find
# the same methods the JIT compiles on demand.
describe(x::Integer) = "integer $x"
describe(x::AbstractFloat) = "float $x"
describe(x::AbstractString) = "string \"$x\""
describe(x) = "something else: $x"
describe(x::T, y::T) where {T} = "two of $(T): $x, $y"
describe(x, y) = "a pair: $x, $y"

g = 1
println(describe(g))
g = 2.5
println(describe(g))
g = "three"
println(describe(g))
g = :four
println(describe(g))

items = Any[1, 2.0, "x", 'c', nothing, Int8(7), 0x05, 1//2]
for it in items
    println(describe(it))
end
for (a, b) in [(1, 2), (1, 2.0), ("a", "b"), ('x', 'y')]
    println(describe(a, b))
end

apply(f, x) = f(x)
fs = Any[abs, sqrt, string, typeof, x -> x + 1]
for f in fs
    println(apply(f, 4))
end

make(T, x) = T(x)
for T in Any[Int64, Float64, Int8, UInt16, String]
    r = T === String ? make(T, "s") : make(T, 3)
    println(r, " ", typeof(r))
end
println(ARGS, " ", endswith(PROGRAM_FILE, "dynamic.jl"))
