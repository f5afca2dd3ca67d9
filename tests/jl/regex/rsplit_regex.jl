# split takes a Regex; Julia 1.7 has no backward Regex search (findlast/findprev), so
# rsplit with a Regex is findlast's MethodError, as there.
println(split("a1b22c333d", r"\d+"))
println(split("a1b22c333d", r"\d+"; limit=2))
println(split("a, b,c", r",\s*"))
try
    rsplit("a1b22c333d", r"\d+")
catch e
    println(split(sprint(showerror, e), "\n")[1])
end
