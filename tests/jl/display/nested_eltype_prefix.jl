# An array inside an array drops its element-type prefix when the outer array's element
# type already says it (Julia's typeinfo_prefix), even when it is empty; Bool and Float32
# elements then print as 1/0 and without f0.
println([[true, false]])
println([trues(2)])
println(Any[trues(2)])
println((trues(2),))
println([Int8[1, 2]])
println([Int[]])
println([[1.5f0]])
println([[[true]]])
println(Any[[1], Int8[2]])
println([[1 2; 3 4]])
println([Int8[1 2; 3 4]])
println(Vector{Integer}[[1, 2]])
show([[1, 2], [3]]); println()
