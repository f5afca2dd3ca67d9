# Macro hygiene across modules: the free names a macro's own (unescaped) code uses are
# resolved in the module that defined the macro, whether it is called as M.@m or after
# `using .M`; escaped code and the names the expansion binds itself stay the caller's.
module M
export @twice_k
helper() = 42
x = "M's x"
const K = 7
scale(v) = v * K
macro m() :(helper()) end
macro gx() :(x) end
macro sc(v) :(scale($(esc(v)))) end
macro twice_k(v) :($(esc(v)) * 2 * K) end
macro loc(v)
    quote
        t = $(esc(v))
        (t, x)
    end
end
macro mkfun(name)
    :($(esc(name))(a) = helper() + a)
end
macro cnt()
    :(counter[] += 1)
end
const counter = Ref(0)
end

x = "Main's x"
helper() = -1
println(M.@m)
println(M.@gx)
println(M.@sc 3)
println(M.@loc x)
using .M
println(@twice_k 5)
K = 1000
println(@twice_k 1)
function f()
    x = "f's local"
    helper = 0
    (M.@gx, M.@m, M.@sc(2))
end
println(f())
M.@mkfun g
println(g(1))
M.@cnt
M.@cnt
println(M.counter[])

module P
using ..M
macro pm(v) :(M.scale($(esc(v))) + offset) end
const offset = 100
end
println(P.@pm 1)

# a macro whose expansion calls another macro of its own module
module M2
helper() = 42
macro inner(v) :(helper() + $(esc(v))) end
macro outer(v) :(@inner $(esc(v))) end
end
println(M2.@outer 1)
fo(y) = M2.@outer y
println(fo(2))
