# BigFloat rounding and conversions: integral rounding in BigFloat and to Int/BigInt
# (InexactError when the value does not fit or is not integral), Float64/Float32, queries
x = big"2.5"
println(floor(x), " ", ceil(x), " ", trunc(x), " ", round(x), " ", round(big"3.5"), " ", round(big"-2.5"))
println(round(x, RoundNearestTiesAway), " ", round(x, RoundUp), " ", round(x, RoundDown), " ", round(x, RoundToZero))
println(floor(Int, x), " ", ceil(Int, x), " ", trunc(Int, -x), " ", round(Int, x), " ", typeof(round(Int, x)))
println(round(BigInt, big"1e30"), " ", typeof(floor(BigInt, x)), " ", typeof(trunc(Integer, x)))
println(round(Int32, big"42.4"), " ", typeof(round(UInt8, big"42.4")), " ", ceil(UInt16, big"41.2"))
println(Int(big(3.0)), " ", Int64(big"-7"), " ", BigInt(big"1e20"), " ", UInt8(big"255"), " ", convert(Int64, big(500_000_000_000_000.)))
println(Float64(big(π)), " ", Float64(big"0.1"), " ", Float32(big(π)), " ", Float64(big"1e400"), " ", Float64(-big"1e-400"))
println(isinteger(big(2.0)), " ", isinteger(x), " ", isnan(big(NaN)), " ", isinf(big(-Inf)), " ", isfinite(x), " ", iszero(big(0.0)), " ", signbit(big(-0.0)))
println(big(2) == BigFloat(2), " ", float(big(2)), " ", typeof(float(big(2))), " ", big(Float64), " ", big(1.5f0))
println(BigFloat(1//3) == big(1) / 3, " ", BigFloat(Int128(2)^100), " ", BigFloat(typemax(UInt64)))
println(exponent(big(8.0)), " ", ldexp(big"1.5", 4), " ", eps(big(1.0)) == eps(BigFloat), " ", nextfloat(big(1.0)) > 1, " ", prevfloat(big(1.0)) < 1)
println(trunc(UInt8, parse(BigFloat, "255.1")), " ", typemax(Int128) == convert(BigFloat, typemax(Int128)))
println(BigFloat(typemax(Int64)) + 0.5 == typemax(Int64), " ", trunc(Int64, BigFloat(typemax(Int64)) + 0.5))
println(sign(big(-2.5)), " ", sign(big(0.0)), " ", signbit(big(1)), " ", zero(BigFloat), " ", one(BigFloat))
println(big"0x1p-2", " ", parse(BigFloat, "  1.5e3"), " ", tryparse(BigFloat, "x1"), " ", BigFloat("inf"))
for f in (() -> Int(big"1.5"), () -> trunc(UInt8, parse(BigFloat, "256.5")), () -> round(Int, big(NaN)),
          () -> Int8(big"300.0"), () -> parse(BigFloat, "abc"), () -> BigFloat("1x"), () -> Bool(big"0.5"),
          () -> parse(BigFloat, "1\0"), () -> exponent(big(0.0)))
    try
        f()
    catch e
        println(e)
    end
end
