# VersionNumber, v"..." literals and VERSION (jolt follows Julia 1.7)
println(VERSION.major, ".", VERSION.minor, " ", VERSION isa VersionNumber)
println(VERSION >= v"1.6", " ", VERSION < v"1.8", " ", v"1.7" <= VERSION < v"1.8-")
v = v"1.2.3-rc.1+build.5"
println(v, " ", repr(v), " ", string(v))
println(v.major, " ", repr(v.minor), " ", v.patch, " ", v.prerelease, " ", v.build)
show(v"2"); println()
println(VersionNumber(1, 2), " ", VersionNumber(3), " ", VersionNumber("v0.4.1"))
# ordering: a prerelease before its release; numeric identifiers by value, before names
vs = [v"1.0.0", v"1.0.0-beta", v"1.0.0-alpha.10", v"1.0.0-alpha.2", v"0.9.9", v"1.0.0-alpha",
      v"1.0.1", v"1.0.0+meta"]
println(sort(vs))
println(v"1.2" == v"1.2.0", " ", v"1.2.0" == v"1.2.0-a", " ", isless(v"1.2.0-a", v"1.2.0"))
println(Base.thispatch(v), " ", Base.nextminor(v"1.2.3"), " ", Base.nextpatch(v"1.2.3-pre"))
d = Dict(v"1.0" => "one", v"2.0" => "two")
println(d[v"1.0.0"], " ", haskey(d, v"3"))
for s in ("1.x", "1.2.3.4", "", "1..2")
    try
        VersionNumber(s)
    catch e
        println(e)
    end
end
try
    VersionNumber(-1)
catch e
    println(e)
end
