# IOContext: properties, nesting, displaysize, writing through a context
io = IOContext(stdout, :limit => true, :displaysize => (10, 40))
println(get(io, :limit, false), " ", get(io, :compact, false), " ", get(stdout, :limit, false))
println(haskey(io, :limit), " ", haskey(io, :compact), " ", haskey(stdout, :limit))
println(displaysize(io), " ", displaysize(stdout), " ", displaysize(IOContext(stdout)))
println((:limit => true) in io, " ", (:limit => false) in io, " ", (:limit => true) in stdout)
println(io[:displaysize])
try
    io[:nothere]
catch e
    println(typeof(e), " ", e.key)
end
# nesting keeps the outer properties; the newest value of a key wins
io2 = IOContext(io, :compact => true, :limit => false)
println(get(io2, :compact, false), " ", get(io2, :limit, true), " ", displaysize(io2))
println(io2.io === stdout)
# a context over another stream with the properties of a context
function g(buf)
    io3 = IOContext(buf, io)
    print(io3, "x = ", 1, ", y = ", 2.5, ", ", 'c', " ", :sym, " ", [1, 2], " ", (1, "a"))
    println(io3)
    write(io3, "written")
    show(io3, "q")
    print(io3, get(io3, :limit, false), displaysize(io3))
end
println(sprint(g))
# sprint and repr with a context: a pair, a tuple of pairs, or an IO
f(io, x) = print(io, x, ":", get(io, :limit, false), ":", get(io, :compact, false))
println(sprint(f, 1))
println(sprint(f, 2; context = :limit => true))
println(sprint(f, 3; context = (:limit => true, :compact => true)))
println(sprint(f, 4; context = io2))
println(repr([1, 2, 3]; context = :compact => true))
println(repr("s"), " ", repr(1.5; context = io))
# display through a TextDisplay over a context
d = TextDisplay(IOContext(stdout, :limit => true, :displaysize => (8, 80)))
display(d, collect(1:10))
display(d, 42)
# the context's type names its stream's, as Julia's IOContext{IO_t}; a context of a
# context wraps the same stream
buf = IOBuffer()
c1 = IOContext(buf, :compact => true)
c2 = IOContext(c1, :limit => true)
println(typeof(c1), " ", typeof(c2), " ", c2.io === buf, " ", get(c2, :compact, false))
println(IOContext(buf) isa IOContext{IOBuffer}, " ", IOContext(c2, c1) isa IOContext{IOBuffer})
