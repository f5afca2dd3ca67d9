# string(n; base) for bases up to 62 (0-9, A-Z, a-z) and the DomainError beyond
println(string(61, base = 62), " ", string(100, base = 62), " ", string(-5, base = 40, pad = 3), " ", string(Int32(36), base = 37))
println(string(255, base = 16), " ", string(-255, base = 2, pad = 10), " ", string(UInt8(7), base = 3))
for b in (1, 63)
    try
        string(1; base = b)
    catch e
        println(sprint(showerror, e))
    end
end
