# replace with several pairs: leftmost match first, ties to the pair listed first, only the
# original text is searched, `count` (empty matches skipped after a match still count),
# String/Char/predicate/tuple/Regex patterns and String/Char/function/s"" replacements
s = "quick quicker quickest"
println(replace("abcabc", "a" => "b", "b" => "c", r".+" => "a"))
println(replace("foobarbaz", "oo" => "zz", "ar" => "zz", "z" => "m"))
println(replace("foobarbaz", "z" => "m", "ar" => "zz", "oo" => "zz", count = 2))
println(replace(s, "quickest" => 'z', "quicker" => uppercase, "quick" => 'a'))
println(replace(s, "quick" => 'a', "quicker" => uppercase, "quickest" => 'z'))
println(replace(s, "qu" => "QU", "qu" => "never happens", "ick" => ""))
println(replace(s, r"[aeiou]" => "ä", "ui" => "ki", "i" => "I"))
println(replace(s, "i" => "I", "ui" => "ki", r"[aeiou]" => "ä"))
println(replace("abcd", "" => "^"), " ", replace("abcd", r"b?" => "^"), " ", replace("", "" => "x"))
println(replace("foobar", 'o' => '0', "" => "", count = 1))
# the empty match right after "b" is skipped yet counted: count = 3 stops before the last
println(replace("abc", "b" => "X", "" => "-"), " ", replace("abc", "b" => "X", "" => "-", count = 3),
        " ", replace("abc", "b" => "X", "" => "-", count = 2), " ", replace("abc", "" => "-", "b" => "X"))
println(replace("a1b22c333", r"\d+" => d -> string(length(d)), count = 2))
println(replace("aaa", "a" => "b", count = Int32(2)), " ", replace("aaa", "a" => "b", count = 0))
println(replace("abcdef", "a" => "1", "b" => "2", "c" => "3", "d" => "4", "e" => "5"; count = 4))
println(replace("abcdef", "a" => "1", "b" => "2", "c" => "3", "d" => "4", "e" => "5", "f" => "6"))
println(replace("héllo wörld", 'ö' => 'o', 'é' => "e"), " ", replace("Hello World", isuppercase => lowercase))
println(replace("a", 'a' => typeof), " ", replace("a", "a" => typeof), " ", replace("a", r"a" => typeof))
println(replace("abcabc", ('a', 'c') => "_"), " ", replace("abcabc", ['b'] => 'B', 'c' => 2.5))
println(replace(SubString("xfoox", 2, 4), "o" => "0"), " ", typeof(replace(SubString("xfoox", 2, 4))))
println(replace("aaaa", "aa" => "b"), " ", replace("aaa", "aa" => "b", "a" => "c"), " ", replace("aaa", "a" => "c", "aa" => "b"))
println(replace("The foxes.", r"fox(es)?" => s"bus\1"), " ", replace("ab", "x" => "y", "z" => "w"))
# a pattern that is one malformed character matches characters, not bytes inside "€"
println(repr(replace("a\xe2\x82\xac", "\xe2" => "X")), " ", repr(replace("a\xe2b", "\xe2" => "X")),
        " ", repr(replace("a\xe2\x82\xac", '\xe2' => 'X')), " ", repr(replace("€€", "€" => "e", "" => "|")))
for c in (-1, -5)
    try
        replace("abc", "a" => "b", "c" => "d"; count = c)
    catch e
        println(sprint(showerror, e))
    end
end
try
    replace("abc", "a" => s"\1")
catch e
    println(sprint(showerror, e))
end
big = repeat("The quick brown fox jumps over the lazy dog; the dog naps. ", 1000)
r = replace(big, "fox" => "cat", "dog" => "wolf", "the" => "a", "quick" => "slow")
println(length(r), " ", r[1:60])
ps = [string(Char(96 + k)) => string(k) for k in 1:12]   # more pairs than the C pass keeps on its stack
println(replace("abcdefghijklmnop", ps...), " ", replace("abcdefghijklmnop", ps...; count = 3))
