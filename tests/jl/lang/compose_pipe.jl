# ∘ builds a ComposedFunction; |> applies; filter over ranges; higher-order calls
compose = sqrt ∘ abs
println(compose(-16))
println((string ∘ length)("abcd"))
inc(x) = x + 1
dbl(x) = 2x
println((inc ∘ dbl ∘ inc)(3))
println(compose)
println(typeof(inc ∘ dbl))
println([1, 2, 3] |> sum)
println(-4 |> abs |> string)
sq(x) = x * x
println(sq.([1, 2, 3]) |> sum)
println(filter(iseven, 1:10))
println(filter(x -> x > 2, 1:2:9))
println(map(inc ∘ dbl, [1, 2]))
applyto(f, x) = f(x)
println(applyto(string, 12))
s = map([1, 2, 3]) do x
    x * 10
end
println(s)
println(sum(x -> x^2, 1:4))
