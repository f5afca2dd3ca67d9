# InteractiveUtils: @which/which/@edit (the method a call dispatches to and where it is),
# @code_typed/@code_warntype/@code_lowered (the specialization's IR as --dump-ir prints it),
# subtypes/supertypes, versioninfo's shape, and the errors for calls no method takes.
using InteractiveUtils
here(s) = replace(string(s), (@__FILE__) => "FILE")
f(x::Int) = x + 1
f(x) = x
g(a, b=2; k=1) = a * b
println(here(@which f(1)))
println(here(@which f("a")))
println(here(which(f, (Float64,))), " | ", here(which(f, Tuple{Int})))
println(typeof(@which f(1)))
redirect_stdout(() -> (@edit f(2)), "edit.txt")
print(here(read("edit.txt", String)))
println(here(@which g(1, 2)))
@code_warntype f(1)
t = @code_typed f(1.5)
println(typeof(t))
show(t)
print(@code_lowered f(1))
println(subtypes(Integer))
println(supertypes(Int))
try
    which(f, (Int, Int))
catch e
    println(e)
end
try
    @which 1 + 2 + x
catch e
    println(typeof(e))
end
v = sprint(versioninfo)
println(startswith(v, "jolt version"), " ", occursin("\n  WORD_SIZE: 64\n", v))
println(parentmodule(InteractiveUtils) === InteractiveUtils, " ", @which(f(1)) isa Method)
