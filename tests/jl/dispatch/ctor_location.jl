# default constructors are located at the struct body's first line, and a struct with
# typed fields also has the typed constructor T(::FT1, …)
const here = abspath(@__FILE__)
struct P; x::Int; end
struct Point
    x::Int
    y::Int
end
struct Q{T}
    a::T
end
struct A
    v
end
show_err(f) = try f() catch e; println(replace(sprint(showerror, e), here => "FILE")) end
show_err(() -> P("a", 1))
show_err(() -> Point(1))
show_err(() -> Q(1, 2))
show_err(() -> A(1, 2))
println(P(1), " ", Point(1.0, 2), " ", Q(1.5), " ", A("v"))
