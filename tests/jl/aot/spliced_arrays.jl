# arrays (and a Dict, which holds arrays) that a macro splices into code are constants of
# the compiled code; an executable rebuilds them at start-up, as the same object each time
macro squares(n)
    v = [i^2 for i in 1:n]
    return :($v)
end
sq() = @squares(5)
println(sq(), " ", sq() === sq())
push!(sq(), 36)
println(sq())
macro mixed()
    v = Any["a", 2, :c, 1.5, nothing]
    return :($v)
end
println(@mixed())
macro table()
    d = Dict("x" => 1, "y" => 2)
    return :($d)
end
t() = @table()
println(t()["y"], " ", length(t()), " ", sort(collect(keys(t()))))
macro mat()
    m = [1.5 2.5; 3.5 4.5]
    return :($m)
end
m() = @mat()
println(m(), " ", size(m()))
macro strs()
    return :($(["one", "two"]))
end
println(join(@strs(), "+"))
macro empty_vec()
    return :($(Int[]))
end
println(@empty_vec(), " ", eltype(@empty_vec()))
