# box.jl — Core.Box: the mutable cell closure lowering keeps a captured variable in when it
# is assigned after capture (docs/ir.md). Defined in Base; the driver binds it as Core.Box.
mutable struct Box
    contents::Any
    Box() = new()
    Box(x) = new(x)
end
