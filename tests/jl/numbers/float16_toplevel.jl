# Float16 at top level: statements the driver interprets (no loop) call intrinsics on
# boxed values, and `const` initialisers are evaluated ahead of time; both must give
# the half-precision results compiled code gives
x = Float16(1.5)
println(x * 2, " ", x + x, " ", x * Float16(3), " ", x / 3, " ", x - 0.5f0, " ", -x)
println(x < 2, " ", x == 1.5, " ", x > Float16(2), " ", Float32(x), " ", Float64(x), " ", Int(x * 2))
println(Core.Intrinsics.add_float(Float16(1), Float16(2)), " ",
        Core.Intrinsics.mul_float(Float16(1.5), Float16(3)), " ",
        Core.Intrinsics.div_float(Float16(1), Float16(3)), " ",
        Core.Intrinsics.sub_float(Float16(0.1), Float16(0.2)))
println(Core.Intrinsics.neg_float(Float16(1)), " ", Core.Intrinsics.abs_float(Float16(-2.5)), " ",
        Core.Intrinsics.sqrt_llvm(Float16(2)), " ", Core.Intrinsics.lt_float(Float16(1), Float16(2)), " ",
        Core.Intrinsics.eq_float(Float16(0.0), Float16(-0.0)))
println(Core.Intrinsics.fpext(Float64, Float16(1.25)), " ", Core.Intrinsics.fpext(Float32, Float16(0.1)), " ",
        Core.Intrinsics.fptrunc(Float16, 1.25), " ", Core.Intrinsics.fptrunc(Float16, 0.1f0))
# rounding once: 1 + 2^-11 + 2^-40 is just above a midpoint, so it rounds up
println(Core.Intrinsics.fptrunc(Float16, 1 + 2.0^-11 + 2.0^-40), " ",
        Core.Intrinsics.fptrunc(Float16, 1 + 2.0^-11), " ",
        Core.Intrinsics.fptrunc(Float16, 65519.0), " ", Core.Intrinsics.fptrunc(Float16, 65520.0), " ",
        Core.Intrinsics.fptrunc(Float16, 1.0e-8), " ", Core.Intrinsics.fptrunc(Float16, -3.0e-8), " ",
        Core.Intrinsics.fptrunc(Float16, 5.0e-8))
println(Core.Intrinsics.sitofp(Float16, 3), " ", Core.Intrinsics.uitofp(Float16, 0x0801), " ",
        Core.Intrinsics.fptosi(Int64, Float16(3.5)), " ", Core.Intrinsics.fptoui(UInt8, Float16(200)))
println(isnan(Core.Intrinsics.fptrunc(Float16, NaN)), " ", Core.Intrinsics.fptrunc(Float16, -Inf), " ",
        Core.Intrinsics.bitcast(UInt16, Core.Intrinsics.fptrunc(Float16, 6.103515625e-5)))
const h1 = Float16(1.5) * 2
const h2 = Float16(0.1) + Float16(0.2)
const h3 = sqrt(Float16(2))
const h4 = Float16(2)^3 - Float16(0.5)
const c16 = ComplexF16(1, 2) * 2
println(h1, " ", h2, " ", typeof(h2), " ", h3, " ", h4, " ", c16)
a = Float16[0.5, 1.5]
a[1] += Float16(2)
println(a, " ", a[1] * a[2], " ", sum(a), " ", maximum(a))
s = Float16(0)
for i in 1:10
    global s += Float16(0.1)
end
println(s)
