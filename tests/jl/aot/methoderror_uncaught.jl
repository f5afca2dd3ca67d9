# An uncaught MethodError from a dynamic call prints Julia's whole report (closest
# candidates included) in executables as in the JIT.
const here = abspath(@__FILE__)
area(x::Int, y::Int) = x * y
area(x::Float64) = x * x
area(s::String, n::Integer) = s^n
for v in Any[(2, 3), (1.5,), ("ab", 2)]
    println(area(v...))
end
try
    area(Any[1.5][1], 2)
catch e
    println(replace(sprint(showerror, e), here => "FILE"))
end
w = Any["x", 2.5]
area(w[1], w[2])
