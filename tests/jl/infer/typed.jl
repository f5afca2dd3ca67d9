# Inference results, checked through --dump-ir=typed (the .args file): the program calls
# only Core builtins and intrinsics, so the dump shows exactly the user's specializations.
using Core.Intrinsics: add_int, sub_int, mul_int, sle_int, add_float, sitofp
struct P
    x::Int64
    y::Float64
end
getx(p::P) = getfield(p, :x)                       # a field load, Int64
addp(p::P) = add_float(sitofp(Float64, getx(p)), p.y)
fact(n::Int64) = sle_int(n, 1) ? 1 : mul_int(n, fact(sub_int(n, 1)))   # recursion
pick(b::Bool) = b ? 1 : 2.5                        # a small union
twice(f, x) = f(f(x))                              # a function passed as a value
inc(x::Int64) = add_int(x, 1)
const K = mul_int(6, 7)                            # folded at compile time
function run()
    p = P(3, 0.5)
    return (addp(p), fact(5), pick(true), twice(inc, K))
end
run()
