# parse/tryparse(Complex{T}, s): re±im with im, i or j as the unit, either part alone
println(parse(ComplexF64, "1+2im"))
println(parse(ComplexF64, " 1 + 2im"))
println(parse(ComplexF64, "3.5"))
println(parse(ComplexF64, "-2.5im"))
println(parse(Complex{Int}, "3-4j"))
println(parse(ComplexF64, "1e-3+2e+2i"))
println(parse(ComplexF64, "-inf"))
println(tryparse(ComplexF32, "2im"))
println(tryparse(ComplexF64, "1+2"))
println(tryparse(ComplexF64, "1+2m"))
println(tryparse(Complex{Int}, "x"))
println(parse(Complex{Float64}, SubString("(1-1im)", 2, 6)))
for s in ("1+2", "1+2m", "   ", "1+xim", "1+2.5im")
    try
        parse(s == "1+2.5im" ? Complex{Int} : ComplexF64, s)
    catch e
        println(e)
    end
end
