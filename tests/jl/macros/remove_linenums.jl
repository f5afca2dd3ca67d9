# Base.remove_linenums!: the line nodes of block and quote bodies go, at every depth; the
# expression is changed in place and returned.
ex = quote
    x = 1
    if x > 0
        y = 2
    end
end
println(length(ex.args))
r = Base.remove_linenums!(ex)
println(r === ex, " ", length(ex.args))
println(ex)
println(Base.remove_linenums!(:(f(x) = x + 1)))
println(Base.remove_linenums!(5))
