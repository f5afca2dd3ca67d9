# A package no environment of LOAD_PATH has: Julia 1.7's ArgumentError with the Pkg hint.
println("before")
using NoSuchPackage
println("not reached")
