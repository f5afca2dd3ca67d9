# user-defined string macros (with and without a flag), raw"…", and `a; b` on one line
# running in order (a macro defined before its use on the same line)
macro up_str(s)
    uppercase(s)
end
println(up"hello")
macro tag_str(s, flag)
    string(s, "/", flag)
end
println(tag"abc"q, " ", tag"x"yz)
macro len_str(s)
    :(length($s))
end
println(len"héllo")
println(raw"a\nb\$", " ", raw"C:\path\to", " ", raw"say \"hi\"", " ", length(raw"\\"))
println(r"a.c" isa Regex, " ", b"ab", " ", big"12345678901234567890" + 1)
macro m() 1 end; println(@m)
x = 1; y = x + 1; println(y)
f(a) = 2a; println(f(21))
