# div/rem/divrem with a RoundingMode; checked_neg's overflow message as 0 - x
println(div(7, 2, RoundUp), " ", div(7, 2, RoundDown), " ", div(-7, 2, RoundToZero), " ", div(-7, 2, RoundDown))
println(rem(-7, 3, RoundDown), " ", rem(7, 3, RoundUp), " ", rem(-7, 3, RoundToZero))
println(div(7, 2, RoundNearest), " ", div(5, 2, RoundNearest), " ", div(-7, 2, RoundNearest), " ", div(-5, 2, RoundNearest), " ", div(7, -2, RoundNearest))
println(rem(7, 2, RoundNearest), " ", rem(5, 2, RoundNearest), " ", rem(8, 3, RoundNearest))
println(divrem(7, 2, RoundUp), " ", rem(5.5, 2.0, RoundNearest), " ", div(7.5, 2.0, RoundDown))
for f in (() -> Base.checked_neg(typemin(Int)), () -> Base.checked_neg(0x01), () -> Base.checked_neg(Int8(-128)))
    try
        f()
    catch e
        println(sprint(showerror, e))
    end
end
println(Base.checked_neg(5), " ", Base.checked_neg(0x00))
