# MethodError's closest candidates follow Julia 1.7's show_method_candidates: a `where T`
# bound applies across the arguments already unmatched, and + has only Julia's n-ary method
struct DMS; d::Int; end
struct Radian; r::Float64; end
Base.:+(a::DMS, b::DMS) = DMS(a.d + b.d)
Base.:+(a::Radian, b::Radian) = Radian(a.r + b.r)
g(a::T, b::T) where {T<:Real} = 1
h(a::T, b::Vector{T}) where {T<:Number} = 2
for f in (() -> g("a", "b"), () -> DMS(1) + Radian(2.0), () -> g(1, 2.0), () -> h(1, ["x"]),
          () -> h("x", [1]))
    try
        f()
    catch e
        s = sprint(showerror, e)
        s = replace(s, r" at [a-z]+\.jl:\d+" => " at BASE")
        s = replace(s, (@__FILE__) => "FILE")
        println(s)
    end
end
