# Failures and errors inside test sets: each is printed when it happens (prefixed by the
# set's name), the outermost set prints its summary with Fail/Error columns and the rows of
# the sets below it that did not pass, then throws TestSetException: the script ends with
# Julia's report and exit status 1. The case's directory is shown as DIR/.
using Test
# the output of f() with the case's directory shown as DIR/ (each case runs in a fresh one)
dirless(f) = (p = tempname(); try open(io -> redirect_stdout(f, io), p, "w") finally
    print(replace(read(p, String), @__DIR__() * "/" => "DIR/")); rm(p) end)
dirless() do
    @testset "arithmetic" begin
        @test 1 + 1 == 2
        @test 1 + 1 == 3
        @test [1, 2] == [1, 3]
        @test 0.1 + 0.2 ≈ 0.4 atol = 0.01
        @test isequal("a", "b")
        @test_throws ArgumentError 1 + 1
        @test_throws DomainError error("other")
        @test 1
        @test_broken 1 == 1
        @testset "all pass" begin
            @test true
        end
        @testset "a nested set that fails" begin
            @test false
            @test_skip false
        end
    end
end
