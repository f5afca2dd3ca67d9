# parse/tryparse for every integer width, Bool, Float32 and Char digits, with Julia's messages
println(parse(Int32, "-42"), " ", typeof(parse(Int32, "-42")), " ", parse(UInt8, "200"), " ", parse(UInt64, "0xff"))
println(parse(Int16, "  7 "), " ", parse(UInt32, "777", base = 8), " ", parse(Int8, "-128"), " ", parse(Int, "z", base = 36))
println(tryparse(Int8, "128"), " ", tryparse(UInt8, "-1"), " ", tryparse(Int32, ""), " ", tryparse(Int64, "12"; base = 3))
println(parse(Bool, "true"), " ", parse(Bool, " false "), " ", parse(Bool, "1"), " ", tryparse(Bool, "yes"))
println(parse(Float32, "2.5"), " ", typeof(parse(Float32, "0.1")), " ", tryparse(Float32, "x"))
println(parse(Int, '7'), " ", parse(Int, 'f', base = 16), " ", typeof(parse(UInt8, '3')))
for (T, s) in ((Int8, "200"), (Int32, "12a"), (UInt16, "-1"), (Int16, "1 2"), (Bool, "yes"), (Bool, "  "), (Float32, "abc"), (Int32, "0x"))
    try
        parse(T, s)
    catch e
        println(sprint(showerror, e))
    end
end
