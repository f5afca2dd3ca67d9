# reductions over lazy Adjoint/Transpose with dims: the results are plain Arrays (1.7's
# reducedim_initarray calls similar(A, T, dims)), values read through the wrapper
# (adjoint conjugates); accumulate keeps a row a row (similar(v', T) is a row)
using LinearAlgebra
# (inside a function: every call is resolved when compiled, in executables too)
function main()
    v = [1, 2, 3]
    A = [1 2; 3 4]
    s1 = sum(v'; dims=1)
    println(typeof(s1), " ", s1, " ", sum(v'; dims=2), " ", size(sum(v'; dims=2)))
    display(s1)
    println(sum(A'; dims=1), " ", sum(A'; dims=2), " ", sum(A'; dims=(1, 2)), " ", sum(v'; dims=3))
    println(prod(A'; dims=1), " ", prod(transpose(A); dims=2), " ", prod(v'; dims=2))
    println(maximum(A'; dims=2), " ", maximum(v'; dims=1), " ", minimum(transpose(A); dims=1))
    println(minimum(v'; dims=2), " ", maximum(transpose(v); dims=2))
    println(mapreduce(x -> x^2, +, A'; dims=1), " ", mapreduce(x -> 2x, +, v'; dims=2, init=0))
    println(reduce(+, A'; dims=2), " ", reduce(+, A'; dims=1, init=10), " ", reduce(*, v'; dims=2))
    println(reduce(max, transpose(A); dims=2), " ", mapreduce(identity, +, v'; dims=1, init=100))
    println(sum(x -> 2x, v'; dims=1), " ", sum(abs2, [1 + 1im, 2]'; dims=2))
    println(sum(A'), " ", prod(v'), " ", maximum(A'), " ", minimum(transpose(v)), " ",
            reduce(+, v'), " ", mapreduce(x -> x^2, +, A'))
    # complex entries conjugate as they are read
    c = [1 + 2im, 3 - 1im]
    C = [1+1im 2; 3im 4]
    println(sum(c'; dims=1), " ", sum(c'; dims=2), " ", sum(transpose(c); dims=2))
    println(sum(C'; dims=1), " ", sum(C'; dims=2), " ", prod(C'; dims=1))
    println(mapreduce(abs, max, c'; dims=2), " ", sum(C'), " ", sum(transpose(C)))
    F = [1.5 2.0; -3.0 4.25]
    println(sum(F'; dims=1), " ", maximum(F'; dims=1), " ", minimum(F'; dims=2))
    println(extrema(A'; dims=1), " ", findmax(A'; dims=2), " ", findmin(v'; dims=2))
    println(any(x -> x > 2, v'; dims=2), " ", all(x -> x > 0, A'; dims=1), " ",
            count(x -> x > 1, A'; dims=1))
    println(dropdims(sum(A'; dims=1); dims=1))
    # accumulate: a row stays a row, a wrapped matrix gives a Matrix
    r = cumsum(v'; dims=2)
    println(typeof(r), " ", r, " ", cumsum(v'; dims=1), " ", typeof(cumsum(v'; dims=1)))
    println(typeof(cumsum(A'; dims=1)), " ", cumsum(A'; dims=1), " ", cumprod(A'; dims=2))
    println(typeof(similar(v')), " ", typeof(similar(v', Float64)), " ", typeof(similar(A')),
            " ", typeof(similar(v', 2, 2)), " ", size(similar(transpose(v), Int8)))
    # copies
    println(typeof(copy(c')), " ", copy(c'), " ", parent(copy(c')) == c)
    println(typeof(Matrix(c')), " ", Matrix(c'), " ", Matrix(transpose(c)))
    println(typeof(collect(A')), " ", collect(A'), " ", typeof(collect(v')), " ", Array(v'))
    println(typeof(copy(A')), " ", copy(A'), " ", typeof(Matrix(transpose(A))))
end
main()
