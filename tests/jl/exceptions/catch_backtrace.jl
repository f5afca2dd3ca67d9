# catch_backtrace(), stacktrace(bt), showerror(io, e, bt), show_backtrace and
# current_exceptions() print what Julia 1.7 prints for a script (the file's directory is
# replaced so the output does not depend on where the case runs).
here(s) = replace(s, @__DIR__() * "/" => "DIR/")
function f(x)
    x > 0 || error("bad x: ", x)
    x
end
g(x) = f(x) + 1
try
    g(-1)
catch e
    println(here(sprint(showerror, e, catch_backtrace())))
    bt = stacktrace(catch_backtrace())
    println(typeof(bt), " ", length(bt))
    foreach(println, bt)
    println(bt[2].func, " ", basename(string(bt[2].file)), " ", bt[2].line, " ", bt[4].func)
end
try
    error("plain")
catch e
    io = IOBuffer()
    showerror(io, e, catch_backtrace(); backtrace = false)
    println(String(take!(io)))
    for (exc, bt) in current_exceptions()
        println(here(sprint(Base.display_error, exc, bt)))
    end
end
r(n) = n == 0 ? throw(DomainError(n, "zero")) : r(n - 1)
try
    r(3)
catch err
    println(here(sprint(Base.show_backtrace, catch_backtrace())))
end
println(isempty(current_exceptions()))
