# A `const` is initialised when the program runs, once, even in an executable: its
# initialiser's effects (writing a file, printing) happen then, and what it reads (ARGS,
# files) is what the program sees, not what the compiler saw.
const log = "runs.txt"
const runs = (open(io -> println(io, "ran"), log, "a"); count(==('\n'), read(log, String)))
println("initialiser ran ", runs, " time(s)")
const nargs = length(ARGS)
const first_arg = isempty(ARGS) ? "none" : ARGS[1]
const twice = nargs * 2
const table = (println("building table"); Dict(a => length(a) for a in ARGS))
const limit = 10^3
report() = println(nargs, " args, first ", first_arg, ", twice ", twice, ", limit ", limit)
report()
lookup(k) = get(table, k, -1)
println(lookup("alpha"), " ", lookup("zeta"))
module Inner
const greeting = string("hello ", length(ARGS))
greet() = greeting * "!"
end
println(Inner.greet())
