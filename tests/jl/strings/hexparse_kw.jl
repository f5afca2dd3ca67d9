# string(x; base) / parse(Int64, s; base) round trips and their errors (fast paths in
# print_num.c / strshow.c; the keyword calls fold their NamedTuple checks)
for v in (0, 1, 15, 16, 255, 4095, 0x0fffffffffffffff % Int, typemax(Int64), -1, -255, typemin(Int64))
    s = string(v, base = 16)
    println(s, " ", length(s), " ", parse(Int64, s, base = 16) == v)
end
println(string(255, base = 2), " ", string(255, base = 8), " ", string(255, base = 10), " ",
        string(255, base = 36), " ", string(5, base = 16, pad = 4))
for (s, b) in (("FF", 16), ("fF", 16), ("ffffffffffffffff", 16), ("7fffffffffffffff", 16),
               ("1g", 16), ("  +ff ", 16), ("-8000000000000000", 16), ("777", 8), ("102", 2),
               ("zz", 36), ("123456789012345678", 10))
    try
        println(parse(Int64, s, base = b))
    catch e
        println(typeof(e))
    end
end
println(tryparse(Int64, "xyz", base = 16), " ", tryparse(Int64, "abc", base = 16))
println(length("héllo"), " ", length("abc"), " ", length(""))
