# @macroexpand / @macroexpand1 / macroexpand(m, ex): user macros expanded, escaped code kept
# as written, free names of the macro's own code qualified by its module (Main.f), its
# local names renamed #N#name (N varies, shown as #N# here); file paths shown as FILE
const F = @__FILE__
p(x) = println(replace(replace(string(x), F => "FILE"), r"#\d+#" => "#N#"))

macro sq(x)
    return esc(:($x * $x))
end
p(@macroexpand @sq a + 1)
macro callf(x)
    :(f($x))
end
p(@macroexpand @callf a)
println(repr(@macroexpand @callf a))
macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
p(@macroexpand @twice g(1))
macro loc(x)
    quote
        y = $(esc(x))
        y + 1
    end
end
p(@macroexpand @loc 2)
ex = @macroexpand @loc 2
println(ex.args[2].args[1] === ex.args[4].args[2], " ", ex.args[2].args[1] !== :y)
macro outer(x)
    :(@sq $(esc(x)))
end
p(@macroexpand @outer b)
p(@macroexpand1 @outer b)
p(macroexpand(Main, :(@sq z)))
p(macroexpand(Main, :(h(@sq z), @callf(w))))
p(macroexpand(Main, :(@outer q); recursive = false))
p(macroexpand(Main, :(x + 1)))
module M
    g(x) = 2x
    macro callg(x)
        :(g($(esc(x))))
    end
end
p(@macroexpand M.@callg k)
println(@sq 3)
