# Hex, octal and binary literals too big for UInt128 are BigInts (Julia 1.6), as decimal
# literals too big for Int128 are
x = 0x1ffffffffffffffffffffffffffffffff; println(typeof(x)); println(x)
println(typeof(0xffffffffffffffffffffffffffffffff))
println(0x0000000000000000000000000000000001, " ", typeof(0x0000000000000000000000000000000001))
println(-0x1ffffffffffffffffffffffffffffffff)
println(0x1_0000_0000_0000_0000_0000_0000_0000_0000 - 1 == typemax(UInt128))
o = 0o7777777777777777777777777777777777777777777777
println(typeof(o), " ", o)
println(typeof(0o3777777777777777777777777777777777777777777))
b = 0b11111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111
println(typeof(b), " ", b)
y = 1000000000000000000000000000000000000000
println(typeof(y), " ", y)
println(-1000000000000000000000000000000000000000)
println(typeof(170141183460469231731687303715884105728))
println(:(0x1ffffffffffffffffffffffffffffffff))
f() = 0x1ffffffffffffffffffffffffffffffff + 1
println(f())
