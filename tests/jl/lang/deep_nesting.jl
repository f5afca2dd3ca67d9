# Code nested a thousand levels deep parses, lowers and runs, as in Julia (issue 30):
# parentheses, calls, a left-deep chain of -, a right-deep chain of ^ and of =,
# begin and if blocks. Ten thousand levels is a clean syntax error, never a crash.
run(src) = Core.eval(Main, Meta.parse(src))
n = 1000
println(run("(" ^ n * "1" * ")" ^ n))
println(run("identity(" ^ n * "2" * ")" ^ n))
println(run("1" * " - 1" ^ n))
println(run(join(("a$i" for i in 1:n), " = ") * " = 3"), " ", a1, " ", a1000)
println(run(join(fill("1", n), "^")))
println(run("begin " ^ n * "4" * " end" ^ n))
println(run("if true " ^ n * "5" * " end" ^ n))
println(run("[" ^ n * "6" * "]" ^ n) |> x -> (typeof(x) <: Vector, length(x)))
try
    run("(" ^ 10000 * "1" * ")" ^ 10000)
catch e
    println(typeof(e), ": ", e.msg)
end
f(k) = k == 0 ? 0 : 1 + f(k - 1)
println(f(10000))
