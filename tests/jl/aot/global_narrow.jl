# Untyped globals in an executable: its compile narrows a global to the one concrete type
# every store gives it, and starts over with the global left Any when a later store
# breaks that guess. Whatever the compiler guessed, the program prints what Julia does.
n = 10
v = [3, 1, 2]
sort!(v)
println(v, " ", n * 2)
total = 0
for i in 1:n
    global total += i
end
println(total)
# read in a function before any store: UndefVarError, then the value once stored
f() = later + 1
try
    f()
catch e
    println(e)
end
later = 41
println(f())
# a store of another type, at top level and from a function
x = 1
println(x + 1)
x = "one"
println(x * "!")
function setg()
    global g = 2.5
end
g = 1
println(g)
setg()
println(g, " ", typeof(g))
# a placeholder nothing, then a value
p = nothing
println(p === nothing)
p = [1.5]
println(p)
module M
h = 7
geth() = h
end
println(M.geth())
d = Dict("a" => 1)
d["b"] = 2
println(length(d), " ", d["b"])
