# @test_logs collects the log messages of an expression instead of showing them and
# matches them against (level, message) patterns; @test_warn / @test_nowarn look at what
# the expression writes on stderr. Both give the expression's value.
using Test
function noisy(x)
    @info "starting" x
    x < 0 && @warn "negative input"
    @debug "details"
    return 2x
end
@testset "logs" begin
    @test_logs (:info, "starting") noisy(1)
    @test_logs (:info, "starting") (:warn, "negative input") noisy(-1)
    @test_logs (:info, r"^start") (:warn,) noisy(-2)
    @test_logs (:warn, "negative input") match_mode = :any noisy(-3)
    @test_logs (:info, "starting") (:debug, "details") min_level = :debug noisy(1)
    @test (@test_logs (:info, "starting") noisy(5)) == 10
    @test_logs 1 + 1
    @test_warn "oops" print(stderr, "an oops here")
    @test_warn r"^an" print(stderr, "an oops here")
    @test_nowarn println("to stdout")
    @test (@test_nowarn 3 + 4) == 7
end
@info "shown again after the tests"
