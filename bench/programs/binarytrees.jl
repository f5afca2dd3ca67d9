# binarytrees.jl -- The Computer Language Benchmarks Game "binary-trees":
# allocate and walk many short-lived perfect binary trees plus one long-lived tree.
# usage: binarytrees N   (max depth; default 17)

struct Node
    left::Union{Node,Nothing}
    right::Union{Node,Nothing}
end

make(d::Int) = d == 0 ? Node(nothing, nothing) : Node(make(d - 1), make(d - 1))

function check(t::Node)
    l, r = t.left, t.right
    if l === nothing || r === nothing
        return 1
    end
    return 1 + check(l) + check(r)
end

function main(n::Int)
    mindepth = 4
    maxdepth = max(mindepth + 2, n)
    stretch = maxdepth + 1
    println("stretch tree of depth $stretch\t check: $(check(make(stretch)))")
    long_lived = make(maxdepth)
    for d in mindepth:2:maxdepth
        niter = 1 << (maxdepth - d + mindepth)
        c = 0
        for _ in 1:niter
            c += check(make(d))
        end
        println("$niter\t trees of depth $d\t check: $c")
    end
    println("long lived tree of depth $maxdepth\t check: $(check(long_lived))")
end

main(isempty(ARGS) ? 17 : parse(Int, ARGS[1]))
