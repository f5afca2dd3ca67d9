# @printf written straight into the stream: the whole line still comes out in one piece
# after every argument is ready, as Julia's Printf builds the line before writing it.
using Printf

buf = IOBuffer()  # a global the executable assigns (a `const` IOBuffer is rebuilt, not shared, in executables)
struct Loud end
Base.show(io::IO, ::Loud) = (print(buf, "<side>"); print(io, "L"))
@printf(buf, "a %s b %d\n", Loud(), 7)
@printf(buf, "[%5s|%-4s|%.2s]\n", Loud(), "é", "xyz")
print(String(take!(buf)))

# an argument that prints to the same stream while it is evaluated
f() = (print(buf, "(f)"); 3)
@printf(buf, "%d-%d\n", 1, f())
print(String(take!(buf)))

# a bad argument throws before anything is written
try
    @printf(buf, "x%dy%d\n", 1, "s")
catch e
    println(e isa Exception, " ", position(buf))
end

# wide fields, numbers of each kind, nested @printf inside a show method
struct Inner end
Base.show(io::IO, ::Inner) = @printf(io, "<%03d>", 7)
@printf(buf, "%12d|%-6d|%+d|%x|%o|%s\n", 5, -3, 4, 255, 8, Inner())
@printf(buf, "%300d|\n", 1)
s = String(take!(buf))
println(length(s), " ", s[1:32])
println(s[end-2:end-1])

# IOContext and a file go through the same path
@printf(IOContext(stdout, :compact => true), "%5.1f|%s|%c\n", 3.14159, :sym, 'z')
path = tempname()
open(path, "w") do io
    for i in 1:3
        @printf(io, "%6d %12.4f %s\n", i, i / 3, isodd(i) ? "odd" : "even")
    end
end
print(read(path, String))
rm(path)
