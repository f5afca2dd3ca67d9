# docstrings are kept (runtime/docs.c); the definitions still happen
"""
    twice(x)

Return `2x`.
"""
twice(x) = 2x
"A point."
struct Pt
    x::Int
end
"A limit."
const LIMIT = 3
module M
"inner doc"
f() = 1
end
@doc "by macro" g(x) = x - 1
print(ccall(:rt_doc_get, Any, (Any, Any), Main, :twice))
println(ccall(:rt_doc_get, Any, (Any, Any), Main, :Pt))
println(ccall(:rt_doc_get, Any, (Any, Any), Main, :LIMIT))
println(ccall(:rt_doc_get, Any, (Any, Any), M, :f))
println(ccall(:rt_doc_get, Any, (Any, Any), Main, :g))
println(twice(3), " ", Pt(2).x, " ", M.f(), " ", LIMIT, " ", g(1))
