# replace on strings with multi-byte characters: the pieces between matches are byte spans
# that may end inside a character (was a StringIndexError)
s = "héllo wörld"
println(replace(s, "l" => "L"))
println(replace(s, "é" => "e", "ö" => "o"))
println(replace(s, 'ö' => "oe"))
println(replace(s, "ö" => uppercase))
println(replace(s, r"[éö]" => "_"))
println(replace("αβγ", "" => "-"))
println(replace("日本語", "本" => "x"; count = 1))
println(replace(s, isspace => '+'))
