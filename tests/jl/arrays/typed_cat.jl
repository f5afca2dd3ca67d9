# typed concatenation T[...] (hvncat.jl) and the ;;; show form of N-d arrays
println(Float32[1 2; 3 4])
println(Float64[1 2], " ", Int8[1; 2], " ", Any[1 2])
println(Float64[[1, 2] [3, 4]])
println(Int[1;; 2], " ", Float64[1 2;;; 3 4])
println(typeof(Float32[1 2; 3 4]), " ", typeof(Any[1 2]))
try; Int[1 2.5]; catch e; println(e); end
println([1 2;;; 3 4]); println(reshape(collect(1:8), 2, 2, 2)); println([1;;; 2]); println(reshape(collect(1:12), 2, 3, 2)); println(reshape(collect(1:4),1,1,2,2)); println(Float64[1 2;;; 3 4])
