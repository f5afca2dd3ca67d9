# hash of Rational and 128-bit integers agrees with the equal Int/Float64 (Julia's
# hash(::Real)), so they work as Dict/Set keys; rationalize and exact Rational(float)
println(hash(1//2) == hash(0.5), " ", hash(3//1) == hash(3), " ", hash(-7//4) == hash(-1.75))
println(hash(Int128(5)) == hash(5), " ", hash(UInt128(12)) == hash(12), " ", hash(Int128(1) << 62) == hash(1 << 62))
println(hash(UInt128(typemax(UInt64))) == hash(typemax(UInt64)), " ", hash(Int128(1) << 80) == hash(2.0^80))
println(isequal(1//2, 0.5), " ", 1//3 in Set([1//3, 2//3]), " ", Int128(7) in Set([7]))
d = Dict(1//2 => "half", 1//3 => "third")
println(d[0.5], " ", haskey(d, 2//4), " ", get(d, 1//4, "none"))
s = Set([1//2, 0.5, 1//1, 1])
println(length(s))
println(rationalize(5.6), " ", rationalize(0.1), " ", rationalize(Float64(π)), " ", rationalize(-0.75))
println(rationalize(Int8, 0.3), " ", typeof(rationalize(Int8, 0.3)), " ", rationalize(0.5, tol = 0.1))
println(Rational(0.75), " ", Rational(1.5f0), " ", convert(Rational{Int64}, 0.1))
println(Rational{Int64}(0.125), " ", rationalize(Inf), " ", rationalize(-Inf))
try
    rationalize(0.5, tol = -1)
catch e
    showerror(stdout, e)
    println()
end
