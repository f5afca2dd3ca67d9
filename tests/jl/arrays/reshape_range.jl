# reshape of a range (or a contiguous view) is a ReshapedArray sharing its elements
r = reshape(1:6, 2, 3)
display(r)
println(r)
println(r[2, 3], " ", r[4], " ", size(r), " ", length(r), " ", sum(r))
display(reshape(1:6, 3, :))
println(reshape(1:6, 6) === 1:6)
c = collect(r)
println(typeof(c), " ", c)
println(r == [1 3 5; 2 4 6])
println(reshape(r, 3, 2))
display(reshape(2:2:12, (2, 3)))
display(reshape(1:8, 2, 2, 2))
a = collect(1:6)
display(reshape(a, 2, :))
v = view(a, 1:4)
rv = reshape(v, 2, 2)
display(rv)
rv[1, 2] = 30
println(a)
display(view(reshape(1:6, 2, 3), :, 2))
println(r .+ 1)
try
    r[1] = 5
catch e
    println(e)
end
for dims in ((4, 2), (5,), (4, :), (:, :))
    try
        reshape(1:6, dims...)
    catch e
        println(e)
    end
end
