# bad patterns, flags, options and group names give Julia's errors
for p in ["a(", "[b", "a{2,1}", "*", "\\", "(?<1a>x)", "ab\xffc"]
    try
        Regex(p)
    catch e
        println(typeof(e), ": ", e.msg)
    end
end
try
    Regex("a", "q")
catch e
    println(e)
end
try
    Regex("a", 0x10000000, 0)
catch e
    println(e)
end
try
    Regex("a", 0, 0x00000100)
catch e
    println(e)
end
m = match(r"(?<n>a)(b)?", "a")
try
    m[:zz]
catch e
    println(e)
end
try
    m[3]
catch e
    println(typeof(e))
end
try
    findnext(r"a", "abc", 5)
catch e
    println(typeof(e))
end
println(findnext(r"a", "abc", 4) === nothing)
