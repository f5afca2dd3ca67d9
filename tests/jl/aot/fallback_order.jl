# Dynamic calls must pick the method the JIT picks (Julia's specificity, not only strict
# subtyping), find methods for type arguments seen only at run time, and throw the
# ambiguity error when no method is the most specific.
const here = abspath(@__FILE__)
println([x == 2 ? Int8(1) : x for x in 1:3])
println([x == 2 ? 1.5f0 : 2.5 for x in 1:3])
f(::Type{T}, x::T) where T = "same"
f(::Type{T}, x::Integer) where T<:Integer = "int"
f(::Type, x) = "any"
for (T, x) in Any[(Signed, 1), (Int64, 2), (String, "s"), (Float64, 1)]
    println(f(T, x))
end
s(T) = supertype(T)
for T in Any[Int64, Float64]
    println(s(T))
end
tm(::Type{T}) where {T<:Integer} = typemax(T)
tm(::Type{T}) where {T<:AbstractFloat} = "float $T"
for T in Any[Int16, Float32, UInt8]
    println(tm(T))
end
mk(::Type{T}, v) where T = T(v)
for T in Any[Float64, Int32, Int8]
    println(mk(T, 3), " ", typeof(mk(T, 3)))
end
cv(T, x) = convert(T, x)
for (T, x) in Any[(Float64, 1), (Int32, 2.0), (Any, "x"), (Signed, 5)]
    println(repr(cv(T, x)))
end
g(x::Real, y) = 1
g(x, y::Int) = 2
g(x::Int, y::Int) = 3
for (a, b) in Any[(1, 2), (1.5, "x"), ("x", 3), (1.5, 2)]
    try
        println(g(a, b))
    catch e
        println(replace(sprint(showerror, e), here => "FILE"))
    end
end
