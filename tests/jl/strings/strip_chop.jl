# strip / lstrip / rstrip with Chars, collections and predicates; chomp; chop(; head, tail)
show(strip("\t  hi   \n")); println()
show(lstrip("  hi  ")); show(rstrip("  hi  ")); println()
show(strip("")); show(strip("   ")); println()
println(strip("foobarfoo", ['f', 'o']))
println(strip("foobarfoo", ('f', 'o')))
println(strip("foobarfoo", Set(['f', 'o'])))
println(lstrip("xxaxx", 'x'), "|", rstrip("xxaxx", 'x'), "|", strip("xxaxx", 'x'))
println(strip(isdigit, "12ab34"), "|", lstrip(isdigit, "12ab34"), "|", rstrip(isdigit, "12ab34"))
println(strip(c -> c == 'é', "éaé"))
println(typeof(strip(" a ")), " ", typeof(lstrip("a")), " ", typeof(chomp("a\n")), " ", typeof(chop("ab")))
s = strip("  sub string  ")
println(s[1], " ", s[end], " ", length(s), " ", uppercase(s), " ", s * "!", " ", startswith(s, "sub"))
println(strip(SubString("xx ab xx", 2, 7)))
println(parse(Int, strip(" 42 ")) + 1)
for t in ("", " ", " abc", "abc ", "  abc  ")
    print(repr(lstrip(t)), " ", repr(rstrip(t)), " ", repr(strip(t)), "; ")
end
println()
try
    strip("abc", "a")
catch e
    println(sprint(showerror, e))
end
try
    lstrip("abc", "a")
catch e
    println(sprint(showerror, e))
end
show(chomp("abc\n")); show(chomp("abc\r\n")); show(chomp("abc")); show(chomp("a\n\n"))
show(chomp("a\r")); show(chomp("\r\n")); show(chomp("")); println()
a = "March"
show(chop(a)); show(chop(a, head = 1, tail = 2)); show(chop(a, head = 5, tail = 5))
show(chop(a, tail = 0)); show(chop("")); show(chop("αβγ")); show(chop("αβγ", head = 1, tail = 0)); println()
try
    chop(a, head = -1)
catch e
    println(sprint(showerror, e))
end
println(findfirst(isdigit, "ab1c2"), " ", findlast(isdigit, "ab1c2"), " ", findfirst(isdigit, "abc") === nothing)
println(findnext(isspace, "a b c", 3), " ", findprev(isspace, "a b c", 3))
println(findlast("ab", "abcab"), " ", findprev("ab", "abcab", 4), " ", findlast("", "abc"))
