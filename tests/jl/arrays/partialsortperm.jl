# partialsortperm(v, k): the indices of the k-th smallest values, equal values in index
# order (Julia 1.7's Perm ordering); a range k gives a view of the permutation
v = [5, 3, 1, 4, 3]
println(partialsortperm(v, 1))
println(partialsortperm(v, 2))
println(partialsortperm(v, 3))
println(partialsortperm(v, 1:3))
println(partialsortperm(v, 1:2, rev = true))
println(partialsortperm(v, 2, by = x -> -x))
p = partialsortperm(v, 2:3)
println(p isa SubArray, " ", length(p), " ", collect(p))
println(partialsortperm(collect(30:-1:1), 1:3))
w = [mod(7 * i, 25) for i in 1:25]
println(partialsortperm(w, 4:6))
