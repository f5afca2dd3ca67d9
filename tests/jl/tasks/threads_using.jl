# `using Base.Threads` brings @spawn, @threads, Atomic and the atomic_* functions in
using Base.Threads
println(nthreads(), " ", threadid())
t = @spawn 1 + 2
println(fetch(t))
a = Atomic{Int}(0)
function f(a)
    @sync for i in 1:10
        @spawn atomic_add!(a, i)
    end
    @threads for i in 1:3
        atomic_add!(a, 1)
    end
    return a[]
end
println(f(a))
println(a)
c = Channel(3)
put!(c, 1)
put!(c, "a")
println(c)
println(eltype(c), " ", eltype(Channel{Int}(1)))
println(typeof(Channel{Int}(1)))
