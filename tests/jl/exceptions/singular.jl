# A singular system raises LinearAlgebra's SingularException: it prints with its module
# until `using LinearAlgebra` brings the name in, as in Julia.
try
    [1.0 2.0; 2.0 4.0] \ [1.0, 2.0]
catch e
    println(e, " ", e.info, " ", typeof(e))
end
using LinearAlgebra
e = SingularException(3)
println(e, " ", e isa Exception)
[1.0 2.0; 2.0 4.0] \ [1.0, 2.0]
