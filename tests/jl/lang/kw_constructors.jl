# keyword constructors of different types with the same positional signature
struct Foo; x; a; end
struct Bar; x; b; end
Foo(x; a=1) = Foo(x, a)
Bar(x; b=2) = Bar(x, b)
println(Foo(0; a=5), " ", Bar(0; b=7), " ", Foo(0), " ", Bar(1))
struct P{T}; x::T; k::Int; end
P(x::T; k=3) where {T} = P{T}(x, k)
println(P(1.5; k=4), " ", P("s"))
struct Q; k::Int; end
Q(; k=0) = Q(k)
struct R; j::Int; end
R(; j=-1) = R(j)
println(Q(; k=2), " ", R(; j=5), " ", Q(), " ", R())
println(typeof(IOBuffer(; maxsize=4)))
try
    Foo(0; b=1)
catch e
    println(split(sprint(showerror, e), "\n")[1])
end
