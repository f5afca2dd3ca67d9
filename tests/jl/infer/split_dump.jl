# A call on a Union whose members reach different methods, checked through
# --dump-ir=typed (the .args file): split into one direct call per member (the comment
# after the type lists them); the result is the join of theirs
using Core.Intrinsics: add_int, mul_float
g(x::Int64) = add_int(x, 1)
g(x::Float64) = mul_float(x, 2.0)
pick(b::Bool) = b ? 1 : 2.5
k(b::Bool) = g(pick(b))
k(true)
