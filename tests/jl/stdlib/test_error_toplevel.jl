# A @test whose expression throws, outside any test set: "Error During Test" with the
# exception and its trace, then the script ends as for a failure. A non-Boolean value is
# an error too (caught here). The case's directory is shown as DIR/.
using Test
# the output of f() with the case's directory shown as DIR/ (each case runs in a fresh one)
dirless(f) = (p = tempname(); try open(io -> redirect_stdout(f, io), p, "w") finally
    print(replace(read(p, String), @__DIR__() * "/" => "DIR/")); rm(p) end)
dirless() do
    try
        @test 42
    catch e
        println("caught ", typeof(e))
    end
    @test parse(Int, "x1") == 1
end
