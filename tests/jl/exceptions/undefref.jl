# UndefRefError is Core's exception type, thrown for an unassigned array element or field
v = Vector{Any}(undef, 2)
v[2] = "x"
println(isassigned(v, 1), " ", isassigned(v, 2))
try
    v[1]
catch e
    println(typeof(e), " ", e isa Exception, " ", e)
    showerror(stdout, e); println()
end
show(v); println()
v[1]
