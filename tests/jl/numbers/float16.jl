# Float16: IEEE half precision, computed through Float32 and rounded back.
x = Float16(0.1)
println(x)
show(x); println()
println(typeof(x), " ", sizeof(x), " ", repr(Float16(7)), " ", string(Float16(0.333)))
y = x + Float16(0.2)
println(y, " ", x * 3, " ", Float32(x), " ", Float64(x))
println(Float16(1) / Float16(3), " ", Float16(2) - Float16(0.5), " ", Float16(3)^2, " ", -Float16(1.5))

# limits and special values
println(eps(Float16), " ", floatmax(Float16), " ", floatmin(Float16), " ", maxintfloat(Float16))
println(typemax(Float16), " ", typemin(Float16), " ", Inf16, " ", NaN16)
show(Inf16); print(" "); show(-Inf16); print(" "); show(NaN16); print(" "); show(eps(Float16)); println()
println(Float16(65520), " ", Float16(65519), " ", Float16(1e-8), " ", Float16(1e-5), " ", -Float16(0.0))
println(isnan(NaN16), " ", isinf(-Inf16), " ", isfinite(x), " ", isfinite(Inf16), " ", signbit(-x))

# conversions: correctly rounded from Float64 (no double rounding through Float32)
z = 1 + 2.0^-11 + 2.0^-40
println(Float16(z), " ", Float16(Float32(z)), " ", reinterpret(UInt16, Float16(z)))
println(bitstring(Float16(1.5)), " ", reinterpret(Float16, 0x3c00), " ", reinterpret(UInt16, Inf16))
println(Float16(3), " ", Float16(-7), " ", Float16(true), " ", Float16(0x05), " ", Float16(2049))
println(Int(Float16(3)), " ", round(Int, Float16(2.5)), " ", floor(Int, Float16(-1.5)), " ",
        trunc(Float16(2.7)), " ", ceil(Float16(2.1)), " ", round(Float16(3.5)))
println(convert(Float16, 3), " ", float(Float16(2)), " ", zero(Float16), " ", one(Float16))

# comparison and promotion
println(x < y, " ", Float16(2.5) == 2.5, " ", Float16(0.1) == 0.1, " ", Float16(2) > 1, " ", 1 < Float16(1.5))
println(isequal(NaN16, NaN16), " ", NaN16 == NaN16, " ", isequal(Float16(0.0), -Float16(0.0)),
        " ", isless(Float16(1), Float16(2)))
println(Float16(1) + 1, " ", Float16(1) + 1.0, " ", Float16(1.5) + 1.5f0, " ", typeof(Float16(1) * 2))
println(promote(Float16(1), 2), " ", promote(Float16(1), 2.0f0))
println(min(Float16(1), Float16(-2)), " ", max(Float16(1), Float16(-2)), " ", abs(Float16(-4)),
        " ", copysign(Float16(3), -1.0))
println(sqrt(Float16(2)), " ", Float16(100000), " ", rem(Float16(7), Float16(2)), " ", mod(Float16(-7), Float16(2)))
println(hash(Float16(1.5)) == hash(1.5), " ", hash(Float16(0.1)) == hash(0.1))

# in collections
v = [Float16(1.5), Float16(-2)]
println(v)
display(v)
display(Float16[1 2; 3 4.5])
println((Float16(1), 2), " ", Any[Float16(0.5), 1])
w = Float16[0.1, 0.2, 0.3]
println(sum(w), " ", maximum(w), " ", sort([Float16(3), Float16(-1), Float16(2)]))
d = Dict(Float16(0.5) => "half")
println(d[Float16(0.5)], " ", haskey(d, Float16(0.25)))

# neighbours and parts
println(nextfloat(Float16(1)), " ", prevfloat(Float16(1)), " ", nextfloat(Float16(0)), " ", prevfloat(Float16(0)))
println(nextfloat(floatmax(Float16)), " ", prevfloat(-floatmax(Float16)), " ", nextfloat(Float16(1), 3))
show(nextfloat(-nextfloat(Float16(0)))); println()
println(exponent(Float16(8)), " ", significand(Float16(3)), " ", exponent(nextfloat(Float16(0))), " ", nextfloat(NaN16))
