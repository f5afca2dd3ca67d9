# append! of a vector to a vector (grown once, then filled; codeunits copied at once) and
# sizeof/pointer of arrays
a = UInt8[1]
append!(a, codeunits("héllo")); println(a)
append!(a, codeunits(SubString("xyzw", 2, 3))); println(a)
b = [1, 2]
append!(b, b); println(b)
append!(b, view(b, 1:2)); println(b)
append!(b, 7:8); println(b)
append!(b, Int32[9]); println(b)
append!(b, [true]); println(b)
c = Any[1]
append!(c, ["a", 2.0]); println(c)
d = Float64[]
append!(d, [1, 2], (3,), 4:4); println(d)
s = String[]
append!(s, split("a b c")); println(s)
try append!([1, 2], [1.5]) catch e; println(typeof(e)) end
a = [1, 2, 3]
println(sizeof(a), " ", sizeof(Int32[1]), " ", sizeof(UInt8[]), " ", sizeof(zeros(2, 3)), " ", Int(pointer(a, 3) - pointer(a)), " ", unsafe_load(pointer(a, 2)))
