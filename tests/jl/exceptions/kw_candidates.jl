# A keyword no method takes: each candidate lists its keywords and the ones it lacks
# (Julia 1.7's show_method_candidates with kwarg_decl)
const here = abspath(@__FILE__)
show_err(e) = println(replace(sprint(showerror, e), here => "FILE"))
f(x; k=1) = x
try
    f(1; z=2)
catch e
    show_err(e)
end
try
    f(1; z=2, w=3)
catch e
    show_err(e)
end
try
    f(1; k=2, z=3)
catch e
    show_err(e)
end
# a required keyword
r(x; k) = x + k
try
    r(1; k=1, j=2)
catch e
    show_err(e)
end
try
    r(1, 2)
catch e
    show_err(e)
end
# a slurp takes every keyword
s(x; k=1, kws...) = (x, k, length(kws))
println(s(1; z=2, w=3))
try
    s(1, 2; z=3)
catch e
    show_err(e)
end
# several methods: the positional arguments still decide which are listed
m(x::Int; a=1) = 1
m(x::String; b=2, c=3) = 2
try
    m(1; b=2)
catch e
    show_err(e)
end
# a function without keywords
g(x) = x
try
    g(2.5; q=:s)
catch e
    show_err(e)
end
# positional arguments no method takes
t(x::String; k=1) = x
try
    t(1; k=2)
catch e
    show_err(e)
end
# redefined without keywords, the method still lists them (Julia's keyword sorter for the
# signature stays)
redef(x; k = 1) = x + k
redef(x) = x * 2
println(redef(3))
try
    redef("a", 2)
catch e
    show_err(e)
end
