# the hints Julia 1.7's showerror adds to some MethodErrors
firstlines(e, n) = join(split(sprint(showerror, e), "\n")[1:n], "\n")
try
    [1, 2] + 1
catch e
    println(firstlines(e, 2))
end
try
    2.0 - [1.0, 2.0]
catch e
    println(firstlines(e, 2))
end
a = [1, 2, 3]
try
    a(2)
catch e
    println(sprint(showerror, e))
end
