# hvncat with a dimension and no values (1.7): an empty array of Any with that many
# dimensions (typed_hvncat: of the given type); 0 dimensions cannot be empty, fewer is an error
a = hvncat(1); println(typeof(a), " ", size(a), " ", a)
b = hvncat(2); println(typeof(b), " ", size(b))
c = hvncat(3); println(typeof(c), " ", size(c), " ", isempty(c))
show(stdout, MIME"text/plain"(), c); println()
d = Base.typed_hvncat(Int64, 2); println(typeof(d), " ", size(d))
e = Base.typed_hvncat(Float32, 4); println(typeof(e), " ", size(e))
for f in (() -> hvncat(0), () -> hvncat(-1), () -> Base.typed_hvncat(Int64, -2))
    try
        f()
    catch err
        showerror(stdout, err); println()
    end
end
println(hvncat(1, 5), " ", hvncat(2, 1, 2), " ", size(hvncat(3, [1 2])))
