# An uncaught exception whose type has its own showerror(io, e, bt) is reported as that
# method writes it: here without the trace, as Julia's report of Test's TestSetException.
struct Quiet <: Exception
    n::Int
end
Base.showerror(io::IO, e::Quiet, bt; backtrace = true) = print(io, "quiet failure ", e.n)
Base.showerror(io::IO, e::Quiet) = print(io, "quiet failure ", e.n)
println(sprint(showerror, Quiet(1)))
f(n) = throw(Quiet(n))
f(2)
