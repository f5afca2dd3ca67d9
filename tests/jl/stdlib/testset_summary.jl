# Passing test sets: the summary table of the outermost one (columns only for counts that
# are not zero, widths from the numbers and the longest name shown), nested sets folded
# into their parent unless verbose=true, `@testset for`, the value of @testset.
using Test
@testset "trigonometric identities" begin
    θ = 2 / 3 * π
    @test sin(-θ) ≈ -sin(θ)
    @test cos(-θ) ≈ cos(θ)
    @test sin(2θ) ≈ 2 * sin(θ) * cos(θ)
    @test cos(2θ) ≈ cos(θ)^2 - sin(θ)^2
end;
ts = @testset "nested" begin
    @test true
    @testset "child one" begin
        @test 1 < 2
        @testset "grandchild" begin
            @test 2 < 3
        end
    end
    @testset "child two" begin
        @test_broken false
    end
end
println(typeof(ts), " ", ts.description, " ", ts.n_passed, " ", length(ts.results))
@testset "with a much longer description than the header" begin
    for i in 1:120
        @test i > 0
    end
end
@testset "verbose" verbose = true begin
    @testset "a" begin
        @test true
    end
    @testset "bb" begin
        @test_skip false
        @test true
    end
end
@testset "empty" begin
end
sets = @testset "loop $i" for i in 1:3
    @test i <= 3
end
println(length(sets), " ", [s.description for s in sets])
@testset for x in [1, 2], y in (:a,)
    @test x isa Int
end
@testset "outer" begin
    @testset "inner $k" for k in 1:2
        @test k > 0
    end
end
