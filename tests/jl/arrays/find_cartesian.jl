# findall/findfirst/findlast/findnext/findprev on matrices and N-d arrays give
# CartesianIndex keys; vectors keep Int indices
A = [3 1; 4 1; 5 9]
println(findall(>(2), A))
println(findall(>(20), A))
println(findfirst(>(3), A), " ", findlast(==(1), A), " ", findfirst(>(20), A) === nothing)
B = A .> 2
println(findall(B))
println(findfirst(B), " ", findlast(B))
println(findnext(==(1), A, CartesianIndex(2, 1)), " ", findprev(>(3), A, CartesianIndex(1, 2)))
println(findnext(>(8), A, CartesianIndex(1, 1)), " ", findprev(>(8), A, CartesianIndex(2, 2)) === nothing)
println(findall(isodd, [1, 2, 3]), " ", findfirst(iseven, [1, 2, 3]), " ", findlast([true, false]))
C = reshape(collect(1:8), 2, 2, 2)
println(findall(iseven, C))
println(findfirst(>(6), C), " ", A[findfirst(>(4), A)])
println(keys(A))
println(CartesianIndices(A)[4], " ", size(CartesianIndices(C)), " ", length(keys(C)))
println(typeof(findall(iseven, C)), " ", eltype(keys(A)))
