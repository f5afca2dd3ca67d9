# Exceptions of the program's own types: showerror and show methods are used by
# showerror, sprint and the uncaught-error report; keyword type errors; constructors.
struct MyError <: Exception
    msg::String
end
Base.showerror(io::IO, e::MyError) = print(io, "MyError: ", e.msg)
struct Coded <: Exception
    code::Int
end
Base.show(io::IO, e::Coded) = print(io, "Coded#", e.code)
struct Plain <: Exception
    x::Int
end
for ex in (MyError("bad"), Coded(3), Plain(1))
    try
        throw(ex)
    catch e
        showerror(stdout, e); println(" | ", e, " | ", sprint(showerror, e))
    end
end
h(x; k::Int) = x + k
g(; r::Real = 1.5) = r
for thunk in (() -> h(1; k = "a"), () -> g(r = "no"), () -> h(1; k = 2.0))
    try
        thunk()
    catch e
        println(sprint(showerror, e))
    end
end
println(g(r = 2), " ", h(1; k = 2))
println(sprint(showerror, StringIndexError("héllo", 3)))
println(sprint(showerror, TypeError(:f, "ctx", Int, "s")), " | ", TypeError(:f, "", Int, 1.5))
f() = throw(MyError("uncaught"))
f()
