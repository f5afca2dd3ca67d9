# methods(f) as Julia 1.7 shows a MethodList (most specific first, file shown as FILE) and
# names(m): sorted, the exported names and the module's own name; all = true adds the rest
const F = @__FILE__
p(x) = println(replace(sprint(show, x), F => "FILE"))

f(x::Int64) = 1
f(x::Real) = 2
f(x) = 3
p(methods(f))
println(length(methods(f)))
g(a, b::String; k = 1) = a
p(methods(g))
h(x::T) where {T<:Number} = x
p(methods(h))
sq(x) = x^2
p(methods(sq))
module M
export f1, C
f1() = 1
f2(x::Int) = 2
const C = 3
v = 4
end
p(methods(M.f2))
println(names(M))
println(filter(s -> s in (:C, :M, :f1, :f2, :v), names(M, all = true)))
println(:eval in names(M, all = true), " ", :f2 in names(M))
module Empty end
println(names(Empty))
