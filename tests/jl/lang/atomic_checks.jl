# Julia 1.7 checks atomic fields: an @atomic field is written only atomically, a plain field
# only plainly, and each operation takes only the orderings that suit it
mutable struct AC
    @atomic x::Int
    y::Int
end
a = AC(1, 2)
println(a.x, " ", getfield(a, :x))   # a plain read is allowed
show_err(f) = try f() catch e; println(e) end
show_err(() -> (a.x = 3))
show_err(() -> setfield!(a, :x, 3))
setfield!(a, :x, 4, :sequentially_consistent)
println(a.x)
show_err(() -> @atomic a.y = 5)
show_err(() -> @atomic a.y)
show_err(() -> @atomic a.y += 1)
show_err(() -> @atomicswap a.y = 1)
show_err(() -> @atomicreplace a.y 2 => 3)
show_err(() -> getproperty(a, :x, :not_atomic))
show_err(() -> setfield!(a, :y, 1, :monotonic))
show_err(() -> @atomic :release a.x)
show_err(() -> @atomic :acquire a.x = 1)
show_err(() -> @atomic :unordered a.x += 1)
show_err(() -> @atomicreplace :monotonic :sequentially_consistent a.x 4 => 5)
println(@atomicreplace :sequentially_consistent :monotonic a.x 4 => 5)
println(@atomic :unordered a.x)
a.y = 9
println(a.y, " ", @atomic a.x)
# the same write in a function compiled for AC
setx!(o, v) = (o.x = v)
show_err(() -> setx!(a, 7))
println(@atomic a.x)
a.x = 8
