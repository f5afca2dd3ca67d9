# A rational and a float compare exactly, not through the float nearest the rational:
# 0.1 is not 1//10, 1/3 is below 1//3; ±Inf is ±1//0; NaN is unordered.
println(0.1 == 1//10, " ", 0.1 == 3602879701896397//36028797018963968, " ", 0.5 == 1//2)
println(1/3 < 1//3, " ", 1//3 < 1/3, " ", -1/3 > -1//3, " ", 1/5 > 1//5, " ", 1//3 <= 1/3)
println(1//0 == Inf, " ", -1//0 == -Inf, " ", 1//3 < Inf, " ", !(1//0 < Inf), " ", Inf == typemax(Int)//0)
println(1//3 < NaN, " ", 1//3 == NaN, " ", NaN <= 1//3, " ", 0.0 == 0//1, " ", -0.0 == 0//1)
println(floatmin() == 1//(BigInt(2)^1022), " ", floatmin() != 1//(BigInt(2)^1022 + 1))
println(nextfloat(0.0) == 1//(BigInt(2)^1074), " ", 1e300 == big(10)^300//1, " ", 1.5f0 == 3//2)
