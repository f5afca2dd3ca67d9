# a view of a vector by a range of Ints: its type, fields and elements, and the bounds check
v = collect(10:20)
for r in (2:4, 1:0, 3:2:9, 9:-3:1, Base.OneTo(3), 5:4)
    w = view(v, r)
    println(typeof(w), " ", w, " ", w.offset1, " ", w.stride1, " ", length(w))
end
try view(v, 0:2) catch e; println(sprint(showerror, e)) end
try view(v, 10:12) catch e; println(sprint(showerror, e)) end
