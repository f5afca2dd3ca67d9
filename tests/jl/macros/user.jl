macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
@twice println("hi")
macro square(x)
    :($(esc(x)) * $(esc(x)))
end
println(@square(7))
macro swap!(a, b)
    quote
        tmp = $(esc(a))
        $(esc(a)) = $(esc(b))
        $(esc(b)) = tmp
    end
end
p, q = 1, 2
tmp = 100
@swap! p q
println(p, " ", q, " ", tmp)
macro addall(xs...)
    :(+($(xs...)))
end
println(@addall 1 2 3 4)
e = :(1 + 2)
println(e)
x = 5
ex = :(x * $x)
println(ex)
println(Expr(:call, :-, 3, 1))
macro myassert(c)
    msg = string(c)
    :($(esc(c)) ? nothing : error("failed: " * $msg))
end
@myassert 1 < 2
try
    @myassert 2 < 1
catch err
    println(err.msg)
end
# hygiene: the macro's own `t` does not touch the caller's
macro timestwo(ex)
    quote
        t = $(esc(ex))
        2t
    end
end
t = 1
println(@timestwo(t + 10), " ", t)
module Mac
export @double
macro double(x)
    :(2 * $(esc(x)))
end
end
using .Mac
println(@double(21), " ", Mac.@double(5))
