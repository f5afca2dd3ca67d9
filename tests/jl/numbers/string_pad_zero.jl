# zero digits asked of 0 give the empty string (Julia's ndigits(0; pad=0) == 0)
println(repr(string(0, pad = 0)), " ", repr(string(0, base = 2, pad = 0)), " ", repr(string(Int8(0), pad = 0)))
println(repr(string(5, pad = 0)), " ", repr(string(0)), " ", repr(string(0, pad = 3)), " ", repr(string(-5, pad = 3)))
println(repr(string(UInt16(0), base = 16, pad = 0)), " ", repr(string(0, base = 40, pad = 0)))
