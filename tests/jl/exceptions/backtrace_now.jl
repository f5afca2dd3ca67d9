# backtrace(): the frames of the stack where it is called, innermost first, down to the
# script's top level; it leaves catch_backtrace() (the last throw's frames) as it was.
inner() = backtrace()
outer() = inner()
bt = outer()
names = [f.func for f in bt]
println(names[1:4])
println(bt[2].line, " ", bt[3].line, " ", bt[4].func)
g() = error("boom")
try
    g()
catch
    mine = backtrace()
    println(first(catch_backtrace()).func, " ", catch_backtrace()[2].func)
    println(mine[1].func, " ", mine[2].func)
end
