# Redefining constants and functions as Julia 1.7's module.c checks them: the same value is
# silent, another value of the type warns on stderr, another type is an error; a variable
# cannot become constant, nor a variable or a non-function constant a function
const N = 10
const N = 10
println(N)
const N = 20
println(N)
for ex in (:(const N = 2.5), :(x = 1), :(const x = 2), :(y = 1), :(y(a) = 2), :(const z = 1),
           :(z(a) = 2), :(g = sin), :(g(a) = 1))
    try
        eval(ex)
    catch e
        println(sprint(showerror, e))
    end
end
println(N, " ", x, " ", y, " ", z)
struct S end
S(a) = a + 1
println(S(2))
