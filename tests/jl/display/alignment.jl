# text/plain columns: integers right-aligned, reals on the point, rationals on "//",
# other values left; elements print without what the element type already says
display(Float32[1.5, 2])
println(Float32[1.5], " ", Any[true, 1, 1.5f0], " ", [true, false])
display(Any[1.5f0, 2])
display([1 // 2, 10 // 3])
display(Any[1, "a", 2.5])
display([true false; false true])
display([1.5, 10.25, 1e10])
display(reshape(Float32[1, 2, 3, 4], 2, 2))
display(UInt8[1, 255])
