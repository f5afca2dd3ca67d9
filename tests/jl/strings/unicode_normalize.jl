# Unicode.normalize (normal forms and keyword options) through utf8proc
using Unicode
s = Unicode.normalize("café", :NFD)
println(length(s), " ", ncodeunits(s), " ", codepoint(s[end]) == 0x301)
t = Unicode.normalize(s, :NFC)
println(t == "café", " ", length(t))
println(Unicode.normalize("ﬁ", :NFKC), " ", Unicode.normalize("ﬁ", :NFC) == "ﬁ")
println(Unicode.normalize("x²", :NFKD))
println(Unicode.normalize("JuLiA", casefold=true))
println(Unicode.normalize("JúLiA", stripmark=true))
println("μ" == Unicode.normalize("µ", compat=true))
println(repr(Unicode.normalize("a\r\nb", newline2lf=true)))
println(Unicode.normalize(SubString("xcafé", 2), :NFD) == s)
println(repr(Unicode.normalize("", :NFC)))
for f in (() -> Unicode.normalize("abc", :NFX), () -> Unicode.normalize("a", compose=false, compat=true),
          () -> Unicode.normalize("a", newline2lf=true, newline2ls=true), () -> Unicode.normalize("\xff", :NFC))
    try
        f()
    catch e
        println(e)
    end
end
