# findnext/findprev/findlast with a predicate, and over Bool vectors
err(f) = try; f(); catch e; showerror(stdout, e); println(); end
a = [1, 2, 3, 4, 5, 6]
println(findlast(iseven, a), " ", findlast(x -> x > 10, a) === nothing)
println(findnext(iseven, a, 3), " ", findnext(iseven, a, 4), " ", findnext(iseven, a, 7) === nothing)
println(findprev(iseven, a, 3), " ", findprev(iseven, a, 1) === nothing, " ", findprev(iseven, a, 0) === nothing)
println(findnext(==(5), a, 1), " ", findprev(isodd, a, 6))
m = [false, true, true, false]
println(findfirst(m), " ", findlast(m), " ", findnext(m, 3), " ", findprev(m, 1) === nothing)
println(findall(m), " ", findlast([false, false]) === nothing, " ", findfirst(Bool[]) === nothing)
println(findlast(isodd, Int[]) === nothing)
err(() -> findnext(iseven, [1, 2], 0))
err(() -> findprev(iseven, [1, 2], 3))
