# views indexed by a Bool mask: the index is the positions of the trues
a = [10, 20, 30]
v = view(a, [true, false, true])
display(v)
println(v)
println(length(v), " ", v[2], " ", sum(v))
v[2] = 33
println(a)
m = [1 2 3; 4 5 6]
display(view(m, [false, true], [true, false, true]))
w = view(m, :, [true, false, true])
display(w)
println(collect(w))
println(a[[true, false, true]])
println(count([true, false, true]))
