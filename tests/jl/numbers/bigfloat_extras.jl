# BigFloat: rounding modes (setrounding with a do-block restores the old mode), frexp,
# significand, exponent, ldexp, deepcopy and Complex{BigFloat} arithmetic
println(rounding(BigFloat))
d = setrounding(BigFloat, RoundDown) do
    println(rounding(BigFloat))
    BigFloat(1) / 3
end
println(d)
println(BigFloat(1) / 3)
println(d < BigFloat(1) / 3, " ", rounding(BigFloat))
setrounding(BigFloat, RoundToZero)
println(rounding(BigFloat), " ", BigFloat(-2) / 3)
setrounding(BigFloat, RoundNearest)
println(BigFloat(-2) / 3)
x = BigFloat(10)
println(frexp(x), " ", significand(x), " ", exponent(x), " ", ldexp(BigFloat(1.5), 3))
println(frexp(BigFloat(-0.375)), " ", significand(BigFloat(-0.375)), " ", exponent(BigFloat(-0.375)))
println(frexp(BigFloat(0)), " ", significand(BigFloat(0)), " ", ldexp(BigFloat(3), -2))
y = deepcopy(BigFloat(2.5))
println(y, " ", typeof(y), " ", y == 2.5, " ", precision(y))
v = deepcopy([big(1.25), big(2)^100])
println(v)
z = Complex(BigFloat(3), BigFloat(4))
println(z, " ", typeof(z))
println(abs(z), " ", abs2(z), " ", sqrt(z), " ", conj(z))
println(z * z, " ", z + 1, " ", z / 2, " ", real(z), " ", imag(z))
println(exp(Complex(BigFloat(0), BigFloat(0))), " ", sqrt(Complex(BigFloat(-4), BigFloat(0))))
display(z)
println()
