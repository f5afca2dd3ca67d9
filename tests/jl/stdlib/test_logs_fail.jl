# A @test_logs whose messages do not match: "Log Test Failed" with the patterns and the
# captured records; it counts as a failure of the set. The case's directory is DIR/.
using Test
# the output of f() with the case's directory shown as DIR/ (each case runs in a fresh one)
dirless(f) = (p = tempname(); try open(io -> redirect_stdout(f, io), p, "w") finally
    print(replace(read(p, String), @__DIR__() * "/" => "DIR/")); rm(p) end)
dirless() do
    try
        @testset "logs" begin
            @test_logs (:warn, "expected") begin
                @warn "something else"
                1
            end
            @test_logs (:info, "a") (:info, "b") @info("a")
        end
    catch e
        println(e)
    end
end
