# startswith(prefix), endswith(suffix) and contains(needle): the one-argument forms (1.5)
v = ["abc", "xab", "ab", "b"]
println(filter(startswith("ab"), v))
println(filter(endswith("ab"), v))
println(filter(contains("a"), v))
println(startswith('a')("abc"), " ", endswith('c')("abd"))
println(count(endswith('b'), v))
println(contains(r"^x")("xab"))
println(startswith("ab") isa Base.Fix2, " ", contains("b").x)
