# @cfunction: C callbacks (qsort comparators) and C function pointers to Julia functions
function mycmp(x::Ptr{Cint}, y::Ptr{Cint})::Cint
    a = unsafe_load(x); b = unsafe_load(y)
    return a < b ? -1 : a > b ? 1 : 0
end
v = Cint[5, 3, 9, 1]
cf = @cfunction(mycmp, Cint, (Ptr{Cint}, Ptr{Cint}))
println(typeof(cf))
ccall(:qsort, Cvoid, (Ptr{Cint}, Csize_t, Csize_t, Ptr{Cvoid}), v, length(v), sizeof(Cint), cf)
println(v)
desc(x::Ptr{Float64}, y::Ptr{Float64}) = Cint(sign(unsafe_load(y) - unsafe_load(x)))
w = [1.5, -2.0, 3.25, 0.0]
ccall(:qsort, Cvoid, (Ptr{Float64}, Csize_t, Csize_t, Ptr{Cvoid}), w, length(w), 8,
      @cfunction(desc, Cint, (Ptr{Float64}, Ptr{Float64})))
println(w)
twice(x::Cdouble) = 2x
p = @cfunction(twice, Cdouble, (Cdouble,))
println(ccall(p, Cdouble, (Cdouble,), 21.0))
function apply_c()
    f = @cfunction(twice, Cdouble, (Cdouble,))
    ccall(f, Cdouble, (Cdouble,), 1.25)
end
println(apply_c())
