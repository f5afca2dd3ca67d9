# eachrow/eachcol/eachslice are Generators of views (1.7); selectdim, mapslices, dropdims
A = [1 2 3; 4 5 6]
println(eachrow(A) isa Base.Generator, " ", eachcol(A) isa Base.Generator)
rows = collect(eachrow(A))
println(rows)
println(eltype(rows))
println(collect(eachcol(A)))
for r in eachrow(A)
    println(sum(r), " ", r isa SubArray)
end
println([maximum(c) for c in eachcol(A)])
println(length(eachrow(A)), " ", length(eachcol(A)))
B = reshape(collect(1:8), 2, 2, 2)
println(collect(eachslice(B; dims = 3)))
println([sum(s) for s in eachslice(B; dims = 1)])
s = selectdim(A, 1, 2)
println(s, " ", typeof(s))
println(selectdim(A, 2, 3))
println(selectdim(B, 3, 2))
println(selectdim(A, 2, 2:3))
println(mapslices(sum, A; dims = 1))
println(mapslices(sum, A; dims = 2))
println(mapslices(x -> x .* 10, A; dims = 1))
println(mapslices(reverse, A; dims = 2))
println(mapslices(x -> x[1] + 0.5, A; dims = 1))
println(mapslices(sum, B; dims = (1, 2)))
println(mapslices(x -> x[end], B; dims = 3))
println(mapslices(sum, A; dims = []))
C = reshape(collect(1:4), 2, 1, 2)
println(dropdims(C; dims = 2))
println(dropdims(reshape([5, 6], 1, 2); dims = 1))
println(dropdims(reshape([7], 1, 1); dims = (1, 2)))
for d in (1, 4, (2, 2))
    try
        dropdims(C; dims = d)
    catch e
        println(e)
    end
end
