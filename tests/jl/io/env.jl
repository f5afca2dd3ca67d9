# ENV: the process environment as a Dict-like of Strings (getenv/setenv/unsetenv)
ENV["JOLT_TEST_A"] = "alpha"
ENV["JOLT_TEST_B"] = 42            # stored as its string
println(ENV["JOLT_TEST_A"], " ", ENV["JOLT_TEST_B"], " ", typeof(ENV["JOLT_TEST_B"]))
println(haskey(ENV, "JOLT_TEST_A"), " ", haskey(ENV, "JOLT_TEST_NONE"))
println("JOLT_TEST_A" in keys(ENV), " ", "JOLT_TEST_NONE" in keys(ENV))
println(get(ENV, "JOLT_TEST_NONE", "fallback"), " ", get(() -> "lazy", ENV, "JOLT_TEST_NONE"))
println(pop!(ENV, "JOLT_TEST_B"), " ", haskey(ENV, "JOLT_TEST_B"), " ", pop!(ENV, "JOLT_TEST_B", "gone"))
delete!(ENV, "JOLT_TEST_A")
println(haskey(ENV, "JOLT_TEST_A"))
try
    ENV["JOLT_TEST_NONE"]
catch e
    println(e)
end
# iteration yields Pair{String,String}; length counts the entries
ENV["JOLT_TEST_C"] = "x=y"
found = [p for p in ENV if startswith(p.first, "JOLT_TEST_")]
println(found, " ", eltype(ENV), " ", length(ENV) == length(collect(ENV)))
d = copy(ENV)
println(typeof(d), " ", d["JOLT_TEST_C"])
# withenv sets, runs, and restores (a nothing value unsets)
withenv("JOLT_TEST_C" => "temp", "JOLT_TEST_D" => "new") do
    println(ENV["JOLT_TEST_C"], " ", ENV["JOLT_TEST_D"])
end
println(ENV["JOLT_TEST_C"], " ", haskey(ENV, "JOLT_TEST_D"))
withenv("JOLT_TEST_C" => nothing) do
    println(haskey(ENV, "JOLT_TEST_C"))
end
println(ENV["JOLT_TEST_C"])
# a child process sees the change
ENV["JOLT_TEST_E"] = "child"
println(ccall(:system, Cint, (Cstring,), "test \"\$JOLT_TEST_E\" = child"))
