# indexing ranges with vectors and step ranges
println((1:10)[[1, 3]])
println((1:10)[1:2:5])
println((2:2:20)[2:3:8])
println((10:-1:1)[[2, 2]])
println((0.0:0.5:3.0)[[1, 2]])
println((1:10)[Int[]])
println((1:10)[2:3])
try
    (1:10)[[1, 11]]
catch e
    showerror(stdout, e); println()
end
