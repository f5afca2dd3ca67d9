# Float16 elementary functions: 1.7 evaluates each in Float32 and rounds to Float16
h = Float16(0.5)
println(sin(h), " ", cos(h), " ", tan(h), " ", asin(h), " ", acos(h), " ", atan(h))
println(sinh(h), " ", cosh(h), " ", tanh(h), " ", asinh(h), " ", acosh(Float16(1.5)), " ", atanh(h))
println(exp(h), " ", exp2(h), " ", exp10(h), " ", expm1(h), " ", log1p(h))
t = Float16(3)
println(log(t), " ", log2(t), " ", log10(t), " ", sqrt(t), " ", cbrt(t))
println(atan(Float16(1), Float16(2)), " ", hypot(Float16(3), Float16(5)), " ", sincos(h))
println(round(Float16(2.5)), " ", round(Float16(2.5), RoundUp), " ", round(Float16(-2.5), RoundToZero),
        " ", round(Float16(2.5), RoundDown), " ", round(Float16(1.2345), digits=2))
println(typeof(sin(h)), " ", typeof(atan(h, h)), " ", typeof(sincos(h)))
try
    sqrt(Float16(-1))
catch e
    println(typeof(e))
end
try
    log(Float16(-1))
catch e
    println(typeof(e))
end
