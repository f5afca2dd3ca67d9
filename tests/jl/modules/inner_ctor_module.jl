# A struct with an inner constructor defined inside a module gets no default constructor,
# as at top level: the inner one runs even where a default one (kind::Symbol, label)
# would be more specific.
module Shapes
mutable struct Box
    kind::Symbol    # what it holds
    label           # its label, made by the constructor
    function Box(kind, label)
        return new(kind, string("<", label, ">"))
    end
end
struct Plain
    x::Int          # a field, with the default constructors
end
end
b = Shapes.Box(:tools, 7)
println(b.kind, " ", b.label)
println(Shapes.Plain(3).x, " ", Shapes.Box(:x, "y").label)
