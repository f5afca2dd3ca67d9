# Julia 1.7's atomic fields and the @atomic, @atomicswap and @atomicreplace macros
mutable struct AT
    @atomic x::Int
    y::String
end
a = AT(1, "s")
println(@atomic a.x)
println(a.y)
@atomic a.x = 5
println(@atomic a.x)
println(@atomic a.x += 1)
println(@atomic a.x + 1)
println(@atomic :monotonic a.x)
println(@atomic :acquire_release a.x *= 2)
println(@atomic max(a.x, 100))
println(@atomic a.x max 3)
println(@atomic :sequentially_consistent a.x min 50)
println(@atomicswap a.x = 2)
println(@atomicreplace a.x 2 => 10)
println(@atomicreplace a.x 2 => 11)
p = 10 => 12
println(@atomicreplace :monotonic a.x p)
println(@atomic a.x)
@atomic a.x = 7.0
println(@atomic a.x)
mutable struct Counter
    @atomic n::Int
end
c = Counter(0)
@sync for i in 1:10
    Threads.@spawn @atomic c.n += 1
end
println(@atomic c.n)
try @atomic :bogus a.x catch e; println(e) end
try @atomic a.x = 1.5 catch e; println(e) end
