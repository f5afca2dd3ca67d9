# A struct with an inner constructor defined inside a module gets no default constructor,
# as at top level: only the inner one is there, and it runs.
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
println(length(methods(Shapes.Box)))
b = Shapes.Box(:tools, 7)
println(b.kind, " ", b.label)
println(length(methods(Shapes.Plain)), " ", Shapes.Plain(3).x)
