# parse(Int, s; base) as Julia 1.7's tryparse_internal: Unicode whitespace around the
# number and after the sign, 0b/0o/0x prefixes only with no base given, digits above 36
# upper case first, overflow reported at the digit that overflows, and each error text
function p(s, b = 0)
    try
        v = b == 0 ? parse(Int, s) : parse(Int, s, base = b)
        println(repr(s), " => ", v)
    catch e
        println(repr(s), " => ", sprint(showerror, e))
    end
end
for s in ("12", "-", "+", "- 12", "  + 12  ", "1 2", "12\u00a0", "\u2003 7", "1\u85", "0x", "-0x",
          "0x 1", "0x1f", "-0x1F", "0b101", "0o17", "0a", "0", "0 ", "", "   ", "12é", "+-1",
          "99999999999999999999x", "9223372036854775807", "9223372036854775808",
          "-9223372036854775808", "-9223372036854775809", "1 x", "1\t\n")
    p(s)
end
for (s, b) in (("ff", 16), ("FF", 16), ("-7fffffffffffffff", 16), ("8000000000000000", 16),
               ("g", 16), ("0x10", 16), ("a", 62), ("A", 62), ("zZ", 62), ("Zz", 36), ("102", 2),
               (" 7f ", 16), ("7f g", 16))
    p(s, b)
end
println(tryparse(Int, "- 5"), " ", tryparse(Int, "1 2"), " ", tryparse(Int, "0x"), " ",
        tryparse(Int, "ff", base = 16), " ", tryparse(Int32, "0x 1"), " ", tryparse(Int16, "- 7"))
try
    parse(Int32, "0x 1")
catch e
    println(sprint(showerror, e))
end
