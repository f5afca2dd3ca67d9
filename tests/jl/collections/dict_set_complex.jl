d = Dict(1 => 2, 3 => 4)
println(d)
display(d)
s = Set([1, 2, 3])
println(s)
display(s)
e = Dict{String,Int}()
println(e, " ", isempty(e), " ", length(e))
try
    d[7]
catch err
    println(err)
    showerror(stdout, err); println()
end
println(get!(d, 5, 6), " ", d)
println(pop!(d, 1), " ", d, " ", haskey(d, 1))
m = merge(Dict("x" => 1), Dict("y" => 2.5))
println(m)
for (k, v) in Dict(1 => "one")
    println(k, " ", v)
end
println(collect(keys(Dict(1 => 2, 3 => 4))))
println(Dict(i => i^2 for i in 1:5))
println(1 + 2im, " ", (1 + 2im) * (3 - 1im), " ", conj(1 + 2im), " ", abs(3.0 + 4.0im))
println(im, " ", 2.5im, " ", -1.5 - 2im, " ", complex(1, 2), " ", real(2 + 3im), " ", imag(2 + 3im))
println(sqrt(-4.0 + 0im), " ", sqrt(3.0 + 4.0im), " ", typeof(1.0im))
