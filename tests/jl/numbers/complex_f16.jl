# Complex{Float16} (ComplexF16): arithmetic through the generic Complex methods; show
# prints each part with Float16's typed show, as 1.7's show(::IO, ::Complex) calls
# show on the parts ("Float16(1.5) + Float16(2.0)im", also inside arrays)
z = Float16(1.5) + Float16(2)im
println(z)
println(typeof(z), " ", typeof(z) === ComplexF16, " ", ComplexF16 === Complex{Float16})
show(z); println()
println(repr(z), " ", string(z))
w = ComplexF16(3, 4)
println(z + w, " ", z - w, " ", z * w, " ", z / w, " ", -z)
println(z * z, " ", z^2, " ", z + 1, " ", z / 2, " ", 2 * z, " ", inv(w))
println(abs(w), " ", abs2(z), " ", angle(w), " ", real(z), " ", imag(z), " ", conj(z))
println(sqrt(ComplexF16(-4, 0)), " ", exp(ComplexF16(0, 0)), " ", log(ComplexF16(1, 0)))
println(z == ComplexF16(1.5, 2), " ", z == w, " ", isequal(z, z), " ", iszero(zero(z)),
        " ", isfinite(z), " ", isnan(z))
println(convert(ComplexF16, 1 + 2im), " ", ComplexF64(z), " ", ComplexF32(z))
println(typeof(z + 1.0), " ", typeof(z * 2.0f0), " ", typeof(z + (1 + 1im)), " ", z + (1 + 1im))
println(Complex{Float16}(1), " ", complex(Float16(1), Float16(-0.5)), " ", one(ComplexF16))
println(ComplexF16(Inf16, 1), " ", ComplexF16(NaN16, -1), " ", Float16(-0.0) * im)
a = ComplexF16[1, 2im]
println(a, " ", typeof(a), " ", sum(a), " ", a .* 2)
display(a)
display(ComplexF16[1 2im; 0.5 -1])
println(zeros(ComplexF16, 2), " ", [z, 1.0 + 0im], " ", Any[z])
