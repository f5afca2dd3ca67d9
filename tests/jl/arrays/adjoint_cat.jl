# concatenating lazy rows: hcat of adjoint (or transpose) rows and numbers stays a row
# wrapper, as 1.7's LinearAlgebra; vcat of rows, and mixed kinds, give a Matrix
using LinearAlgebra
v = [1, 2, 3]
w = [4, 5]
r = [v' w']
println(typeof(r))
display(r)
println(r, " ", size(r), " ", r * [1, 1, 1, 1, 1])
# numbers join a row as 1.7's hcat(::Union{Number,AdjointAbsVec}...) does
println([1 v' 2] isa Adjoint, " ", [1 v' 2], " ", size([1 v' 2]))
println(hcat(v', 10) isa Adjoint, " ", hcat(10, v') isa Adjoint, " ", hcat(10, v'))
h = hcat(v')
println(typeof(h), " ", h == v', " ", parent(h) === v)
t = [transpose(v) transpose(w)]
println(typeof(t), " ", t)
println(hcat(1, 2.5, v') isa Adjoint{Float64}, " ", hcat(1, 2.5, v'))
# mixed kinds, rows with matrices, and plain numbers: a Matrix
println(typeof([v' transpose(w)]), " ", [v' transpose(w)])
println(typeof([v' [1.5 2.5]]), " ", [v' [1.5 2.5]])
println(typeof(hcat(1, 2)), " ", hcat(1, 2), " ", typeof([1 2 3]))
# typed rows
println(typeof(Float64[v' w']), " ", Float64[v' w'])
println(Float64[1 v'] isa Adjoint{Float64}, " ", Float64[1 v'])
println(typeof(Float64[1 2]), " ", Float64[1 2])
# complex rows conjugate once: [c' 5im] is the adjoint of [c; -5im]
c = [1 + 2im, 3 - 1im]
x = [c' 5im]
println(x isa Adjoint{Complex{Int64}}, " ", x, " ", vec(parent(x)))
y = [c' c']
println(typeof(y), " ", y, " ", parent(y))
display(y)
# vcat of rows: a Matrix
m = [v'; v']
println(typeof(m))
display(m)
println(vcat(v', [7 8 9]), " ", vcat(transpose(v), transpose(v)), " ", [c'; c'])
println(typeof([v' w'; w' v']), " ", [v' w'; w' v'])
println(typeof([v'; w' 9]), " ", [v'; w' 9])
A = [1 2; 3 4]
println([A' A'], " ", [A'; A'], " ", hcat(A', [5, 6]))
try
    vcat(v', [1 2])
catch e
    println(e)
end
# broadcast called as a function keeps rows (1.7's broadcast(f, ::Union{Number,AdjointAbsVec}...));
# the dot syntax gives a Matrix
b = broadcast(+, v', 1)
println(typeof(b), " ", b, " ", typeof(v' .+ 1), " ", typeof(broadcast(abs, v')))
println(typeof(broadcast(*, 2, v')), " ", broadcast(*, 2, v'), " ", broadcast(+, v', v'))
println(broadcast(x -> x * im, c'), " ", broadcast(+, c', 1im), " ", parent(broadcast(+, c', 1im)))
println(typeof(broadcast(+, transpose(v), 1)), " ", typeof(broadcast(+, v', transpose(v))),
        " ", broadcast(+, 1, 2), " ", broadcast(+, 1, [1, 2]))
