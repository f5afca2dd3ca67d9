# BigInt arithmetic on GMP: big/BigInt, + - * ÷ div rem mod fld cld ^ gcd lcm abs, promotion
x = big(2)^100
println(x)
println(typeof(x))
println(typeof(big(1)), " ", typeof(BigInt(7)), " ", big(Int8(5)), " ", big(0x10))
println(factorial(big(30)))
println(factorial(big(50)))
println(typemax(Int) + big(1))
println(typemin(Int) - big(1))
println(big(typemax(Int)) * 2)
println(typeof(typemax(Int) + big(1)))
a = BigInt(123456789)
b = parse(BigInt, "987654321987654321987654321")
println(a + b)
println(b - a)
println(a - b)
println(a * b)
println(b ÷ a)
for (p, q) in ((b, a), (-b, a), (b, -a), (-b, -a))
    println(div(p, q), " ", rem(p, q), " ", mod(p, q), " ", fld(p, q), " ", cld(p, q))
end
println(divrem(big(17), big(5)), " ", fldmod(big(-17), big(5)))
println(big(3)^200)
println(big(-3)^3, " ", big(-1)^1001, " ", big(1)^(10^6), " ", big(0)^0)
println(2^big(70), " ", big(10)^big(20))
println(gcd(big(12), big(18)), " ", gcd(big(-12), 18), " ", lcm(big(4), 6), " ", lcm(big(-4), big(6)))
println(gcd(big(2)^80 * 3, big(2)^70 * 9))
println(abs(big(-7)), " ", -big(7), " ", -(-big(7)), " ", abs(big(0)))
println(sign(big(-5)), " ", sign(big(0)), " ", sign(big(12)), " ", typeof(sign(big(-5))))
println(isodd(big(3)), " ", iseven(big(3)), " ", isodd(-big(2)^90 - 1), " ", iseven(big(0)))
println(big(5) + 3, " ", 3 + big(5), " ", big(5) - 3, " ", 3 - big(5), " ", big(5) * -3, " ", true + big(1))
println(big(2)^64 + UInt64(1), " ", Int32(-2) * big(2)^64)
println(typeof(big(5) + 3), " ", typeof(UInt8(3) * big(2)))
println(sum(BigInt[1, 2, 3]), " ", sum([big(2)^64, big(2)^64]), " ", sum(BigInt[]), " ", prod(BigInt[2, 3, 7]))
s = big(0)
for i in 1:100
    global s += big(i)^10
end
println(s)
function fib(n)
    a, b = big(0), big(1)
    for _ in 1:n
        a, b = b, a + b
    end
    return a
end
println(fib(200))
println(binomial(big(100), 50), " ", binomial(big(10), 3))
println(isqrt(big(10)^40), " ", isqrt(big(99)))
println(powermod(big(3), big(100), big(7)), " ", powermod(big(2), big(200), big(10)^9 + 7))
println(invmod(big(3), big(7)), " ", invmod(big(10), big(17)))
println(big(1) << 70, " ", (big(2)^100) >> 90, " ", big(-5) >> 1, " ", big(3) << -1)
println(big(12) & big(10), " ", big(12) | 3, " ", xor(big(12), big(10)), " ", ~big(0))
println(max(big(2), 7), " ", min(big(2), -7), " ", typeof(max(big(2), 7)))
println(Rational{BigInt}(1, 3), " ", big(1)//3 + 1//6, " ", typeof(big(1)//3))
println(big(2)^70 // big(2)^68)
