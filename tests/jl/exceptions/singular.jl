# A singular system raises LinearAlgebra's SingularException, which prints with its module
# when LinearAlgebra is not in use, as in Julia.
try
    [1.0 2.0; 2.0 4.0] \ [1.0, 2.0]
catch e
    println(e, " ", e.info, " ", typeof(e))
end
e = LinearAlgebra.SingularException(3)
println(e, " ", e isa Exception, " ", sprint(showerror, e))
[1.0 2.0; 2.0 4.0] \ [1.0, 2.0]
