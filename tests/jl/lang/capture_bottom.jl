# Union{} (of type Core.TypeofBottom) captured by a closure, stored in a struct field or
# passed through a comprehension's filter is the value Union{} itself.
k(allow) = Any[x for x in (Int, Float64, Missing) if !(x <: allow)]
println(k(Missing))
println(k(Union{}))
println((x -> x <: Union{})(Int), " ", map(x -> Union{} <: x, [Int, Any]))
struct Holder{T}
    t::T
end
h = Holder(Union{})
println(typeof(h), " ", h.t === Union{}, " ", typeof(Union{}) === Core.TypeofBottom)
g(a) = () -> a
println(g(Union{})() === Union{})
