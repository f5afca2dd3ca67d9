# parse/tryparse with an explicit base: 1.7 accepts 2..62 only (base=0 is rejected);
# without a base a 0x/0o/0b prefix picks it
for b in (0, 1, 63, -2)
    try
        parse(Int, "10"; base = b)
    catch e
        println(e)
    end
end
try
    tryparse(Int, "10"; base = 0)
catch e
    println(e)
end
try
    parse(UInt8, "10"; base = 0)
catch e
    println(e)
end
try
    parse(BigInt, "10"; base = 0)
catch e
    println(e)
end
try
    parse(Int, SubString("x10", 2); base = 70)
catch e
    println(e)
end
println(parse(Int, "0x1f"), " ", parse(Int, "0b101"), " ", parse(Int, "10"; base = 37))
println(parse(Int, "zz"; base = 62), " ", tryparse(Int, "12"; base = 2), " ", parse(UInt8, "0o17"))
println(parse(BigInt, "0xff"), " ", parse(BigInt, "777"; base = 8), " ", parse(Int, SubString("x12", 2); base = 3))
