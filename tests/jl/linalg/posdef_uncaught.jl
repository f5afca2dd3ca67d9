# an uncaught PosDefException prints Julia's text
using LinearAlgebra
println("before")
cholesky([1.0 2; 2 1])
println("after")
