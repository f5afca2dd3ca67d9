# codeunits and b"..." byte literals (Base.CodeUnits), Vector{UInt8}(s)
x = codeunits("abc")
println(typeof(x))
println(x, " ", length(x), " ", size(x), " ", x[2], " ", eltype(x))
display(x)
println(b"a\x01\n", " ", length(b"xyz"), " ", b"ab"[2])
println(b"é" == [0xc3, 0xa9], " ", collect(b"hi"))
println(Vector{UInt8}("hé"))
println(String(b"hi"), " ", sum(b"abc"), " ", codeunits(SubString("hello", 2, 3)))
for u in b"ok"
    print(u, ' ')
end
println()
try
    x[4]
catch err
    println(err)
end
