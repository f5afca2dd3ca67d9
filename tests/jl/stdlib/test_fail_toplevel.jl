# A failing @test outside any test set prints the failure and throws at once: the script
# ends with "There was an error during testing" (no trace, as Julia shows it) and exit
# status 1. The case's directory is shown as DIR/.
using Test
# the output of f() with the case's directory shown as DIR/ (each case runs in a fresh one)
dirless(f) = (p = tempname(); try open(io -> redirect_stdout(f, io), p, "w") finally
    print(replace(read(p, String), @__DIR__() * "/" => "DIR/")); rm(p) end)
dirless() do
    @test 1 == 1
    println("before")
    @test "abc" == uppercase("abc")
    println("not reached")
end
