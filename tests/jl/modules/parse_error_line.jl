println("first")
function f(x)
    y = (x +
end
