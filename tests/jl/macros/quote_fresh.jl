# A quoted expression is a fresh copy each time it is evaluated (Julia's copyast), so
# code that builds on it — push! into a macro's template — changes only its own copy.
function template()
    ex = :(Dict{Symbol,Any}())
    return ex
end
a = template()
push!(a.args, :(:x => 1))
b = template()
println(a, " ", b, " ", a === b)
macro opts(kvs...)
    d = :(Dict{Symbol,Any}())
    for kv in kvs
        push!(d.args, Expr(:call, :(=>), QuoteNode(kv.args[1]), kv.args[2]))
    end
    return d
end
println(@opts(x = 1), " ", @opts(), " ", @opts(y = 2))
q = quote
    f(1)
end
c = copy(q)
push!(c.args, :(g(2)))
println(length(q.args), " ", length(c.args), " ", c.args[2] == q.args[2], " ", c.args[2] === q.args[2])
println(:sym === :sym, " ", copy(:(a + b)) == :(a + b))
