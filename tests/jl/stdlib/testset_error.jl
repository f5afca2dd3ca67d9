# Errors in a test set: a @test whose expression throws ("Test threw exception" with the
# exception and its trace, cut at the test), and an exception outside any @test, which
# ends the set's block and counts as an Error of the set. The TestSetException is caught
# here and shown; its fields count the results. The case's directory is shown as DIR/.
using Test
# the output of f() with the case's directory shown as DIR/ (each case runs in a fresh one)
dirless(f) = (p = tempname(); try open(io -> redirect_stdout(f, io), p, "w") finally
    print(replace(read(p, String), @__DIR__() * "/" => "DIR/")); rm(p) end)
checked(x) = x > 0 ? x : throw(DomainError(x, "must be positive"))
dirless() do
    try
        @testset "errors" begin
            @test checked(1) == 1
            @test checked(-1) == 1
            @testset "inner" begin
                @test true
                error("outside of a test")
                @test false
            end
            @test true
        end
    catch e
        println(typeof(e))
        println(e)
        println((e.pass, e.fail, e.error, e.broken, length(e.errors_and_fails)))
        println(typeof(e.errors_and_fails[1]), " ", e.errors_and_fails[1].test_type)
    end
end
