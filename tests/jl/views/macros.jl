# @view and @views
x = collect(1:6)
y = @view x[2:end-1]
println(typeof(y), " ", y)
y[1] = 100
println(x)
@views z = x[4:end]
z[1] = 40
println(x, " ", typeof(z))
@views println(sum(x[5:6]))
@views t = x[end]
println(t)
f(v) = @views v[1:2] .+ 1
println(f(x))
function g!(v)
    @views begin
        a = v[1:2]
        a .= 0
    end
    return v
end
println(g!(x))
A = [1 2; 3 4]
@views A[1, :] .= 9
println(A)
@views b = A[:, end]
println(b, " ", typeof(b))
