# replace with Regex patterns: strings, SubstitutionString (\0, \N, \g<name>), functions, count
println(replace("The foxes.", r"fox(es)?" => s"bus\1"))
println(replace("The fox.", r"fox(es)?" => s"bus\1"))
println(replace("abcd", r"b?" => "^"))
println(replace("hello world", r"o" => uppercase))
println(replace("hello world", r"\w+" => s -> string(length(s))))
println(replace("a b c", r"\w" => typeof))
println(replace("#Hello# from Julia", r"#(.+)# from (?<from>\w+)" => s"FROM: \g<from>; MESSAGE: \1"))
println(replace("abcde", r"(..)(?P<byname>d)" => s"\g<byname>xy\\\1"))
println(replace("abc", r"b" => s"[\0]"), " ", replace("abc", r"(b)" => s"<\g<1>>"))
println(replace("aaa", r"a" => "b", count=2), " ", replace("aaa", r"a" => "b", count=0))
println(replace("abcabc", "a" => "b", "b" => "c", r".+" => "a"))
println(replace("quick quicker", r"[aeiou]" => "ä", "ui" => "ki"))
println(replace("x1y22", r"\d" => 'N'), " ", replace("", r"" => "x"))
println(replace("tab\there", r"\t" => s"\t"))
sub = s"Hello \g<name>, it's \1"
println(sub)
show(sub); println()
println(typeof(sub))
println(replace("ab", r"(?<q>a)(c)?" => s"[\2]"))
for (pat, rep) in [(r"q", s"a\1b"), (r"(?P<x>)", s"\g<y>"), (r"a", s"x\\"), (r"a", s"\g<1")]
    try
        replace("qa", pat => rep)
    catch e
        println(e)
    end
end
try
    replace("qa", "q" => s"a\1b")
catch e
    println(e)
end
