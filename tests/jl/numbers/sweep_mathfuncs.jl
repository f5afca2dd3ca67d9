# elementary functions on integers and Float32, the inverse hyperbolics' DomainErrors,
# muladd/modf, Base.checked_div and friends, Val(x)
function err(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
println(exp2(10), " ", exp10(2), " ", exp2(0.5f0) isa Float32, " ", expm1(0), " ", log1p(0))
println(sinh(0), " ", cosh(0), " ", tanh(0), " ", asinh(0), " ", acosh(1), " ", atanh(0))
println(typeof(sinh(1.0f0)), " ", typeof(acosh(2.0f0)), " ", asin(1.0f0) isa Float32)
println(muladd(2, 3, 1), " ", muladd(0.5, 4.0, 1.0), " ", modf(3.5), " ", modf(-2.25), " ", modf(Inf))
println(deg2rad(180), " ", rad2deg(π), " ", deg2rad(90.0f0), " ", sec(0), " ", csc(π / 2), " ", sincos(0.0))
err(() -> acosh(0.5))
err(() -> atanh(2.0))
err(() -> asin(2.0f0))
err(() -> log1p(-2.0f0))
println(Base.checked_div(7, 2), " ", Base.checked_rem(-7, 2), " ", Base.checked_fld(-7, 2), " ", Base.checked_mod(-7, 2), " ", Base.checked_cld(7, 2))
err(() -> Base.checked_div(1, 0))
err(() -> Base.checked_add(typemax(Int16), Int16(1)))
println(Val(3), " ", typeof(Val(:x)))
