# SubString subjects: offsets are relative to the SubString; results are SubStrings of the parent
s = SubString{String}("xxabcabc!", 2, 6)
println(repr(s))
m = match(r"b(c)", s)
println(m, " ", m.offset, " ", m.offsets)
println(match(r"b(c)", s, 4).offset)
println(findfirst(r"c", s), " ", findnext(r"c", s, 4), " ", findall(r"[ab]", s))
println(occursin(r"^a", s), " ", occursin(r"!", s), " ", contains(s, r"ca"))
println(startswith(s, r"ab"), " ", startswith(s, r"b"), " ", endswith(s, r"bc"), " ", endswith(s, r"c!"))
println(count(r"\w", s), " ", split(s, r"b"))
for m in eachmatch(r"[ac]", s)
    print(m.match, m.offset, " ")
end
println()
parts = split("key1=val1;key2=val2", r";")
for p in parts
    kv = match(r"(\w+)=(\w+)", p)
    println(kv[1], " -> ", kv[2], " ", kv.offset)
end
