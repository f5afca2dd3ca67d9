# typemax(Char) is the all-ones (invalid) Char, typemin(Char) is '\0'
c = typemax(Char)
println(repr(c), " ", isvalid(c), " ", reinterpret(UInt32, c) == 0xffffffff)
println(repr(typemin(Char)), " ", typemin(Char) < 'a' < typemax(Char))
