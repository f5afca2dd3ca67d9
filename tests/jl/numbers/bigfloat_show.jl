# BigFloat construction and printing: Julia 1.7 prints MPFR's shortest-exact "%Re" digits
# with trailing zeros dropped, in plain notation for decimal exponents -4..5
println(big(1.5))
println(typeof(big(1.5)))
println(big(π))
println(BigFloat(π))
println(BigFloat(0.1))
println(BigFloat(2.1))
println(BigFloat("2.1"))
println(big"1.25", " ", typeof(big"1.25"), " ", big"123", " ", typeof(big"123"))
println(parse(BigFloat, "0.1"))
println(big(0.5), " ", big(-0.0), " ", big(0.0), " ", big(1.0), " ", BigFloat(-1))
println(big"42.0", " ", big"420.0", " ", big"-420.0", " ", big"420000.0", " ", big"654321.0")
println(big"6543210.0")
println(big"0.000123", " ", big"-0.000123")
println(big"0.00001234")
println(big(1e100))
println(big"1e100", " ", big(10.0)^50, " ", big"-2.5e-300")
println(big(Inf), " ", big(-Inf), " ", big(NaN))
show(big(2.0)); println()
println(repr(big(0.25)), " ", string(BigFloat(-3)))
show(BigFloat[1.5, 2.0]); println()
println([big(1.5), big(2.25)])
show(IOContext(stdout, :compact => true), big(π)); println()
show(IOContext(stdout, :compact => true), big"-1.0"); println()
display([BigFloat(1), big(π)])
setprecision(21) do
    println(parse(BigFloat, "0.1"), " ", parse(BigFloat, "-9.9"))
end
setprecision(40) do
    println(parse(BigFloat, "0.1"), " ", parse(BigFloat, "-9.9"))
end
setprecision(123) do
    println(parse(BigFloat, "0.1"), " ", parse(BigFloat, "-9.9"))
end
setprecision(406) do
    println(nextfloat(BigFloat(1)))
end
println(BigFloat(2.0^66) / 3)
println(big"1.23456789012345678901")
println(setprecision(40) do
    BigFloat(1) + parse(BigFloat, "0.1")
end)
println(precision(big(1.5)), " ", precision(BigFloat))
println(BigFloat(0.1, precision = 20), " ", precision(BigFloat(1, precision = 100)))
println(setprecision(BigFloat, 128), " ", precision(BigFloat), " ", big(1) / 3)
setprecision(BigFloat, 256)
println(eps(BigFloat))
println(typemax(BigFloat), " ", typemin(BigFloat))
x = big"0.1"
@show x
