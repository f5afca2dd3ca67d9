# A test set type of one's own: @testset MyType opts... "name" begin ... end makes one with
# the options as keywords, nested sets without a type take their parent's, record and
# finish are the type's methods, and @testset gives what finish returns.
using Test
struct CustomTestSet <: Test.AbstractTestSet
    description::AbstractString
    foo::Int
    results::Vector
    CustomTestSet(desc; foo = 1) = new(desc, foo, [])
end
Test.record(ts::CustomTestSet, child::Test.AbstractTestSet) = push!(ts.results, child)
Test.record(ts::CustomTestSet, res::Test.Result) = push!(ts.results, res)
function Test.finish(ts::CustomTestSet)
    if Test.get_testset_depth() > 0
        Test.record(Test.get_testset(), ts)
    end
    ts
end
ts = @testset CustomTestSet foo = 4 "custom testset inner 2" begin
    @testset "custom testset inner" begin
        @test true
        @test 1 == 2
    end
    @test_broken false
end
println(typeof(ts), " ", ts.description, " ", ts.foo, " ", length(ts.results))
inner = ts.results[1]
println(typeof(inner), " ", inner.description, " ", inner.foo)
for r in inner.results
    println(typeof(r))
end
println(typeof(ts.results[2]))
v = @testset CustomTestSet "n = $n" for n in 1:2
    @test n > 0
end
println([t.description for t in v])
try
    @testset Int "wrong" begin end
catch e
    println(e)
end
name = "a name"
try
    @testset name begin end
catch e
    println(e)
end
