# Inference as precise as Julia's where programs depend on it: constant results of calls
# (ndims of a Vector is 1) and constant arguments propagated into small callees
# (destructuring a heterogeneous tuple or pair gives each variable its own type)
function second(t)
    a, b = t
    return b
end
println(Base.promote_op(second, Tuple{Int64,String}))
println(Base.promote_op(second, Pair{Symbol,Float64}))
function firstof(p)
    k, v = p
    return k
end
println(Base.promote_op(firstof, Pair{String,Int64}))
shape(a) = ndims(a) == 1 ? a : "not a vector"
println(Base.promote_op(shape, Vector{Int64}))
# a tuple's field count is a constant, so Array{T}(undef, dims...) knows its dimensions
mk(a, b) = zeros(UInt8, a, b)
println(Base.promote_op(mk, Int64, Int64))
pick(b::Bool) = b ? 1 : 2.5
both() = (pick(true), pick(false))
println(Base.promote_op(both))
# a constant argument that the callee reassigns is not a constant any more
function countdown(n)
    s = 0
    while n > 0
        s += n
        n -= 1
    end
    return n == 0 ? s : "never"
end
usecount() = countdown(3)
println(Base.promote_op(usecount), " ", usecount())
# the values themselves are what the code computes
println(second((1, "x")), " ", firstof("k" => 2), " ", shape([1, 2]), " ", both())
counts = Dict("a" => 2, "b" => 1)
stats = [(k, v) for (k, v) in counts]
println(typeof(stats), " ", sort(stats))
caps = [uppercasefirst(w) for w in ["ab", "cd"]]
println(typeof(caps), " ", caps)
