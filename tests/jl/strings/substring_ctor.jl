println(SubString("abcdef", 2, 4), " ", SubString("abcdef", 3), " ", repr(SubString("abc", 3, 2)))
x = SubString("héllo", 2, 4)
println(x, " ", ncodeunits(x), " ", typeof(x))
println(SubString(SubString("abcdef", 2, 5), 2, 3))
try; SubString("héllo", 3, 4); catch e; println(e); end
try; SubString("abc", 1, 5); catch e; println(e); end
