# views of a Matrix: colons, scalars and ranges
A = [1 2 3; 4 5 6]
c = view(A, :, 2)
println(typeof(c))
println(c, " ", size(c), " ", parentindices(c))
display(c)
r = view(A, 1, :)
println(typeof(r), " ", r)
m = view(A, 1:2, 2:3)
println(typeof(m))
println(m, " ", size(m), " ", length(m), " ", m[2, 1])
display(m)
m[2, 1] = 50
println(A)
m .= 0
println(A)
println(sum(view(A, :, 1)))
try
    view(A, 1:3, 1)
catch err
    showerror(stdout, err)
    println()
end
B = [1 2 3; 4 5 6]
l = view(B, 2:3)
println(typeof(l), " ", l)
l[1] = 40
println(B)
println(collect(view(B, :, 2:3)))
