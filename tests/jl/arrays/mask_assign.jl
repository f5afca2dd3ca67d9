# Bool masks among several indices, for reading and assignment, and BoundsError's index as
# Julia's show_index prints it (a colon as 1:n, a mask as its summary)
B = [1 2; 3 4]
B[[false, true], :] = [9 9]
println(B)
B[:, [true, false]] .= 0
println(B)
try
    zeros(2, 2)[[true, false, true], 1]
catch e
    println(sprint(showerror, e))
end
try
    zeros(2, 2)[:, 3]
catch e
    println(sprint(showerror, e))
end
try
    [1, 2, 3][[true, false]]
catch e
    println(sprint(showerror, e))
end
try
    B[[true, false, true], :] = [1 1]
catch e
    println(sprint(showerror, e))
end
try
    B[[true, true], :] = [1 1]
catch e
    println(sprint(showerror, e))
end
try
    ones(2, 3, 2)[:, :, 3]
catch e
    println(sprint(showerror, e))
end
try
    ones(2, 3, 2)[:, 7]
catch e
    println(sprint(showerror, e))
end
