# @nospecialize on an optional argument: `@nospecialize(x = default)` is an argument with
# a default value, as when written without the macro
h(@nospecialize(x = 10)) = x + 1
k(a, @nospecialize(t = Tuple), @nospecialize(u::Int = 3)) = (a, t, u)
println(h(), " ", h(1))
println(k(1), " ", k(1, Int), " ", k(1, 2, 4))
