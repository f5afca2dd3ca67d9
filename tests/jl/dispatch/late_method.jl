# code compiled while a call had no method uses a method defined later
later2(x::String) = "string"
callit2(x) = later2(x)
try
    callit2(1)
catch e
    println(typeof(e))
end
later2(x::Int) = "now"
println(callit2(1))
function loop3()
    s = 0
    for i in 1:3
        s += fresh(i)
    end
    s
end
fresh(x::Float64) = 0
try
    loop3()
catch e
    println(typeof(e))
end
fresh(x::Int) = x * 10
println(loop3())
