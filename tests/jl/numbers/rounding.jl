# rounding modes and round/trunc/floor/ceil with digits, sigdigits and base
println(RoundNearest, " ", RoundToZero, " ", RoundUp, " ", RoundDown, " ", typeof(RoundNearestTiesAway), " ", RoundNearestTiesUp)
println(RoundNearest == RoundNearest, " ", RoundUp == RoundDown, " ", RoundFromZero, " ", RoundingMode{:Up}() === RoundUp)
for x in (2.5, -2.5, 3.5, 0.5, -0.5, 1.2, -1.7)
    println(x, ": ", round(x, RoundNearest), " ", round(x, RoundNearestTiesAway), " ", round(x, RoundNearestTiesUp), " ",
            round(x, RoundToZero), " ", round(x, RoundUp), " ", round(x, RoundDown))
end
println(round(2.5f0, RoundNearestTiesAway), " ", round(-0.5f0, RoundUp), " ", round(0.49999999999999994, RoundNearestTiesAway), " ", round(0.49999999999999994, RoundNearestTiesUp))
println(round(Int, 2.5, RoundUp), " ", round(Int, -2.5, RoundNearestTiesAway), " ", round(Int8, 3.7, RoundToZero), " ", round(UInt8, 2.5, RoundNearestTiesUp), " ", round(Int, -0.5, RoundDown))
println(round(5, RoundUp), " ", round(-5, RoundNearestTiesAway), " ", round(Int, 2.5), " ", round(Int, 3.5), " ", typeof(round(Int32, 1.5, RoundUp)))
println(round(3.14159; digits=2), " ", round(pi; digits=2), " ", round(pi; digits=3, base=2), " ", round(123.456; sigdigits=2), " ", round(357.913; sigdigits=4, base=2))
println(round(1.15, digits=1), " ", round(2.675, digits=2), " ", round(0.125, digits=2), " ", round(-1.5, digits=0), " ", round(12345.678, digits=-2), " ", round(12345, digits=-2))
println(round(1.0f0/3, digits=3), " ", round(2.0f0/3, sigdigits=2), " ", round(1e300, digits=10), " ", round(1e-300, digits=-400), " ", round(-1e-300, digits=-400))
println(round(123, sigdigits=2), " ", round(-0.000123456, sigdigits=3), " ", round(0.0, sigdigits=3), " ", round(Inf, digits=2), " ", round(NaN, sigdigits=2), " ", round(7, digits=1))
println(trunc(3.789; digits=2), " ", trunc(-3.789; digits=1), " ", floor(-3.781; digits=1), " ", floor(3.789; digits=2), " ", ceil(3.781; digits=1), " ", ceil(-3.789, digits=2))
println(floor(12345.6, sigdigits=1), " ", ceil(12345.6, sigdigits=2), " ", trunc(-12345.6, sigdigits=3), " ", ceil(1e-300, digits=-400), " ", floor(-1e-300, digits=-400), " ", floor(5.5, digits=-1))
println(round(1.5; base=2), " ", round(2.5, RoundUp; digits=0), " ", round(2.25, RoundNearestTiesAway, digits=1), " ", round(2.25, RoundDown, sigdigits=2), " ", round(0.1 + 0.2, digits=15))
println(round(5.0, digits=2, base=16), " ", round(100.0, sigdigits=1, base=16), " ", round(12.34, sigdigits=3, base=3), " ", floor(Int, 2.7), " ", ceil(Int8, -2.7), " ", trunc(Int, -2.7))
function err(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
err(() -> round(1.5, digits=1, sigdigits=1))
err(() -> round(Int8, 300.0, RoundUp))
err(() -> round(UInt8, -1.5, RoundNearestTiesAway))
err(() -> round(Int, NaN, RoundDown))
