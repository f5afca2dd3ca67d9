# a program's own IO types: print, show, printf and write reach them through
# write(io, ::UInt8) or unsafe_write
struct Upper <: IO
    inner::IOBuffer   # where the upper-cased bytes go
end
Base.write(io::Upper, b::UInt8) = write(io.inner, UInt8(uppercase(Char(b))))

mutable struct Counter <: IO
    n::Int            # bytes seen
end
function Base.unsafe_write(c::Counter, p::Ptr{UInt8}, n::UInt)
    c.n += Int(n)
    return Int(n)
end

u = Upper(IOBuffer())
print(u, "hello ", 42, ' ', 1.5, " ", [1, 2], " ", :sym)
println(u)
show(u, (a = 1, b = "x"))
write(u, "written")
println(String(take!(u.inner)))

c = Counter(0)
println(c, "twelve bytes")
print(c, 12345)
println(c.n)

struct Point; x::Int; y::Int; end
Base.show(io::IO, p::Point) = print(io, "P<", p.x, ",", p.y, ">")
u2 = Upper(IOBuffer())
show(IOContext(u2, :compact => true), Point(1, 2))
print(u2, " ", [Point(3, 4)])
println(String(take!(u2.inner)))
