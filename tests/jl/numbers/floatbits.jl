# eps, nextfloat/prevfloat, float limits, exponent/significand/frexp/ldexp, reinterpret
println(eps(1.0), " ", eps(1.0f0), " ", eps(0.0), " ", eps(-2.0), " ", eps(1000.0))
println(eps(Inf), " ", eps(NaN32), " ", eps(floatmin(Float64)), " ", eps(), " ", eps(5.0e-324))
println(nextfloat(1.0), " ", prevfloat(1.0), " ", nextfloat(1.0f0), " ", prevfloat(1.0f0))
println(nextfloat(0.0), " ", prevfloat(0.0), " ", nextfloat(-0.0), " ", nextfloat(-5.0e-324))
println(nextfloat(Inf), " ", prevfloat(-Inf), " ", nextfloat(floatmax(Float64)), " ", prevfloat(Inf))
println(nextfloat(1.0, 2), " ", prevfloat(1.0, 2), " ", nextfloat(0.0, -1), " ", nextfloat(-1.0, 5))
println(nextfloat(1.0, typemax(Int64)), " ", prevfloat(1.0f0, typemax(Int64)), " ", nextfloat(NaN, 3), " ", nextfloat(2.0f0, Int8(1)))
println(floatmin(Float64), " ", floatmax(Float64), " ", floatmin(Float32), " ", floatmax(Float32))
println(floatmin(2.0), " ", floatmax(1.0f0), " ", typeof(floatmin(1.0f0)))
println(maxintfloat(Float64), " ", maxintfloat(Float32), " ", maxintfloat(), " ", maxintfloat(1.0f0))
println(maxintfloat(Float64, Int32), " ", maxintfloat(Float32, Int64), " ", maxintfloat(Float64) + 1 == maxintfloat(Float64))
println(exponent(1.0), " ", exponent(8.5), " ", exponent(0.1), " ", exponent(-3.0f0), " ", exponent(5.0e-324), " ", exponent(floatmax(Float64)))
println(significand(15.2), " ", significand(-8.0), " ", significand(0.0), " ", significand(Inf), " ", significand(5.0e-324), " ", significand(3.0f0))
println(frexp(8.0), " ", frexp(-0.75), " ", frexp(0.0), " ", frexp(1.0f0), " ", frexp(5.0e-324))
println(ldexp(1.0, 3), " ", ldexp(3.0f0, -1), " ", ldexp(1.0, 2000), " ", ldexp(1.0, -1075), " ", ldexp(1.0, -1074), " ", ldexp(5.0, Int8(2)))
println(issubnormal(5.0e-324), " ", issubnormal(floatmin(Float64)), " ", issubnormal(0.0), " ", issubnormal(1.0f-40))
println(precision(Float64), " ", precision(Float32), " ", precision(1.0))
println(reinterpret(Int64, 1.0), " ", reinterpret(UInt64, -0.0), " ", reinterpret(Float64, 0x4000000000000000))
println(reinterpret(UInt32, 1.0f0), " ", reinterpret(Float32, 0x40490fdb), " ", reinterpret(Int32, -1.5f0))
println(reinterpret(Int8, 0xff), " ", reinterpret(UInt8, Int8(-2)), " ", reinterpret(UInt16, Int16(-1)), " ", reinterpret(Int64, typemax(UInt64)))
println(reinterpret(UInt128, Int128(-1)), " ", reinterpret(UInt32, 'a'), " ", reinterpret(Char, 0x41000000), " ", typeof(reinterpret(Float64, 1)))
println(reinterpret(Float64, reinterpret(UInt64, 2.5)), " ", reinterpret(Unsigned, 1.0), " ", reinterpret(Signed, -2.0f0))
show(reinterpret(UInt8, Int8(-1))); print(" "); show(reinterpret(UInt16, Int16(-2))); print(" "); show(reinterpret(Float32, Int32(0))); println()
try
    reinterpret(Int32, 1.0)
catch e
    showerror(stdout, e); println()
end
try
    reinterpret(UInt8, 1)
catch e
    showerror(stdout, e); println()
end
