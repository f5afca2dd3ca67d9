# hex2bytes/bytes2hex, isvalid(String, ...), and Char <-> integer conversions
function err(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
println(hex2bytes("0aff"), " ", hex2bytes("DEADbeef"), " ", hex2bytes(""))
println(bytes2hex(UInt8[1, 255, 16]), " ", bytes2hex(hex2bytes("c0ffee")), " ", repr(bytes2hex(UInt8[])))
err(() -> hex2bytes("abc"))
err(() -> hex2bytes("zz"))
println(isvalid(String, "abc"), " ", isvalid(String, "h\xffllo"), " ", isvalid("é∀"), " ", isvalid(String, UInt8[0xce, 0xb1]))
println(isvalid(String, SubString("héllo", 1, 4)), " ", isvalid(String, UInt8[0xce]))
println(Char(0x41), Char(0x00e9), " ", UInt16('€'), " ", Int8('A'), " ", UInt128('z'))
err(() -> Int8('é'))
println(SubString("hello", 2:3), " ", SubString(SubString("hello", 2, 5), 2:3), " ", typeof(SubString("ab", 1:1)))
println(summary("abc"), "|", summary(""), "|", summary(SubString("héllo", 2)))
