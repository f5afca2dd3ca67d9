# parse/tryparse(Float16, s): 1.7 parses a Float32 (strtof) and rounds that to Float16,
# so a decimal just above a Float16 midpoint can round twice
x = parse(Float16, "0.1")
println(x, " ", typeof(x), " ", x == Float16(0.1))
println(parse(Float16, "1.5"), " ", parse(Float16, " 2.25 "), " ", parse(Float16, "-0"), " ",
        parse(Float16, "1e-8"), " ", parse(Float16, "1e5"), " ", parse(Float16, "-inf"))
println(parse(Float16, "65519"), " ", parse(Float16, "65520"), " ", parse(Float16, "6.0e-8"))
# 1 + 2^-11 + 1e-14: Float32 keeps only the midpoint 1 + 2^-11, which rounds to even
println(parse(Float16, "1.00048828125001"), " ", Float16(1.00048828125001))
println(parse(Float16, "1.0014648437500001"), " ", parse(Float16, "0.333"))
println(isnan(parse(Float16, "NaN")), " ", tryparse(Float16, "3.0"), " ", typeof(tryparse(Float16, "3")))
println(tryparse(Float16, "abc"), " ", tryparse(Float16, ""), " ", tryparse(Float16, "1.5x"))
println(parse(Float16, SubString("xx0.75", 3)), " ", tryparse(Float16, SubString("4.5 ", 1)))
try
    parse(Float16, "1,5")
catch e
    println(e)
end
try
    parse(Float16, "")
catch e
    println(e)
end
