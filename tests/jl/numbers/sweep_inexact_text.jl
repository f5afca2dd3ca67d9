# InexactError prints its value with print (decimal, not hex), as Julia 1.7's showerror
function err(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
err(() -> Int64(typemax(UInt64)))
err(() -> UInt8(Int8(-1)))
err(() -> Int8(UInt8(200)))
err(() -> Int32(typemax(UInt32)))
err(() -> UInt16(Int16(-7)))
err(() -> Int8(Int32(1000)))
err(() -> UInt8(0x0100))
err(() -> Int32(2.5f0))
err(() -> Int64(2.0 + 1.0im))
err(() -> Int64(3 // 2))
err(() -> UInt8('∀'))
println(Int64(2.0 + 0.0im), " ", Float64(3 + 0im), " ", typeof(Float32(1 + 0im)))
println(UInt8('a'), " ", Int32('x'), " ", typeof(UInt16('é')))
println(codepoint('a'), " ", repr(codepoint('é')), " ", typeof(codepoint('a')))
println([codepoint(c) for c in "ab"])
println('a' + 1, " ", 'c' - 'a', " ", typeof('c' - 'a'), " ", Int('z'))
e = InexactError(:trunc, UInt8, UInt16(300))
println(sprint(showerror, e))
