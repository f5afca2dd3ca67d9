# @macroexpand of a macro from another module: the free names of its own code print
# qualified by that module (Main.M.helper), escaped code stays as written, locals are
# renamed (#N# here; file paths shown as FILE).
const F = @__FILE__
p(x) = println(replace(replace(string(x), F => "FILE"), r"#\d+#" => "#N#"))
module M
export @twice_k
helper() = 42
x = 1
const K = 7
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
end
p(@macroexpand M.@m)
p(@macroexpand M.@gx)
p(@macroexpand M.@sc y + 1)
p(@macroexpand M.@loc y)
using .M
p(@macroexpand @twice_k n)
p(macroexpand(M, :(@gx)))
p(macroexpand(Main, :(M.@m() + M.@gx)))
println(M.@m)
module M2
helper() = 42
macro inner(v) :(helper() + $(esc(v))) end
macro outer(v) :(@inner $(esc(v))) end
end
p(@macroexpand M2.@outer 3)
