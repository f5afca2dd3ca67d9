# occursin/contains/startswith/endswith, findfirst/findnext/findall, count, eachmatch, split
println(occursin(r"b+", "abbc"), " ", occursin(r"^b", "abbc"))
println(contains("xyz", r"y"), " ", contains("xyz", r"Y"), " ", contains("xyz", r"Y"i))
println(startswith("JuliaLang", r"Julia|Romeo"), " ", startswith("JuliaLang", r"Lang"))
println(endswith("JuliaLang", r"Lang|Roberts"), " ", endswith("JuliaLang", r"Julia"))
println(findfirst(r"b+", "abbc"), " ", findfirst(r"z", "abc") === nothing)
println(findnext(r"b", "abcb", 3), " ", findnext(r"b", "abcb", 5) === nothing)
println(findfirst(r"", "abc"), " ", findfirst(r"é", "caféx"))
println(findall(r"a.", "a1a2a3"), " ", findall(r"", "ab"))
println(findall(r"aa", "aaaa"), " ", findall(r"aa", "aaaa", overlap=true))
println(count(r"a(.)a", "cabacabac", overlap=true), " ", count(r"a(.)a", "cabacabac"))
println(count(r"x", "abc"), " ", count(r"", "abc"))
function collect_eachmatch(re, str; overlap=false)
    r = SubString{String}[]
    for m in eachmatch(re, str, overlap=overlap)
        push!(r, m.match)
    end
    return r
end
println(collect_eachmatch(r"a?b?", "asbd"))
println(collect_eachmatch(r"a?b?", "asbd", overlap=true))
println(collect_eachmatch(r"\w+", "hello", overlap=true))
println(collect_eachmatch(r".\s", "x \u2200 x \u2203 y"))
println(collect_eachmatch(r"(\w+)(\s*)", "The dark side of the moon"))
println(collect_eachmatch(r"", ""), collect_eachmatch(r"", "aaa"), collect_eachmatch(r"GCG", "GCGCG", overlap=true))
rx = r"a.a"
itr = eachmatch(rx, "a1a2a3a")
println(itr)
display(collect(itr))
display(collect(eachmatch(rx, "a1a2a3a", overlap = true)))
for m in eachmatch(r"(\d)(\d)?", "1 23 4")
    println(m.offset, " ", m)
end
println(split("a1b22c", r"\d+"))
println(split("a,b,,c", r","), " ", split("a,b,,c", r",", keepempty=false))
println(split("a,b,,c", r",", limit=2), " ", split("abc", r""))
println(split("  x  y ", r"\s+"), " ", split("", r","))
