# @inferred checks a call's value type against jolt's inference of the call
# (Base.return_types): the value when they agree, an error naming both when not; an
# allowed type may be taken out of the inferred one.
using Test
f(a) = a > 1 ? 1 : 1.0
g(a) = a < 10 ? missing : 1.0
h(a; scale = 2) = a * scale
println(@inferred max(1, 2))
println(@inferred sqrt(4.0))
try
    @inferred f(2)
catch e
    println(e)
end
println(@inferred Missing g(20))
try
    @inferred g(20)
catch e
    println(e)
end
println(@inferred h(3; scale = 4))
println(@inferred [1, 2, 3][2])
@testset "inferred in a set" begin
    @test @inferred(abs(-3)) == 3
    @test (@inferred Union{Nothing,Int} findfirst(==(2), [1, 2])) == 2
end
