# floatmax()/floatmin() (Float64), isvalid(Char, ::Integer), Signed/Unsigned of an integer
println(floatmax())
println(floatmin())
println(floatmax() === floatmax(Float64))
println(isvalid(Char, 0x110000))
println(isvalid(Char, 0x10ffff))
println(isvalid(Char, 0xd800))
println(isvalid(Char, 0xd7ff))
println(isvalid(Char, 0xe000))
println(isvalid(Char, 65))
println(isvalid(Char, 0x0041))
println(isvalid(Char, UInt8(200)))
println(isvalid(Char, Int32(0xdfff)))
println(isvalid(Char, 'a'))
println(isvalid(Char, '\ud800'))
try
    isvalid(Char, -1)
catch e
    println(e)
end
println(Unsigned(5), " ", typeof(Unsigned(Int32(5))), " ", Signed(0x05), " ", typeof(Signed(0x0005)))
try; Unsigned(-1); catch e; println(e); end
try; Signed(0xffffffffffffffff); catch e; println(e); end
println(Unsigned(true), " ", Signed(2.0), " ", Unsigned(Float16(3)))
