# text/plain of a Char: code point and Unicode category (also per line in a Vector{Char})
display('a'); display('é'); display('😀'); display('\n'); display(' '); display('1'); display('\u2028'); show(IOContext(stdout, :compact=>true), MIME("text/plain"), 'x'); println(); display(['a', 'b'])
