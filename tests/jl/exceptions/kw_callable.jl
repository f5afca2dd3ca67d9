# Keyword candidates of callable objects, closures and anonymous functions
const here = abspath(@__FILE__)
show_err(e, T) = println(replace(replace(sprint(showerror, e), here => "FILE"), string(T) => "T"))
struct Scale
    by::Int
end
(p::Scale)(x; round=false) = p.by * x
try
    Scale(2)(3; rnd=true)
catch e
    show_err(e, Scale)
end
function make()
    h(x; k=1, l=2) = x + k + l
    h
end
h = make()
try
    h(1; m=3)
catch e
    show_err(e, typeof(h))
end
anon = (x; k=1) -> x * k
println(anon(2; k=3))
try
    anon(2; j=1)
catch e
    show_err(e, typeof(anon))
end
