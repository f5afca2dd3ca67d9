# Regex * Regex/String/Char, Regex ^ n, hash (Julia 1.7 base/regex.jl docs)
println(r"a|b" * "c|d")
println(match(r"Hello|Good bye" * ' ' * "world", "Hello world"))
r = r"a|b" * "c|d"
println(match(r, "ac") == nothing, " ", match(r, "ac|d"))
println(r"Test "^2, " ", match(r"Test "^2, "Test Test "))
println(r"a"i * r"b", " ", r"a"i * r"b"i, " ", r"x"m * "a\\Eb")
println(hash(r"a") == hash(r"a"), " ", hash(r"a") == hash(r"a"i))
try
    r"a" * r"b"a
catch e
    println(e)
end
