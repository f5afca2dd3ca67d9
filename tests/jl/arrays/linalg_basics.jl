# LinearAlgebra basics: tr, dot, norm, det, inv and \ (cases whose floating-point results
# are exact; inv of a non-triangular matrix is LAPACK getri's, whose -0.0 Julia prints too),
# and the DimensionMismatch texts.
using LinearAlgebra
A = [1 2; 3 4]
println(tr(A), " ", tr([1.5 0; 0 2.5]), " ", det([2.0 0; 0 3]), " ", det([2 0; 0 3]))
println(det([4.0 2; 2 2]), " ", det([0.0 1; 1 0]))
println(inv([2.0 0; 0 4]), " ", inv([0.0 2; 4 0]))
println([4.0 2; 2 2] \ [6.0, 4.0], " ", [4 2; 2 2] \ [6, 4])
println([2.0 0; 0 4] \ [1.0 2; 3 4])
println(dot([1, 2, 3], [4, 5, 6]), " ", dot([1.0, 2.0], [0.5, 0.25]), " ", dot(2, 3))
println(norm([3, 4]), " ", norm([1, -2, 3], 1), " ", norm([1, -5, 3], Inf), " ", norm([0, 0]))
println(norm([3.0 4; 0 0]), " ", norm(Float64[]), " ", norm(-2))
try
    tr([1 2 3; 4 5 6])
catch e
    println(e)
end
try
    dot([1, 2], [1, 2, 3])
catch e
    println(e)
end
try
    inv([1.0 2; 2 4])
catch e
    println(e.info)
end
