# import/using with `as`, exported types print unqualified after `using`, a show method
# for a module's type defined in Main, @__FILE__ is absolute.
module Geometry
    export area, Square
    struct Square
        s::Float64
    end
    area(s::Square) = s.s^2
    hidden() = "hidden"
    module Inner
        f() = "inner f"
    end
end
using .Geometry
import .Geometry: hidden as hid, area as ar
import .Geometry.Inner as GI
println(ar(Square(3.0)), " ", hid(), " ", GI.f(), " ", GI)
println(Square(1.0), " ", [Square(2.0)])
Base.show(io::IO, s::Geometry.Square) = print(io, "□", s.s)
println([Square(1.0)], " ", Square(2.5))
module M2
    using ..Geometry
    h() = area(Square(4.0))
end
println(M2.h())
using LinearAlgebra: norm as nrm
println(nrm([3.0, 4.0]))
println(isabspath(@__FILE__), " ", basename(@__FILE__), " ", @__DIR__() == dirname(@__FILE__))
