# Base.TOML errors: tryparse returns a ParserError, whose showerror is Julia's block
# (file:line:column, the message, the line and a caret); duplicate keys, redefined
# tables, arrays that cannot grow, bad numbers, dates, strings, keys and characters
const T = Base.TOML
cases = [
    # keys and tables
    "a = 1\na = 2",
    "a = 1\n[a]",
    "[a]\nb = 1\n[a]",
    "[a.b]\n[a]\nb = 2",
    "a.b = 1\n[a]",
    "[fruit]\napple.color = 'red'\n[fruit.apple]",
    "a = {x = 1}\na.y = 2",
    "a = {x = 1}\n[a.b]",
    "a = [1, 2]\n[[a]]",
    "[a]\n[[a]]",
    "[[a]]\n[a]",
    "a = 1\na.b = 2",
    "inline = {a = 1, a = 2}",
    "key with space = 1",
    "a.b = 1\na.b.c = 2",
    "= 1",
    "[a\nb = 1",
    "[[a]\n",
    "a b = 1",
    "ʞ = 1",
    "a = 1 b = 2",
    "[a] x = 1",
    # values
    "a = ",
    "a =\nb = 1",
    "a = tru",
    "a = @",
    "a = [1 2]",
    "a = [1,,2]",
    "a = {x = 1,}",
    "a = {x = 1 y = 2}",
    "a = {x = 1\n}",
    # numbers
    "a = 01",
    "a = 0_1",
    "a = 1__0",
    "a = 1_",
    "a = _1",
    "a = .5",
    "a = 1.",
    "a = 1.e5",
    "a = 1e",
    "a = 1.5x",
    "a = 9223372036854775808",
    "a = 0xffffffffffffffff",
    "a = +0x10",
    "a = 0x_1",
    # dates and times
    "a = 1979-13-01",
    "a = 1979-02-30",
    "a = 1979-05-27T25:00:00",
    "a = 1979-05-27T07:61:00",
    "a = 1979-05-27T07:32",
    "a = 1979-05-27T07:32:00.",
    "a = 1979-05-27T07:32:00+7:00",
    "a = 79-05-27",
    "a = 07:32",
    # strings
    "a = \"abc",
    "a = \"ab\ncd\"",
    "a = 'ab\ncd'",
    "a = \"\\q\"",
    "a = \"\\u12\"",
    "a = \"\\uD800\"",
    "a = \"\\U00110000\"",
    "a = \"\"\"abc",
    "\"\"\"k\"\"\" = 1",
    # characters TOML forbids anywhere
    "a = \"x\u7fy\"",
    "a = 1 # bell \a",
    "a = 1\rb = 2",
    "a = \"\xff\"",
]
for s in cases
    r = T.tryparse(s)
    println(repr(s), " => ", r isa T.ParserError ? r.type : r)
    if r isa T.ParserError
        showerror(stdout, r)
        println()
    end
end
# what was parsed before the error stays in the error
e = T.tryparse("x = 1\ny = [2]\nz = ?")
println(e.table, " ", e.line, " ", e.column, " ", e.pos, " ", e.filepath === nothing)
