# a keyword no method takes: the MethodError shows the call with its keywords
f(x; k=1) = x
g(x) = x
for thunk in (() -> f(1; z=2), () -> f(1; z="a", k=3), () -> g(2.5; q=:s))
    try
        thunk()
    catch e
        println(first(split(sprint(showerror, e), '\n')))
    end
end
f(1; z=2)
