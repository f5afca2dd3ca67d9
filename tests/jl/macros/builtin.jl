# @show, @assert, @elapsed, @inbounds/@inline/@noinline, @time's line format
x = 5
@show x + 1
y = @show x * 2
println(y)
@assert x == 5
@assert x > 0 "positive"
try
    @assert x == 6
catch e
    println(typeof(e), ": ", e.msg)
    println(e)
end
try
    @assert x < 0 "x must be negative"
catch e
    showerror(stdout, e)
    println()
end
t = @elapsed sum([1, 2, 3])
println(t isa Float64, " ", t >= 0.0)
@inline f(a) = a + 1
@noinline g(a) = a * 2
function h(v)
    s = 0
    @inbounds for i in 1:length(v)
        s += v[i]
    end
    s
end
println(f(1), " ", g(3), " ", h([1, 2, 3]))
Base.time_print(1234567)
Base.time_print(12345678901)
println(@__LINE__)
