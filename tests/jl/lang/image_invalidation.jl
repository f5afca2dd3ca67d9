# Redefining Base methods that the Base image's machine code calls (runtime/base/warmup.jl
# compiled println(::Int64) and string interpolation into the image): the image's callers
# are invalidated as JIT-compiled ones are, and the new methods are used.
println(5)
struct Meters; v::Int; end
Base.string(m::Meters) = string(m.v, " m")
println(string(Meters(3)))
Base.print(io::IO, x::Int64) = write(io, "int")
println(5)
println([1, 2])
x = 7
println("x = $x")
