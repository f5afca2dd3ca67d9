# @macroexpand of the macros jolt's lowering implements shows what their Julia 1.7
# definitions return (@assert from base/error.jl, @inbounds/@boundscheck/@isdefined from
# base/essentials.jl): unescaped free names resolved in Base, the local renamed (the
# gensym number varies and is shown as #N# here; file paths as FILE).
const F = @__FILE__
p(x) = println(replace(replace(string(x), F => "FILE"), r"#\d+#" => "#N#"))
p(@macroexpand @assert x > 0)
p(@macroexpand @assert x > 0 "x must be positive")
p(@macroexpand @assert x "bad $x")
p(@macroexpand @assert f(x) 3)
p(@macroexpand @assert iseven(y) msg)
ex = @macroexpand @assert a == b
println(ex.head, " ", ex.args[2] === nothing, " ", ex.args[3].args[1])
p(@macroexpand @inbounds a[i] + b[i])
ex = @macroexpand @inbounds a[1]
println(ex.args[2].args[1].args[1] === ex.args[4], " ", ex.args[4] !== :val)
p(@macroexpand @boundscheck checkbounds(a, i))
p(@macroexpand @isdefined x)
p(@macroexpand @__MODULE__)
p(@macroexpand @__LINE__)
macro chk(v)
    :(@assert $(esc(v)) > 0)
end
p(@macroexpand @chk z)
p(@macroexpand1 @chk z)
p(macroexpand(Main, :(@assert w < 1; @inbounds v[2])))
