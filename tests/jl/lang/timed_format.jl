# @timed, Base.format_bytes, kron of mixed shapes
t = @timed sum(1:100)
println(t.value, " ", t.time >= 0, " ", keys(t))
println(typeof(t.gcstats), " ", t.bytes)
f(x) = x^2
println((@timed f(3)).value)
for b in (0, 1, 100, 1023, 1024, 1536, 1024^2, 5 * 1024^3 + 1)
    println(Base.format_bytes(b))
end
println(kron([1 2; 3 4], [1, 10]))
println(kron([1, 2], [1 1]))
println(kron([1 2], [1; 1]))
println(kron(2, [1, 2]))
# a macro's named tuple keeps its field names (hygiene renames only its locals)
macro nt(ex)
    quote
        local v = $(esc(ex))
        (value = v, doubled = 2v)
    end
end
r = @nt 21
println(r, " ", r.value)
# keyword splats that turn out empty reach methods without keywords
g(a, b) = a + b
g(a; k = 1) = a * k
h(args...; kw...) = g(args...; kw...)
println(h(1, 2), " ", h(3), " ", h(3; k = 5))
# ... evaluated callee first, then positional arguments, then the keywords
order = String[]
note(s, v) = (push!(order, s); v)
println(g(note("pos", 4); note("kw", (k = 2,))...), " ", order)
empty!(order)
println(g(note("a", 1), note("b", 2); note("kw", NamedTuple())...), " ", order)
m(f, xs; kw...) = map(f, xs; kw...)
println(m(x -> x + 1, [1, 2]), " ", sum([1, 2, 3]; (dims = 1,)...))
