# A[I] = X with ranges, index vectors and colons: X's elements in order, Julia's count and
# shape errors, a single value is an ArgumentError (filling is .=), bounds checked first
a = [1, 2, 3]
a[1:2] = [5, 6]
println(a)
a[[1, 3]] = [7, 8]
println(a)
a[:] = [0, 0, 1]
println(a)
a[2:3] = 9:10
println(a)
M = zeros(Int, 2, 3)
M[:, 1] = [1, 2]
M[2, :] = [7, 8, 9]
M[1, 2:3] = [4, 5]
println(M)
M[:, :] = reshape(1:6, 2, 3)
println(M)
v = Any[1, "a", 3]
v[1:2] = [:x, :y]
println(v)
f = [1.0, 2.0]
f[1:2] = [3, 4]
println(f)
for (code, what) in ((() -> (a[1:2] = [1, 2, 3]), "count"), (() -> (a[1:2] = 5), "single"),
                     (() -> (M[:, 1] = [1, 2, 3]), "shape"), (() -> (a[2:4] = [1, 2, 3]), "bounds"))
    try
        code()
    catch e
        println(what, ": ", sprint(showerror, e))
    end
end
